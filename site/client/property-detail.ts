// The property page's load-time script: a few lines that wait for the visitor. The lightbox
// (PhotoSwipe), the map (Leaflet) and a sale's cost calculator are separate chunks, fetched on the
// first click or change that needs them.
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

/** The costs form shows once there is a script to follow it; the calculator loads on its first change. */
function loadCostsOnChange(section: HTMLElement) {
  const form = section.querySelector<HTMLFormElement>('form.cost-case');
  if (!form) return;
  form.hidden = false;
  const load = () => {
    form.removeEventListener('input', load);
    form.removeEventListener('change', load);
    import('./buyer-costs')
      .then(({ setUpBuyerCosts }) => setUpBuyerCosts(section))
      // Offline or a stale page after a deploy: the table of the usual case stays as it was rendered.
      .catch(() => {
        form.hidden = true;
      });
  };
  form.addEventListener('input', load);
  form.addEventListener('change', load);
}

for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) setUpGallery(gallery);
for (const frame of document.querySelectorAll<HTMLElement>('[data-map]')) setUpMap(frame);
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) setUpPrintButton(button);
for (const section of document.querySelectorAll<HTMLElement>('[data-buyer-costs]')) loadCostsOnChange(section);
