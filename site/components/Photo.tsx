import type { ImageSet } from '../../schema/index.js';

const MEDIA = '/media/';

/**
 * A photo as <picture>: webp widths in srcset, a JPEG fallback, width and height always set (no
 * layout shift), lazy below the fold. Without variants, a neutral block of the same shape.
 */
export function Photo({
  image,
  alt,
  sizes,
  eager = false,
}: {
  image: ImageSet | null;
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  if (!image) return <div className="photo-missing" role="img" aria-label={alt} />;
  const webp = image.variants.filter((v) => v.format === 'webp');
  const jpeg = image.variants.filter((v) => v.format === 'jpeg');
  const fallback = jpeg.at(-1) ?? webp.at(-1);
  return (
    <picture>
      <source type="image/webp" srcSet={webp.map((v) => `${MEDIA}${v.path} ${v.width}w`).join(', ')} sizes={sizes} />
      <img
        src={`${MEDIA}${fallback?.path}`}
        srcSet={jpeg.map((v) => `${MEDIA}${v.path} ${v.width}w`).join(', ')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}
