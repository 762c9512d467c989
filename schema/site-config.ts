import { z } from 'zod';
import { LANGUAGES } from './spec/languages.js';

const language = z.enum(LANGUAGES);

/** data/site/site.json: the agency and its languages (§1: the default language comes from configuration). */
export const siteConfigSchema = z
  .object({
    agency: z.object({
      name: z.string().min(1),
      email: z.email(),
      phone: z.string().min(1),
      /** The logo file, relative to the configuration file: SVG, PNG or WebP. */
      logo: z.string().min(1).optional(),
    }),
    /** The public origin of the site (canonical and hreflang URLs), e.g. https://www.example.be */
    url: z.url({ protocol: /^https?$/ }).optional(),
    languages: z.object({
      enabled: z.array(language).min(1),
      default: language,
    }),
  })
  .refine((c) => c.languages.enabled.includes(c.languages.default), {
    message: 'the default language must be one of the enabled languages',
    path: ['languages', 'default'],
  });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
