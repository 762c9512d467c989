// https://vike.dev/onBeforePrerenderStart
import { PROJECT_PATH } from '../../../schema/index.js';
import { loadProjects } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { i18nFor } from '../../locales/i18n';
import { SITE } from '../../site-config';

/** §2 project page: one static page with every project; ?id= picks one in the browser. */
export function onBeforePrerenderStart() {
  const locale = SITE.languages.default;
  const t = i18nFor(locale).t;
  return [
    {
      url: PROJECT_PATH,
      pageContext: {
        ...pageContextOf(locale, {}, { title: t('pages.project'), description: t('pages.project') }),
        data: { projects: loadProjects(locale) },
      },
    },
  ];
}
