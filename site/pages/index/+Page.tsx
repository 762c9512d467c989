import { PAGE_PATHS } from '../../../schema/index.js';
import { RESOURCES } from '../../locales/i18n';
import { ENABLED_LANGUAGES, SITE } from '../../site-config';

// §2 and the build issue: '/' picks a language (stored choice, ?lng=, cookie, browser language, then
// the default); without JavaScript it offers a link to every language.
const pick = `(function(){var e=${JSON.stringify(ENABLED_LANGUAGES)},h=${JSON.stringify(PAGE_PATHS.home)},d=${JSON.stringify(SITE.languages.default)};
function ok(l){return l&&e.indexOf(l)>=0?l:null}
var q=ok(new URLSearchParams(location.search).get('lng'));var s=null;try{s=ok(localStorage.getItem('i18nextLng'))}catch(x){}
var c=ok((document.cookie.match(/(?:^|; )i18next=([a-z]{2})/)||[])[1]);var n=ok((navigator.language||'').slice(0,2));
location.replace(h[q||s||c||n||d]);})();`;

export default function Page() {
  return (
    <section className="choose-language">
      <h1>{SITE.agency.name}</h1>
      <ul>
        {ENABLED_LANGUAGES.map((language) => (
          <li key={language}>
            <a href={PAGE_PATHS.home[language]} hrefLang={language} lang={language}>
              {RESOURCES[language].chooseLanguage} — {RESOURCES[language].language}
            </a>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, no feed text in it */}
      <script dangerouslySetInnerHTML={{ __html: pick }} />
    </section>
  );
}
