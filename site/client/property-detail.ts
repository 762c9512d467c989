// The property page's load-time script: a few lines that wait for the visitor. The lightbox
// (PhotoSwipe) and the map (Leaflet) are separate chunks, fetched on the first click that needs them.

function setUpGallery(gallery: HTMLElement) {
  gallery.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-index]');
    // A modified click (new tab, download) keeps the link's own behaviour: the full-size photo.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import('./lightbox').then(({ openLightbox }) => openLightbox(gallery, Number(link.dataset.index), link));
  });
}

function setUpMap(frame: HTMLElement) {
  const button = frame.querySelector<HTMLButtonElement>('[data-map-button]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    void import('./map').then(({ showMap }) => showMap(frame));
  });
}

for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) setUpGallery(gallery);
for (const frame of document.querySelectorAll<HTMLElement>('[data-map]')) setUpMap(frame);
