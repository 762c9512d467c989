import { thumbHashToAverageRGBA } from 'thumbhash';
import { DEVICE_MIN_WIDTH, type ImageSet } from '../../schema/index.js';

const MEDIA = '/media/';

/** The photo's average colour (from its ThumbHash): the placeholder drawn while it loads, a few bytes. */
function placeholderColour(placeholder: string): string {
  const { r, g, b } = thumbHashToAverageRGBA(Buffer.from(placeholder, 'base64'));
  return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
}

/**
 * A photo as <picture>: webp widths in srcset, a JPEG fallback, width and height always set (no
 * layout shift), lazy below the fold, its average colour until it arrives. Without variants, a
 * neutral block of the same shape. `maxWidth` leaves out variants wider than the place ever needs.
 */
export function Photo({
  image,
  alt,
  sizes,
  eager = false,
  maxWidth = Number.POSITIVE_INFINITY,
  mobileWidth,
}: {
  image: ImageSet | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  maxWidth?: number;
  /** On phones, this one width whatever the screen's density (§9: the gallery is 600 px wide on mobile). */
  mobileWidth?: number;
}) {
  // A decorative photo (no alt: a banner's) that could not be made is no image to a screen reader either.
  if (!image)
    return alt ? (
      <div className="photo-missing" role="img" aria-label={alt} />
    ) : (
      <div className="photo-missing" aria-hidden="true" />
    );
  const fits = (v: ImageSet['variants'][number], i: number) => v.width <= maxWidth || i === 0;
  const webp = image.variants.filter((v) => v.format === 'webp').filter(fits);
  const jpeg = image.variants.filter((v) => v.format === 'jpeg').filter(fits);
  const fallback = jpeg.at(-1) ?? webp.at(-1);
  const srcSet = (variants: typeof webp) => variants.map((v) => `${MEDIA}${v.path} ${v.width}w`).join(', ');
  const phone = mobileWidth ? webp.filter((v) => v.width <= mobileWidth).at(-1) : undefined;
  return (
    <picture>
      {/* A width descriptor and sizes like its siblings: one candidate, so phones take it whatever
          their density; the HTML checker refuses a picture that mixes descriptor kinds. */}
      {phone && (
        <source
          type="image/webp"
          media={`(max-width: ${DEVICE_MIN_WIDTH.tablet - 0.02}px)`}
          srcSet={srcSet([phone])}
          sizes={sizes}
        />
      )}
      {webp.length > 0 && <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />}
      <img
        src={`${MEDIA}${fallback?.path}`}
        // No JPEG variants: the src alone (an empty srcset, or sizes without one, is invalid HTML).
        srcSet={jpeg.length > 0 ? srcSet(jpeg) : undefined}
        sizes={jpeg.length > 0 ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
        style={{ backgroundColor: placeholderColour(image.placeholder) }}
      />
    </picture>
  );
}
