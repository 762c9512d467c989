import { PAGE_PATHS, type Project, UNLISTED_PAGES } from '../../../schema/index.js';
import { type ResolvedModule, resolveModules } from '../../content/resolve-modules';
import { loadProjects } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { shareLanguages } from '../../data/prerender-shard';
import { i18nFor } from '../../locales/i18n';
import { alternatesOf } from '../../routing/alternates';
import { siteContent } from '../../site-config';
import { CONTENT_PAGES, type ContentPageKey } from './pages';

/** What a configured page renders (useData<ContentPageData>() in +Page.tsx). */
export interface ContentPageData {
  key: ContentPageKey;
  title: string;
  description?: string;
  rows: ResolvedModule[][];
  /** The projects page's projects (§2 project page). */
  projects?: Project[];
}

/** Every configured page of §2 in every language: its title, description and modules (pages.json). */
export function pageList() {
  return CONTENT_PAGES.flatMap((key) => {
    const alternates = alternatesOf((l) => PAGE_PATHS[key][l]);
    const page = siteContent().pages[key];
    return shareLanguages().map((locale) => {
      const title = page?.title?.[locale] ?? i18nFor(locale).t(`pages.${key}`);
      const description = page?.description?.[locale];
      return {
        url: PAGE_PATHS[key][locale],
        pageContext: {
          ...pageContextOf(locale, alternates, { title, description: description ?? title }),
          noindex: UNLISTED_PAGES.includes(key),
          data: {
            key,
            title,
            description,
            rows: resolveModules(page?.modules ?? [], locale),
            ...(key === 'projects' && { projects: loadProjects(locale) }),
          } satisfies ContentPageData,
        },
      };
    });
  });
}
