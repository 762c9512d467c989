import { usePageContext } from 'vike-react/usePageContext';
import { PAGE_PATHS } from '../../schema/index.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '../../schema/spec/language-memory.js';
import { rememberLanguage } from '../client/language-memory';
import { RESOURCES } from '../locales/i18n';
import { enabledLanguages } from '../site-config';
import { inlineSource } from './inline-source';

// §7: a language chosen here is remembered ('/' and the internal paths honour it). A fixed script of
// ours, the same on every page (one CSP hash): it listens on the switcher just before it.
const REMEMBER_SCRIPT =
  `(function(n,r){n&&n.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[hreflang]');
if(a)r(a.getAttribute('hreflang'),${JSON.stringify(LANGUAGE_COOKIE)},${LANGUAGE_COOKIE_DAYS});});})(document.currentScript.previousElementSibling,${inlineSource(rememberLanguage)})`.replace(
    /\n/g,
    '',
  );

/** §2: shown only when more than one language is enabled; leads to the same page in the other language. */
export function LanguageSwitcher() {
  const { locale, alternates } = usePageContext();
  if (enabledLanguages().length < 2) return null;
  return (
    <>
      <nav className="languages" aria-label={locale ? RESOURCES[locale].nav.languages : 'Languages'}>
        <ul>
          {enabledLanguages().map((language) => (
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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (REMEMBER_SCRIPT) */}
      <script dangerouslySetInnerHTML={{ __html: REMEMBER_SCRIPT }} />
    </>
  );
}
