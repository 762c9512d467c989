import { type Language, PAGE_PATHS, type PageKey } from '../../../schema/index.js';
import { ADMIN_PAGES } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// The pages whose texts content/pages.json holds, each with its address in the staff's language and
// the languages still to translate.

export function PageList({
  t,
  pages,
  language,
}: {
  t: StaffTranslate;
  /** Each page, its name in the menu when it has one, and the languages some text of it lacks. */
  pages: readonly { key: PageKey; name?: string; missing: readonly Language[] }[];
  language: Language;
}) {
  return (
    <>
      <p>{t('pages.intro')}</p>
      <ul>
        {pages.map(({ key, name, missing }) => (
          <li key={key}>
            <a href={`${ADMIN_PAGES}${key}`}>{name ?? PAGE_PATHS[key][language]}</a> <code>{PAGE_PATHS[key][language]}</code>
            {missing.length > 0 && (
              <span className="missing">
                {' '}
                · {t('articles.missing', { languages: missing.map((l) => l.toUpperCase()).join(', ') })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p>
        <a href={`${ADMIN_PAGES}versions`}>{t('pages.versions')}</a>
      </p>
    </>
  );
}
