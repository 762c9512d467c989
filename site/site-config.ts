import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type Language, missingTranslations, siteConfigSchema } from '../schema/index.js';
import { buildPlaces } from './build/places.js';
import { loadContentFrom } from './content/load.js';

// The agency's configuration and content, validated where the site reads them (build time only):
// a mistake fails the build with its file and field.

/** Where the configuration lives: data/site, or the folder of `vitrine build --config <file>`. */
export const CONFIG_DIR = buildPlaces().configDir;

function readSiteConfig() {
  const path = join(CONFIG_DIR, 'site.json');
  const parsed = siteConfigSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a valid site configuration:\n${z.prettifyError(parsed.error)}`);
  const missing = missingTranslations(parsed.data);
  if (missing.length > 0) throw new Error(`${path} lacks translations: ${missing.join(', ')}`);
  return parsed.data;
}

export const SITE = readSiteConfig();
export const ENABLED_LANGUAGES: readonly Language[] = SITE.languages.enabled;
export const CONTENT = loadContentFrom(CONFIG_DIR, ENABLED_LANGUAGES);
