import { IMAGE_UPLOAD_MAX_BYTES } from '../../../schema/index.js';
import { ADMIN_IMAGES } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// /admin/images/: the form that adds a photo (multipart, no JavaScript) and the photos kept, each
// shown by its small variant with the name an article's form lists it by.

export function ImageList({
  t,
  images,
  message,
}: {
  t: StaffTranslate;
  /** Each photo kept, with the files that use it (none: it may be deleted). */
  images: readonly { file: string; usedIn: readonly string[] }[];
  message?: { text: string; kind: 'error' | 'notice' };
}) {
  const megabytes = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024;
  return (
    <>
      <p>{t('images.intro')}</p>
      {message && (
        <p className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <form method="post" action={ADMIN_IMAGES} encType="multipart/form-data">
        <div className="field">
          <label htmlFor="image-file">{t('images.file', { megabytes })}</label>
          <input id="image-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" required />
        </div>
        <button type="submit">{t('images.submit')}</button>
      </form>
      {images.length === 0 ? (
        <p>{t('images.none')}</p>
      ) : (
        <ul className="image-list">
          {images.map(({ file, usedIn }) => {
            const name = file.split('/').at(-1) ?? file;
            return (
              <li key={file}>
                <img src={`${ADMIN_IMAGES}${name}`} alt="" width={160} height={120} />
                <code>{name}</code>
                {usedIn.length > 0 ? (
                  <span className="hint">{t('images.usedIn', { files: usedIn.join(', ') })}</span>
                ) : (
                  <form method="post" action={`${ADMIN_IMAGES}${name}/delete`}>
                    <button type="submit" className="secondary" aria-label={t('images.deleteOne', { name })}>
                      {t('images.delete')}
                    </button>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
