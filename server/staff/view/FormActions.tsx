import type { Language } from '../../../schema/index.js';
import type { StaffTranslate } from './texts.js';

/**
 * A content form's buttons: a preview in each language (the form posted to `preview`, the page in a
 * tab of its own; nothing saved), then the save.
 */
export function FormActions({
  t,
  languages,
  preview,
}: {
  t: StaffTranslate;
  languages: readonly Language[];
  /** None: the save only. */
  preview?: (language: Language) => string;
}) {
  return (
    <p className="actions">
      {(preview ? languages : []).map((language) => (
        <button key={language} type="submit" className="secondary" formAction={preview?.(language)} formTarget="_blank">
          {t('article.preview', { language: language.toUpperCase() })}
        </button>
      ))}
      <button type="submit">{t('article.save')}</button>
    </p>
  );
}
