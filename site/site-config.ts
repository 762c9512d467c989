import config from '../data/site/site.json' with { type: 'json' };
import { type Language, siteConfigSchema } from '../schema/index.js';

// The agency's configuration, validated where the site reads it: a mistake fails the build.
export const SITE = siteConfigSchema.parse(config);
export const ENABLED_LANGUAGES: readonly Language[] = SITE.languages.enabled;
