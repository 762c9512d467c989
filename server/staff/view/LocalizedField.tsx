import type { Language } from '../../../schema/index.js';
import type { StaffTranslate } from './texts.js';

// A text of a content form with the site's languages side by side: a missing translation marked,
// each error next to its field (named by aria-describedby).

export function LocalizedField({
  t,
  name,
  label,
  hint,
  languages,
  fields,
  errors,
  multiline,
  optional,
}: {
  t: StaffTranslate;
  languages: readonly Language[];
  fields: Record<string, string>;
  /** Messages by field name ("title.nl"). */
  errors: Record<string, string>;
  name: string;
  label: string;
  hint?: string;
  multiline?: 'short' | 'long';
  /** A text the site may go without: missing in a language only once another has it. */
  optional?: boolean;
}) {
  const given = languages.some((language) => (fields[`${name}.${language}`] ?? '') !== '');
  const lacks = (value: string) => !value && (!optional || given);
  return (
    <fieldset className="localized">
      <legend>{label}</legend>
      {hint && <p className="hint">{hint}</p>}
      <div className="languages">
        {languages.map((language) => {
          const field = `${name}.${language}`;
          const id = `${name}-${language}`;
          const value = fields[field] ?? '';
          const error = errors[field];
          const described = [error && `${id}-error`, lacks(value) && `${id}-missing`].filter(Boolean).join(' ') || undefined;
          const common = {
            id,
            name: field,
            lang: language,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': described,
          };
          return (
            <div className="field" key={language}>
              <label htmlFor={id}>{language.toUpperCase()}</label>
              {multiline ? (
                <textarea {...common} rows={multiline === 'long' ? 14 : 3} defaultValue={value} />
              ) : (
                <input {...common} defaultValue={value} />
              )}
              {lacks(value) && (
                <span id={`${id}-missing`} className="missing">
                  {t('article.missing')}
                </span>
              )}
              {error && (
                <span id={`${id}-error`} className="error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
