// https://vike.dev/onBeforePrerenderStart
import { PAGE_PATHS } from '../../../schema/index.js';
import { pageContextOf } from '../../data/page-context';
import { i18nFor } from '../../locales/i18n';
import { alternatesOf } from '../../routing/alternates';
import { ENABLED_LANGUAGES } from '../../site-config';
import { SHELL_PAGES } from './pages';

export function onBeforePrerenderStart() {
  return SHELL_PAGES.flatMap((key) => {
    const alternates = alternatesOf((l) => PAGE_PATHS[key][l]);
    return ENABLED_LANGUAGES.map((locale) => {
      const title = i18nFor(locale).t(`pages.${key}`);
      return {
        url: PAGE_PATHS[key][locale],
        pageContext: { ...pageContextOf(locale, alternates, { title, description: title }), data: { key } },
      };
    });
  });
}
