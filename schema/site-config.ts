import { z } from 'zod';
import { cssColourSchema, schemaKey, withoutSchemaKey } from './config-file.js';
import { consentSchema, trackingSchema } from './consent.js';
import { NEW_BADGE_DAYS } from './history.js';
import { SYNC_FULL_READ_AT, sourcesConfigSchema } from './sources-config.js';
import { DEVICES } from './spec/devices.js';
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
// Its name in the JSON Schema (data/site/schema/), where a menu item's childMenus refer to it.
z.globalRegistry.add(menuItemSchema, { id: 'menuItem' });
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

/** An image of the site itself (banner, share image): a file relative to the configuration file. */
const siteImage = z.string().regex(/\.(jpe?g|png|webp)$/i, 'a JPEG, PNG or WebP file');

/** §2 Banners, home: image, fading gallery, muted looping video, properties slider, projects slider. */
const homeBannerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), image: siteImage }),
  z.object({
    type: z.literal('gallery'),
    images: z.array(siteImage).min(2),
    /** How long each image stays before the next fades in. */
    intervalMs: z.number().int().min(2000).default(6000),
  }),
  z.object({
    type: z.literal('video'),
    video: z.object({ url: z.string().min(1), mimetype: z.enum(['video/mp4', 'video/webm']) }),
    /** Shown until the video plays, and instead of it when motion is reduced. */
    poster: siteImage,
  }),
  z.object({ type: z.literal('properties'), maxItems: z.number().int().min(1).max(12).default(6) }),
  z.object({ type: z.literal('projects'), maxItems: z.number().int().min(1).max(12).default(6) }),
]);
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** §2 Banners, other pages: an image or a colour, with title and description when public. */
const pageBannerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), image: siteImage }),
  z.object({ type: z.literal('color'), color: cssColourSchema }),
]);
export type PageBanner = z.infer<typeof pageBannerSchema>;

/** The theme's colours when the configuration sets none. */
export const THEME_DEFAULTS = { brand: '#1f4e5f', accent: '#3a8fb7', highlight: '#c8a045' } as const;

/** Defaults of the map: OpenStreetMap's own tile server, whose usage policy asks for this attribution. */
const MAP_DEFAULTS = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  zoom: 15,
};

/** §2 map view: a Leaflet tile layer ({z}/{x}/{y} template), its attribution (HTML, from the agency), the zoom. */
const mapSchema = z.object({
  tileUrl: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'an http(s) URL template with {z}, {x} and {y}')
    .default(MAP_DEFAULTS.tileUrl),
  attribution: z.string().min(1).default(MAP_DEFAULTS.attribution),
  zoom: z.number().int().min(1).max(19).default(MAP_DEFAULTS.zoom),
});

/** data/site/site.json: the agency and its languages (§1: the default language comes from configuration). */
export const siteConfigSchema = z
  .object({
    $schema: schemaKey,
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
        /** §3 Device and display setting: the top bar, and the device classes (§4) it shows on. */
        topBar: z
          .object({
            show: z.boolean(),
            text: localized.default({}),
            devices: z
              .array(z.enum(DEVICES))
              .min(1)
              .default([...DEVICES]),
          })
          .default({ show: false, text: {}, devices: [...DEVICES] }),
        menu: z.array(menuItemSchema).default([]),
        /** Past this many items, the rest go to the extra-menu overlay. */
        menuMax: z.number().int().min(1).default(6),
        footer: z.array(footerColumnSchema).default([]),
        /** §2: the 'free evaluation' button leading to the valuation page, on home and on the sale list. */
        valuationButton: z.object({ home: z.boolean(), saleList: z.boolean() }).default({ home: true, saleList: true }),
      })
      .default({
        header: { logo: 'left', menu: 'center', languages: 'right' },
        topBar: { show: false, text: {}, devices: [...DEVICES] },
        menu: [],
        menuMax: 6,
        footer: [],
        valuationButton: { home: true, saleList: true },
      }),
    /** The agency's brand (the look): colours, and an optional self-hosted font. */
    theme: z
      .object({
        brand: cssColourSchema.default(THEME_DEFAULTS.brand),
        accent: cssColourSchema.default(THEME_DEFAULTS.accent),
        highlight: cssColourSchema.default(THEME_DEFAULTS.highlight),
        /** Headings' font: woff2 files relative to the configuration file, served by the site itself. */
        headingFont: z
          .object({
            family: z.string().regex(/^[\w -]+$/),
            files: z.array(z.object({ file: z.string().regex(/\.woff2$/), weight: z.string().default('400') })).min(1),
          })
          .optional(),
      })
      .default({ ...THEME_DEFAULTS }),
    /** §2 Banners. `pages` is the banner of every other page, `byPage` overrides it per page. */
    banners: z
      .object({
        home: homeBannerSchema.optional(),
        pages: pageBannerSchema.optional(),
        byPage: z.partialRecord(z.enum(PAGE_KEYS), pageBannerSchema).default({}),
        /** §2: the banner's title and description show only when public. */
        showTitle: z.boolean().default(true),
        showDescription: z.boolean().default(true),
      })
      .default({ byPage: {}, showTitle: true, showDescription: true }),
    /** §2 Home: the hero's title and description; {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} are replaced. */
    home: z.object({ title: localized.default({}), description: localized.default({}) }).default({ title: {}, description: {} }),
    /** §3 Site config: the home search box's options. */
    search: z
      .object({
        showSearchInput: z.boolean().default(true),
        showSearchButton: z.boolean().default(true),
        showSearchCount: z.boolean().default(true),
      })
      .default({ showSearchInput: true, showSearchButton: true, showSearchCount: true }),
    /** The listings' "Nouveau" badge shows this many days after a property's first publication (0: never). */
    listings: z.object({ newForDays: z.number().int().min(0).max(365).default(NEW_BADGE_DAYS) }).optional(),
    /**
     * Issue 44: sources that can say what changed (Omnicasa) are asked only for that; the first sync
     * after this time of day (HH:MM, Belgian time) reads everything.
     */
    sync: z
      .object({
        fullReadAt: z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM, such as "03:00"')
          .default(SYNC_FULL_READ_AT),
      })
      .default({ fullReadAt: SYNC_FULL_READ_AT }),
    /** Issue 18: the sources `vitrine sync` reads when no --source is given (schema/sources-config.ts). */
    sources: sourcesConfigSchema.optional(),
    /** The property page's map (§2 map view): tiles from this URL template, loaded only on request. */
    map: mapSchema.default(MAP_DEFAULTS),
    /** Open Graph / Twitter image of pages without a photo of their own, per language. */
    shareImage: z.partialRecord(language, siteImage).default({}),
    /** §3: analytics, ads, tag manager and social pixel ids; none set, no tag and no consent dialog. */
    tracking: trackingSchema,
    /** §4 Cookie consent: the policy's revision, how long a choice is kept, cookies listed besides the tags'. */
    consent: consentSchema,
  })
  .refine((c) => c.languages.enabled.includes(c.languages.default), {
    message: 'the default language must be one of the enabled languages',
    path: ['languages', 'default'],
  })
  .transform(withoutSchemaKey);
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Every image file the configuration names: the sync makes their variants like a property's photos. */
export function siteImagesOf(config: SiteConfig): string[] {
  const { home, pages, byPage } = config.banners;
  const images = [
    ...(home?.type === 'image' ? [home.image] : []),
    ...(home?.type === 'gallery' ? home.images : []),
    ...(home?.type === 'video' ? [home.poster] : []),
    ...[pages, ...Object.values(byPage)].flatMap((b) => (b?.type === 'image' ? [b.image] : [])),
    ...Object.values(config.shareImage),
  ];
  return [...new Set(images)];
}

/**
 * The texts of the configuration that lack an enabled language, as field paths
 * (`frame.menu[2].title.de`). A text given in no language is left alone: the site uses its own.
 */
export function missingTranslations(config: SiteConfig): string[] {
  const enabled = config.languages.enabled;
  const missing: string[] = [];
  const check = (text: Partial<Record<Language, string>>, path: string) => {
    if (Object.keys(text).length === 0) return;
    for (const language of enabled) if (!text[language]?.trim()) missing.push(`${path}.${language}`);
  };
  const menu = (items: MenuItem[], path: string) =>
    items.forEach((item, i) => {
      check(item.title, `${path}[${i}].title`);
      menu(item.childMenus, `${path}[${i}].childMenus`);
    });
  menu(config.frame.menu, 'frame.menu');
  config.frame.footer.forEach((column, i) => {
    for (const key of ['title', 'introText', 'fullText'] as const) check(column[key], `frame.footer[${i}].${key}`);
  });
  check(config.frame.topBar.text, 'frame.topBar.text');
  check(config.home.title, 'home.title');
  check(config.home.description, 'home.description');
  config.consent.cookies.forEach((cookie, i) => {
    check(cookie.purpose, `consent.cookies[${i}].purpose`);
    check(cookie.duration, `consent.cookies[${i}].duration`);
  });
  return missing;
}
