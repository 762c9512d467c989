import PhotoSwipe, { type SlideData } from 'photoswipe';
// Bundled into this chunk's own CSS file, which Vite's loader fetches with it: no page pays for it.
import 'photoswipe/style.css';

// §2 slideshow and lightbox: PhotoSwipe over the gallery's links (swipe, pinch, arrows, Escape;
// focus goes back to the link that opened it), plus a play/pause slideshow button.

/** How long a photo stays during the slideshow. */
const SLIDESHOW_INTERVAL_MS = 4000;

interface Labels {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  play: string;
  pause: string;
  dialog: string;
}

function slidesOf(gallery: HTMLElement): SlideData[] {
  // The main photo repeats the first thumbnail: one slide per index.
  const byIndex = new Map<number, SlideData>();
  for (const link of gallery.querySelectorAll<HTMLAnchorElement>('a[data-index]')) {
    byIndex.set(Number(link.dataset.index), {
      src: link.href,
      srcset: link.dataset.srcset,
      width: Number(link.dataset.width),
      height: Number(link.dataset.height),
      alt: link.dataset.alt,
    });
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, slide]) => slide);
}

export function openLightbox(gallery: HTMLElement, index: number, opener: HTMLElement): void {
  const labels = JSON.parse(gallery.dataset.labels ?? '{}') as Labels;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pswp = new PhotoSwipe({
    dataSource: slidesOf(gallery),
    index,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.error,
    indexIndicatorSep: ' / ',
    showHideAnimationType: reducedMotion ? 'none' : 'zoom',
    returnFocus: true,
    // Nearly opaque: the page behind must not compete with the photo (PhotoSwipe's default is 0.8).
    bgOpacity: 0.95,
  });
  let timer: ReturnType<typeof setInterval> | undefined;

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'slideshow',
      order: 8,
      isButton: true,
      title: labels.play,
      ariaLabel: labels.play,
      html: '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path class="pswp-play" d="M11 8v16l13-8z"/><path class="pswp-pause" d="M10 8h4v16h-4zM18 8h4v16h-4z"/></svg>',
      onInit: (button) => {
        const show = (playing: boolean) => {
          button.classList.toggle('is-playing', playing);
          button.setAttribute('aria-label', playing ? labels.pause : labels.play);
          button.title = playing ? labels.pause : labels.play;
          button.setAttribute('aria-pressed', String(playing));
        };
        const play = (yes: boolean) => {
          clearInterval(timer);
          timer = yes ? setInterval(() => pswp.next(), SLIDESHOW_INTERVAL_MS) : undefined;
          show(yes);
        };
        button.addEventListener('click', () => play(timer === undefined));
        // Moving pictures start only on request when the visitor asked for less motion (WCAG 2.3.3).
        play(!reducedMotion);
      },
    });
    // The caption: the photo's translated alt text, announced as the slide changes.
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (el) => {
        el.setAttribute('aria-live', 'polite');
        pswp.on('change', () => {
          el.textContent = pswp.currSlide?.data.alt ?? '';
        });
      },
    });
  });
  pswp.on('afterInit', () => {
    pswp.element?.setAttribute('aria-label', labels.dialog);
  });
  pswp.on('destroy', () => clearInterval(timer));
  // PhotoSwipe gives focus back to what had it; a click on a link may not have focused it.
  pswp.on('destroy', () => opener.focus());
  pswp.init();
}
