import { type Language, PAGE_PATHS, type PageKey, type Section, sectionOfGoal, UNLISTED_PAGES } from '../../schema/index.js';
import type { SiteFileWriter } from '../build/site-file-writer.js';
import { loadProperties } from '../data/load.js';
import { alternatesOf } from '../routing/alternates.js';
import { articlePath, listPath } from '../routing/resolve-path.js';
import { enabledLanguages, siteConfig, siteContent } from '../site-config.js';
import { renderRobots, renderSitemap, type SitemapEntry } from './sitemap.js';

const latest = (dates: (string | null)[]) =>
  dates
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

/** Writes sitemap.xml and robots.txt into the built site, from the same data the pages were made from. */
export async function writeSeoFiles(site: SiteFileWriter): Promise<void> {
  const origin = siteConfig().url ?? '';
  // Every property is in every language (the sync publishes all or none): one language lists them.
  const all = loadProperties(enabledLanguages()[0] as Language);
  const entries: SitemapEntry[] = [
    { alternates: alternatesOf((l) => PAGE_PATHS.home[l]), lastmod: latest(all.map((p) => p.updatedAt)) },
  ];
  for (const section of ['sale', 'rent'] as Section[]) {
    const listed = all.filter((p) => sectionOfGoal(p.goal) === section);
    entries.push({ alternates: alternatesOf((l) => listPath(section, l, 1)), lastmod: latest(listed.map((p) => p.updatedAt)) });
  }
  for (const property of all) entries.push({ alternates: property.alternates, lastmod: property.updatedAt });
  // The configured pages and §2's article routes, but not the unlisted ones (the owner login, say).
  for (const key of Object.keys(PAGE_PATHS) as PageKey[]) {
    if (!['home', 'sale', 'rent'].includes(key) && !UNLISTED_PAGES.includes(key))
      entries.push({ alternates: alternatesOf((l) => PAGE_PATHS[key][l]), lastmod: null });
  }
  for (const article of siteContent().articles) {
    const slug = article.slug;
    if (slug) entries.push({ alternates: alternatesOf((l) => articlePath('services', l, slug[l])), lastmod: null });
    if (article.category === 'news')
      entries.push({ alternates: alternatesOf((l) => articlePath('news', l, article.id)), lastmod: article.date ?? null });
  }
  for (const agency of siteContent().agencies) {
    entries.push({ alternates: alternatesOf((l) => articlePath('agencies', l, agency.id)), lastmod: null });
  }
  await site.write('sitemap.xml', renderSitemap(origin, entries));
  await site.write('robots.txt', renderRobots(origin));
}
