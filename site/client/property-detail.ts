// The property page's load-time script: a few lines that wait for the visitor. The lightbox
// (PhotoSwipe) and the map (Leaflet) are separate chunks, fetched on the first click that needs them.
import { setUpPrintButton } from './print-button';

function setUpGallery(gallery: HTMLElement) {
  gallery.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-index]');
    // A modified click (new tab, download) keeps the link's own behaviour: the full-size photo.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    import('./lightbox')
      .then(({ openLightbox }) => openLightbox(gallery, Number(link.dataset.index), link))
      // Offline or a stale page after a deploy: the link's own target, the full-size photo, still works.
      .catch(() => location.assign(link.href));
  });
}

function setUpMap(frame: HTMLElement) {
  const button = frame.querySelector<HTMLButtonElement>('[data-map-button]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    import('./map')
      .then(({ showMap }) => showMap(frame))
      .catch(() => {
        button.disabled = false;
        const note = frame.querySelector('.map-note');
        if (note) note.textContent = frame.dataset.failed ?? '';
      });
  });
}

for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) setUpGallery(gallery);
for (const frame of document.querySelectorAll<HTMLElement>('[data-map]')) setUpMap(frame);
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) setUpPrintButton(button);
