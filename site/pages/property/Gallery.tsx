import { GALLERY, type ImageSet, type Property } from '../../../schema/index.js';
import { PRINT_PHOTOS } from '../../../schema/spec/print.js';
import { Photo } from '../../components/Photo';
import { isFloorPlan, photosFirst } from '../../data/photos-first';
import { useTranslation } from '../../locales/use-translation';

const MEDIA = '/media/';

/** The widest webp variant within the gallery's width (§9: 1920): what a thumbnail link and the lightbox show. */
export function fullSizeOf(image: ImageSet) {
  const webp = image.variants.filter((v) => v.format === 'webp' && v.width <= GALLERY.width);
  return webp.at(-1) ?? (image.variants.at(-1) as ImageSet['variants'][number]);
}

/** A thumbnail for sharp screens: the smallest webp twice the thumbnail's height (CSS crops it alike). */
function thumbnail2x(image: ImageSet) {
  return image.variants.find((v) => v.format === 'webp' && v.height >= 2 * image.thumbnail.height);
}

/**
 * §2 slideshow and lightbox, §9 gallery: the first photo large, then a strip of thumbnails (height
 * 125), the floor plans after the photos. Without scripts each is a plain link to the full-size
 * picture; the detail script (site/client/property-detail.ts) opens them in the lightbox instead,
 * which loads on that first click. A picture's text names it a photo or a floor plan, numbered
 * among its kind in the feed's order; the lightbox shows it as the caption.
 */
export function Gallery({ property }: { property: Property }) {
  const { t } = useTranslation();
  let photoRank = 0;
  let planRank = 0;
  const photos = photosFirst(property.pictures).flatMap((picture) => {
    const plan = isFloorPlan(picture);
    const n = plan ? ++planRank : ++photoRank;
    const alt = t(plan ? 'property.floorPlan' : 'property.photo', { n, title: property.title });
    return picture.image ? [{ image: picture.image, alt, plan }] : [];
  });
  if (photos.length === 0) return <p className="photo-missing gallery-empty">{t('property.noPhoto')}</p>;
  const [first] = photos as [(typeof photos)[number]];
  const plans = photos.filter((photo) => photo.plan).length;
  const count = [
    photos.length > plans && t('detail.photoCount', { count: photos.length - plans }),
    plans > 0 && t('detail.floorPlanCount', { count: plans }),
  ]
    .filter(Boolean)
    .join(', ');
  const labels = {
    close: t('detail.lightbox.close'),
    zoom: t('detail.lightbox.zoom'),
    previous: t('detail.lightbox.previous'),
    next: t('detail.lightbox.next'),
    error: t('detail.lightbox.error'),
    play: t('detail.lightbox.play'),
    pause: t('detail.lightbox.pause'),
    dialog: t('detail.lightbox.dialog'),
  };
  // What the lightbox needs per photo rides on its link: the page ships no JSON of its own.
  const linkOf = (photo: (typeof photos)[number], index: number) => {
    const full = fullSizeOf(photo.image);
    const srcset = photo.image.variants
      .filter((v) => v.format === 'webp' && v.width <= GALLERY.width)
      .map((v) => `${MEDIA}${v.path} ${v.width}w`)
      .join(', ');
    return {
      href: `${MEDIA}${full.path}`,
      'data-index': index,
      'data-width': full.width,
      'data-height': full.height,
      'data-srcset': srcset,
      'data-alt': photo.alt,
    };
  };
  return (
    <section className="gallery" aria-label={t('detail.gallery')} data-gallery data-labels={JSON.stringify(labels)}>
      <a className="gallery-main" {...linkOf(first, 0)}>
        <Photo
          image={first.image}
          alt={first.alt}
          sizes={`(max-width: 767px) ${GALLERY.mobileWidth}px, (min-width: 1240px) 1240px, 100vw`}
          maxWidth={GALLERY.width}
          mobileWidth={GALLERY.mobileWidth}
          eager
        />
        {photos.length > 1 && <span className="gallery-count">{count}</span>}
      </a>
      {photos.length > 1 && (
        <ul className="gallery-thumbs">
          {photos.map((photo, i) => (
            // A printout keeps the first photos: the large one, then the thumbnails after it (print CSS).
            // biome-ignore lint/suspicious/noArrayIndexKey: a feed may list a photo twice; the order is fixed per build
            <li key={`${photo.image.digest}-${i}`} className={i === 0 || i >= PRINT_PHOTOS ? 'print-skip' : undefined}>
              <a {...linkOf(photo, i)}>
                <img
                  className="gallery-thumb"
                  src={`${MEDIA}${photo.image.thumbnail.path}`}
                  srcSet={(() => {
                    const sharp = thumbnail2x(photo.image);
                    return sharp ? `${MEDIA}${photo.image.thumbnail.path} 1x, ${MEDIA}${sharp.path} 2x` : undefined;
                  })()}
                  width={photo.image.thumbnail.width}
                  height={photo.image.thumbnail.height}
                  alt={photo.alt}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
