import { PAGE_PATHS } from '../../../schema/index.js';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, pickLanguage } from '../../../schema/spec/language-memory.js';
import { rememberedLanguage } from '../../client/language-memory';
import { inlineSource } from '../../components/inline-source';
import { RESOURCES } from '../../locales/i18n';
import { enabledLanguages, siteConfig } from '../../site-config';

// §2 and §7: '/' picks a language — ?lng=, the language remembered by the switcher, the browser's
// languages, then the default — by the same rule as `vitrine serve` (which answers '/' itself);
// without JavaScript it offers a link to every language.
const pickScript = () =>
  `(function(p,r){var h=${JSON.stringify(PAGE_PATHS.home)};
var l=p([new URLSearchParams(location.search).get(${JSON.stringify(LANGUAGE_QUERY)}),r(${JSON.stringify(LANGUAGE_COOKIE)})].concat(navigator.languages||[navigator.language]),${JSON.stringify(enabledLanguages())},${JSON.stringify(siteConfig().languages.default)});
location.replace(h[l]);})(${inlineSource(pickLanguage)},${inlineSource(rememberedLanguage)})`.replace(/\n/g, '');

export default function Page() {
  return (
    <section className="choose-language">
      <h1>{siteConfig().agency.name}</h1>
      <ul>
        {enabledLanguages().map((language) => (
          <li key={language}>
            <a href={PAGE_PATHS.home[language]} hrefLang={language} lang={language}>
              {RESOURCES[language].chooseLanguage} — {RESOURCES[language].language}
            </a>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, no feed text in it */}
      <script dangerouslySetInnerHTML={{ __html: pickScript() }} />
    </section>
  );
}
