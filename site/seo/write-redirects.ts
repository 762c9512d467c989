import { escapeHtml } from '../../pipeline/derive/escape-html.js';
import type { Language } from '../../schema/index.js';
import { INTERNAL_PATHS_FILE, type InternalPathTable, internalPathTable } from '../../schema/spec/internal-paths.js';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, pickLanguage } from '../../schema/spec/language-memory.js';
import type { PageEntry } from '../build/render-pages.js';
import type { SiteFileWriter } from '../build/site-file-writer.js';
import { rememberedLanguage } from '../client/language-memory.js';
import { inlineSource } from '../components/inline-source.js';
import { loadProperties } from '../data/load.js';
import { shareLanguages } from '../data/prerender-shard.js';
import { RESOURCES } from '../locales/i18n.js';
import { enabledLanguages, siteConfig, siteContent } from '../site-config.js';

// §2 internal paths for every host: the table `vitrine serve` answers them from (301 to the visitor's
// language), `_redirects` (Netlify / Cloudflare Pages: to the default language) and a small noindex
// page at each path (its script picks the visitor's language as '/' does; without JavaScript a meta
// refresh leads to the default language). None of them is in the sitemap.

/** The redirect pages' script, the same on every one of them (one CSP hash): it reads the page's links. */
const PICK_SCRIPT =
  `(function(p,r){var t={};document.querySelectorAll('a[hreflang]').forEach(function(a){t[a.getAttribute('hreflang')]=a.getAttribute('href');});
var l=p([new URLSearchParams(location.search).get(${JSON.stringify(LANGUAGE_QUERY)}),r(${JSON.stringify(LANGUAGE_COOKIE)})].concat(navigator.languages||[navigator.language]),Object.keys(t),document.documentElement.lang);
if(t[l])location.replace(t[l]+location.search+location.hash);})(${inlineSource(pickLanguage)},${inlineSource(rememberedLanguage)})`.replace(
    /\n/g,
    '',
  );

/** `_redirects`: one line per internal path, to its page in the default language. */
export function renderRedirectsFile(table: InternalPathTable): string {
  const lines = Object.entries(table.paths).flatMap(([internal, targets]) => {
    const target = targets[table.default];
    return target ? [`${internal} ${target} 301`] : [];
  });
  return `${lines.join('\n')}\n`;
}

/** The page at an internal path: noindex, canonical to the default language's page, a link per language. */
export function renderRedirectPage(
  targets: Partial<Record<Language, string>>,
  site: { default: Language; origin: string; title: string },
): string {
  const main = targets[site.default] ?? Object.values(targets)[0] ?? '/';
  const links = Object.entries(targets).map(
    ([language, path]) =>
      `<li><a href="${escapeHtml(path)}" hreflang="${language}" lang="${language}">${escapeHtml(RESOURCES[language as Language].language)}</a></li>`,
  );
  return [
    '<!DOCTYPE html>',
    `<html lang="${site.default}">`,
    '<head>',
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<title>${escapeHtml(site.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(site.origin + main)}"/>`,
    `<noscript><meta http-equiv="refresh" content="0; url=${escapeHtml(main)}"/></noscript>`,
    '</head>',
    '<body>',
    `<ul>${links.join('')}</ul>`,
    `<script>${PICK_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The site's table of internal paths, from the same data and configuration the pages were made from.
 * Every property is in every language (the sync publishes all or none, each with the same
 * alternates: pipeline/write/check-output.ts): one language lists them, by default the first.
 */
export function siteInternalPaths(language: Language = enabledLanguages()[0] as Language): InternalPathTable {
  return internalPathTable({
    enabled: enabledLanguages(),
    default: siteConfig().languages.default,
    services: siteContent().articles.flatMap((a) => (a.category === 'services' && a.slug ? [{ id: a.id, slug: a.slug }] : [])),
    agencies: siteContent().agencies,
    properties: loadProperties(language),
  });
}

/** Writes the table and `_redirects` into the built site (the pages at the paths are rendered with the others: redirectPages). */
export async function writeRedirects(site: SiteFileWriter): Promise<InternalPathTable> {
  const table = siteInternalPaths();
  await site.write(INTERNAL_PATHS_FILE, JSON.stringify(table));
  await site.write('_redirects', renderRedirectsFile(table));
  return table;
}

/**
 * The redirect page at each internal path, as a page of the build (site/build/site-pages.ts): an
 * incremental build keeps those whose targets did not change, as it keeps the others. The table is
 * made from a language this process renders (site/data/prerender-shard.ts), whose listings it reads
 * anyway.
 */
export function redirectPages(): PageEntry[] {
  const table = siteInternalPaths(shareLanguages()[0]);
  const site = { default: table.default, origin: siteConfig().url ?? '', title: siteConfig().agency.name };
  return Object.entries(table.paths).map(([url, targets]) => ({
    url,
    pageContext: { targets, site },
    html: () => renderRedirectPage(targets, site),
  }));
}
