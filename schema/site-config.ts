import { z } from 'zod';
import { LANGUAGES, type Language } from './spec/languages.js';
import { PAGE_PATHS, type PageKey } from './spec/routes.js';

const PAGE_KEYS = Object.keys(PAGE_PATHS) as [PageKey, ...PageKey[]];

const language = z.enum(LANGUAGES);
/** A text per language (§3: multi-language values are objects keyed by language code). */
const localized = z.partialRecord(language, z.string());

/** §3 Menu page, as far as the frame needs it: path (a page of the path table) or a redirect URL. */
const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z
    .object({
      page: z.enum(PAGE_KEYS).optional(),
      redirectUrl: z.url({ protocol: /^https?$/ }).optional(),
      title: localized,
      status: z.enum(['Published', 'Draft']),
      childMenus: z.array(menuItemSchema).default([]),
    })
    .refine((item) => (item.page === undefined) !== (item.redirectUrl === undefined), {
      message: 'a menu item has either a page or a redirectUrl',
    }),
);
export interface MenuItem {
  page?: PageKey;
  redirectUrl?: string;
  title: Partial<Record<Language, string>>;
  status: 'Published' | 'Draft';
  childMenus: MenuItem[];
}

/** §3 Footer column. */
const footerColumnSchema = z.object({
  title: localized,
  introText: localized.default({}),
  fullText: localized.default({}),
  cols: z.object({
    sm: z.number().int().min(1).max(12),
    md: z.number().int().min(1).max(12),
    lg: z.number().int().min(1).max(12),
  }),
  public: z.boolean().default(true),
});

const position = z.enum(['left', 'center', 'right']);

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
    /** §2 Page frame. */
    frame: z
      .object({
        header: z
          .object({ logo: position, menu: position, languages: position })
          .default({ logo: 'left', menu: 'center', languages: 'right' }),
        topBar: z.object({ show: z.boolean(), text: localized.default({}) }).default({ show: false, text: {} }),
        menu: z.array(menuItemSchema).default([]),
        /** Past this many items, the rest go to the extra-menu overlay. */
        menuMax: z.number().int().min(1).default(6),
        footer: z.array(footerColumnSchema).default([]),
      })
      .default({
        header: { logo: 'left', menu: 'center', languages: 'right' },
        topBar: { show: false, text: {} },
        menu: [],
        menuMax: 6,
        footer: [],
      }),
  })
  .refine((c) => c.languages.enabled.includes(c.languages.default), {
    message: 'the default language must be one of the enabled languages',
    path: ['languages', 'default'],
  });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
