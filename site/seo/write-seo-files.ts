import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Language, PAGE_PATHS, type Section, sectionOfGoal } from '../../schema/index.js';
import { loadProperties } from '../data/load.js';
import { alternatesOf } from '../routing/alternates.js';
import { listPath } from '../routing/resolve-path.js';
import { ENABLED_LANGUAGES, SITE } from '../site-config.js';
import { renderRobots, renderSitemap, type SitemapEntry } from './sitemap.js';

const latest = (dates: (string | null)[]) =>
  dates
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

/** Writes sitemap.xml and robots.txt into the built site, from the same data the pages were made from. */
export async function writeSeoFiles(clientDir: string): Promise<void> {
  const origin = SITE.url ?? '';
  // Every property is in every language (the sync publishes all or none): one language lists them.
  const all = loadProperties(ENABLED_LANGUAGES[0] as Language);
  const entries: SitemapEntry[] = [
    { alternates: alternatesOf((l) => PAGE_PATHS.home[l]), lastmod: latest(all.map((p) => p.updatedAt)) },
  ];
  for (const section of ['sale', 'rent'] as Section[]) {
    const listed = all.filter((p) => sectionOfGoal(p.goal) === section);
    entries.push({ alternates: alternatesOf((l) => listPath(section, l, 1)), lastmod: latest(listed.map((p) => p.updatedAt)) });
  }
  for (const property of all) entries.push({ alternates: property.alternates, lastmod: property.updatedAt });
  await writeFile(join(clientDir, 'sitemap.xml'), renderSitemap(origin, entries));
  await writeFile(join(clientDir, 'robots.txt'), renderRobots(origin));
}
