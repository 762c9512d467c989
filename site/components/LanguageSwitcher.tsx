import { usePageContext } from 'vike-react/usePageContext';
import { PAGE_PATHS } from '../../schema/index.js';
import { RESOURCES } from '../locales/i18n';
import { ENABLED_LANGUAGES } from '../site-config';

/** §2: shown only when more than one language is enabled; leads to the same page in the other language. */
export function LanguageSwitcher() {
  const { locale, alternates } = usePageContext();
  if (ENABLED_LANGUAGES.length < 2) return null;
  return (
    <nav className="languages" aria-label={locale ? RESOURCES[locale].nav.languages : 'Languages'}>
      <ul>
        {ENABLED_LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={alternates?.[language] ?? PAGE_PATHS.home[language]}
              hrefLang={language}
              lang={language}
              aria-current={language === locale ? 'true' : undefined}
              title={RESOURCES[language].language}
            >
              {language.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
