import {
  ARTICLE_KINDS,
  ARTICLE_PATHS,
  FEEDBACK_KINDS,
  FEEDBACK_PATHS,
  isLanguage,
  type Language,
  NOT_FOUND_PATHS,
  PAGE_PATHS,
  SECTION_PATHS,
} from '../../schema/index.js';

// §2 Language and path mapping: a public path → the language and the logical route the pages
// match. Pure, so the browser and the build agree.

export interface ResolvedPath {
  locale: Language | null;
  /** The path Vike routes on: '/' (language choice), '/home/fr', '/for-sale/page/2', '/property/123', … */
  logical: string;
}

/** Every public path but `/` names its language first. */
export function resolvePublicPath(pathname: string, enabled: readonly Language[]): ResolvedPath | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === '/') return { locale: null, logical: '/' };
  const first = path.split('/')[1];
  if (!isLanguage(first) || !enabled.includes(first)) return null;
  const locale = first;
  if (path === PAGE_PATHS.home[locale]) return { locale, logical: `/home/${locale}` };
  if (path === NOT_FOUND_PATHS[locale]) return { locale, logical: `/not-found/${locale}` };
  for (const paths of Object.values(SECTION_PATHS)) {
    const base = paths[locale];
    if (!path.startsWith(base)) continue;
    const rest = path.slice(base.length).split('/').filter(Boolean);
    if (rest.length === 0) return { locale, logical: `${paths.internal}page/1` };
    if (rest.length === 2 && rest[0] === 'page' && /^[1-9]\d*$/.test(rest[1] ?? ''))
      return { locale, logical: `${paths.internal}page/${rest[1]}` };
    if (rest.length === 3 && /^\d+$/.test(rest[2] ?? '')) return { locale, logical: `/property/${rest[2]}` };
    return null;
  }
  if (path.startsWith(FEEDBACK_PATHS[locale])) {
    const kind = path.slice(FEEDBACK_PATHS[locale].length).replace(/\/$/, '');
    return (FEEDBACK_KINDS as readonly string[]).includes(kind) ? { locale, logical: `/feedback/${kind}/${locale}` } : null;
  }
  for (const kind of ARTICLE_KINDS) {
    const base = ARTICLE_PATHS[kind][locale];
    const rest = path.startsWith(base) ? path.slice(base.length).split('/').filter(Boolean) : [];
    if (rest.length === 1) return { locale, logical: `/article/${kind}/${rest[0]}/${locale}` };
  }
  for (const [key, paths] of Object.entries(PAGE_PATHS)) {
    if (paths[locale] === path) return { locale, logical: `/page/${key}/${locale}` };
  }
  return null;
}

/** The public path of an article of §2's article routes. */
export function articlePath(kind: (typeof ARTICLE_KINDS)[number], locale: Language, slug: string): string {
  return `${ARTICLE_PATHS[kind][locale]}${slug}/`;
}

/** The public path of a listing page: page 1 is the section itself. */
export function listPath(section: keyof typeof SECTION_PATHS, locale: Language, page: number): string {
  return page <= 1 ? SECTION_PATHS[section][locale] : `${SECTION_PATHS[section][locale]}page/${page}/`;
}
