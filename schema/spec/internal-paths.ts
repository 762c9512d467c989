import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.js';
import { ARTICLE_PATHS, FEEDBACK_KINDS, FEEDBACK_PATHS, PAGE_PATHS, propertyInternalPath } from './routes.js';

// §2 "Original (internal) paths are mapped to per-language public paths through a path table." The
// build writes the table of the site it made (site/seo/write-redirects.ts) beside its pages; `vitrine
// serve` reads it at start and answers an internal path with a 301 to the page in the visitor's
// language (server/redirects.ts); static hosting gets `_redirects` and a small page per path from it.

/** The table's file in the built site (dist/client). */
export const INTERNAL_PATHS_FILE = 'internal-paths.json';

const language = z.enum(LANGUAGES);
export const internalPathTableSchema = z.object({
  /** The site's languages: the redirects choose among these, the default when nothing else says. */
  enabled: z.array(language).min(1),
  default: language,
  /** Internal path (lower case, with its trailing slash) → its public path per enabled language. */
  paths: z.record(z.string().startsWith('/'), z.partialRecord(language, z.string().startsWith('/'))),
});
export type InternalPathTable = z.infer<typeof internalPathTableSchema>;

/** What the table is made from: the site's languages, its articles and its properties. */
export interface InternalPathSources {
  enabled: readonly Language[];
  default: Language;
  /** §2 /nos-services/{slug}/: each services article's internal slug and its public slug per language. */
  services: readonly { id: string; slug: Partial<Record<Language, string>> }[];
  /** §2 /agences/{id}/. */
  agencies: readonly { id: string }[];
  /** §2 /property/{id}/: every property's public path per language, as the build named its pages. */
  properties: readonly { id: number; alternates: Partial<Record<Language, string>> }[];
}

/** §2 Article routes: the spec's internal prefixes (its French paths without the language). */
export const INTERNAL_ARTICLE_PATHS = { services: '/nos-services/', agencies: '/agences/' } as const;

/** The key of a request's path in the table: lower case (§2 /property/{ID}/), with its trailing slash. */
export function internalPathKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.endsWith('/') ? lower : `${lower}/`;
}

/** Every internal path of §2 with its public path in each enabled language. Pure. */
export function internalPathTable(sources: InternalPathSources): InternalPathTable {
  const paths: InternalPathTable['paths'] = {};
  const add = (internal: string, publicIn: (l: Language) => string | undefined) => {
    const entry: Partial<Record<Language, string>> = {};
    for (const l of sources.enabled) {
      const path = publicIn(l);
      if (path) entry[l] = path;
    }
    if (Object.keys(entry).length > 0) paths[internalPathKey(internal)] = entry;
  };
  // '/' is no redirect: it is the language choice itself (site/pages/index, server/redirects.ts).
  for (const page of Object.values(PAGE_PATHS)) if (page.internal !== '/') add(page.internal, (l) => page[l]);
  for (const kind of FEEDBACK_KINDS) add(`${FEEDBACK_PATHS.internal}${kind}/`, (l) => `${FEEDBACK_PATHS[l]}${kind}/`);
  for (const article of sources.services) {
    add(`${INTERNAL_ARTICLE_PATHS.services}${article.id}/`, (l) => {
      const slug = article.slug[l];
      return slug ? `${ARTICLE_PATHS.services[l]}${slug}/` : undefined;
    });
  }
  for (const agency of sources.agencies)
    add(`${INTERNAL_ARTICLE_PATHS.agencies}${agency.id}/`, (l) => `${ARTICLE_PATHS.agencies[l]}${agency.id}/`);
  for (const property of sources.properties) add(propertyInternalPath(property.id), (l) => property.alternates[l]);
  return { enabled: [...sources.enabled], default: sources.default, paths };
}
