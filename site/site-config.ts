import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type Language, missingTranslations, siteConfigSchema } from '../schema/index.js';
import { buildPlaces } from './build/places.js';
import { loadContentFrom } from './content/load.js';
import { processCache } from './data/process-cache.js';

// The agency's configuration and content, validated where the site reads them (build time only):
// a mistake fails the build with its file and field.

/** Where the configuration lives: data/site, or the folder of `vitrine build --config <file>`. */
export const configDir = (): string => buildPlaces().configDir;

function readSiteConfig(dir: string) {
  const path = join(dir, 'site.json');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the site configuration ${path} (${(error as Error).message}): give its file with --config`);
  }
  const parsed = siteConfigSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path} is not a valid site configuration:\n${z.prettifyError(parsed.error)}`);
  const missing = missingTranslations(parsed.data);
  if (missing.length > 0) throw new Error(`${path} lacks translations: ${missing.join(', ')}`);
  return parsed.data;
}

type SiteConfig = ReturnType<typeof readSiteConfig>;
// Shared with the pages' bundle: read and validated once per process.
const read = processCache<string, { site: SiteConfig; content: ReturnType<typeof loadContentFrom> }>('site-config');

/** The configuration and content of the folder the build names, read when first asked (never when this module is imported). */
function configured() {
  const dir = configDir();
  let known = read.get(dir);
  if (!known) {
    const site = readSiteConfig(dir);
    known = { site, content: loadContentFrom(dir, site.languages.enabled) };
    read.set(dir, known);
  }
  return known;
}

/** The agency's site configuration (data/site/site.json). */
export const siteConfig = (): SiteConfig => configured().site;
/** The languages the site is built in, the default first as the configuration lists them. */
export const enabledLanguages = (): readonly Language[] => configured().site.languages.enabled;
/** The agency's content: articles, agencies, team (data/site/content/). */
export const siteContent = () => configured().content;
