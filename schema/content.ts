import { z } from 'zod';
import { CONDITION_OPERATORS } from './conditions.js';
import { cssColourSchema, schemaKey, withoutSchemaKey } from './config-file.js';
import { LANGUAGES, type Language } from './spec/languages.js';
import { SERVICES_MAX } from './spec/limits.js';
import { PAGE_PATHS, type PageKey } from './spec/routes.js';

// data/site/content/: the agency's editorial content (§3 Menu page, Page module, Condition rule),
// one file per kind. Every text is required in every enabled language: the schemas are made for the
// configuration's languages, so a missing translation fails the build at its field.

/** §3 Page module relation types, and ours: `form`, a visitor form §1 names that no page of §2 holds. */
export const MODULE_TYPES = ['property-list', 'stats-view', 'category', 'article', 'contact', 'form'] as const;
/** The forms a `form` module may hold (§1: send a testimonial; §7: job contact). */
export const MODULE_FORMS = ['testimonial', 'job-contact'] as const;
export type ModuleForm = (typeof MODULE_FORMS)[number];
/** §3 Page module views ('' in the back office: the type's own view). */
export const MODULE_VIEWS = ['list-view', 'ons-team-view', 'news-view', 'single-view'] as const;
/** The article kinds of articles.json; services have their own routes (§2 Article routes). */
export const ARTICLE_CATEGORIES = ['services', 'news', 'legal', 'info'] as const;
/** What a `category` module lists: articles of a category, the team, or the agencies. */
export const MODULE_CATEGORIES = [...ARTICLE_CATEGORIES, 'team', 'agencies'] as const;
/** What a `property-list` module lists. */
export const PROPERTY_LISTS = ['latest', 'sale', 'rent'] as const;
/**
 * The facts a module's condition rules may name, known when the site is built. (Form fields' rules
 * name the form's own fields: the forms issue.)
 */
export const MODULE_CONDITION_FIELDS = ['language', 'forSaleTotal', 'forRentTotal', 'projectsTotal'] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and dashes');
/** Where the staff's uploads live in the configuration's folder; the sync makes their variants as a property's photos. */
export const CONTENT_IMAGES_FOLDER = 'images/uploads';
const contentImageFile = z
  .string()
  .regex(/^images\/[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png|webp)$/, 'a JPEG, PNG or WebP file under images/ of the configuration');
const width = z.number().int().min(1).max(12);

/** A block of an article's body: a paragraph, a sub-heading, a list or a photo. Text, with a paragraph's and an item's marks (schema/inline-text.ts): React escapes it. */
const blockSchema = z.union([
  z.string().min(1),
  z.strictObject({ heading: z.string().min(1) }),
  z.strictObject({ list: z.array(z.string().min(1)).min(1) }),
  /** A photo of the configuration's folder inside the text, with what it shows in the text's language. */
  z.strictObject({ image: contentImageFile, alt: z.string().trim().min(1) }),
]);
export type Block = z.infer<typeof blockSchema>;

/** §3 Condition rule: see schema/conditions.ts for what each part means. */
function conditionRuleSchema(fields: readonly [string, ...string[]]) {
  return z
    .strictObject({
      field: z.enum(fields),
      logic: z.enum(['and', 'or']).default('and'),
      advancedCondition: z.enum(CONDITION_OPERATORS),
      compareWithField: z.enum(fields).optional(),
      compareWithValue: z.union([z.string(), z.number(), z.boolean()]).optional(),
    })
    .refine(
      (r) =>
        ['isEmpty', 'isNotEmpty'].includes(r.advancedCondition) ||
        (r.compareWithField === undefined) !== (r.compareWithValue === undefined),
      { message: 'a rule compares with either compareWithField or compareWithValue (not both, not neither)' },
    );
}

/** The content schemas for the configuration's enabled languages. */
export function contentSchemas(languages: readonly Language[]) {
  const text = z.string().trim().min(1);
  // Enabled languages are required; the others may stay in the file for a later day.
  const localized = <T extends z.ZodType>(value: T) =>
    z.strictObject(
      Object.fromEntries(LANGUAGES.map((l) => [l, languages.includes(l) ? value : value.optional()])) as Record<Language, T>,
    );

  const moduleSchema = z
    .strictObject({
      id: slug,
      title: localized(text).optional(),
      description: localized(text).optional(),
      /** §3 titleSize. */
      titleSize: z.enum(['h1', 'h2']).default('h2'),
      /** §3 position (contentRow): modules of the same row sit side by side, rows in order. */
      position: z.number().int().min(1),
      sort: z.number().int().default(0),
      /** §3 col widths sm/md/lg in twelfths: below 768 px, from 768 px, from 1024 px (as the footer's columns). */
      cols: z.strictObject({ sm: width, md: width, lg: width }).default({ sm: 12, md: 12, lg: 12 }),
      view: z.enum(MODULE_VIEWS).optional(),
      class: z
        .string()
        .regex(/^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)*$/)
        .optional(),
      backgroundType: z.enum(['color', '']).default(''),
      colorBackground: cssColourSchema.optional(),
      relations: z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('property-list'), id: z.enum(PROPERTY_LISTS).default('latest') }),
        z.strictObject({ type: z.literal('stats-view') }),
        z.strictObject({ type: z.literal('category'), id: z.enum(MODULE_CATEGORIES) }),
        z.strictObject({ type: z.literal('article'), id: slug }),
        z.strictObject({ type: z.literal('contact'), id: slug.optional() }),
        z.strictObject({ type: z.literal('form'), id: z.enum(MODULE_FORMS) }),
      ]),
      status: z.enum(['Published', 'Draft']).default('Published'),
      numberItemOfRow: z.number().int().min(1).max(6).optional(),
      maxItems: z.number().int().min(1).max(60).optional(),
      conditions: z.array(conditionRuleSchema(MODULE_CONDITION_FIELDS)).default([]),
    })
    .refine((m) => m.backgroundType !== 'color' || m.colorBackground !== undefined, {
      message: 'a color background needs colorBackground',
      path: ['colorBackground'],
    });

  const pageSchema = z
    .strictObject({
      /** Replaces the page's own name as its title and h1. */
      title: localized(text).optional(),
      description: localized(text).optional(),
      modules: z.array(moduleSchema).default([]),
    })
    // Its name in the JSON Schema, which gives it once for every page key.
    .meta({ id: 'page' });
  // By page key (any page of the path table, none required), beside the editor's "$schema".
  const pagesSchema = z
    .strictObject({
      $schema: schemaKey,
      ...(Object.fromEntries(Object.keys(PAGE_PATHS).map((key) => [key, pageSchema.optional()])) as Record<
        PageKey,
        z.ZodOptional<typeof pageSchema>
      >),
    })
    .transform(withoutSchemaKey);

  const articleSchema = z
    .strictObject({
      id: slug,
      category: z.enum(ARTICLE_CATEGORIES),
      /** Services only: the last part of the article's path in each language. */
      slug: localized(slug).optional(),
      title: localized(text),
      summary: localized(text),
      body: localized(z.array(blockSchema).min(1)),
      /** News: the publication day. */
      date: z.iso.date().optional(),
      /** A photo of the configuration's folder (an upload of /admin/images/), with its text for those who do not see it. */
      image: z.strictObject({ file: contentImageFile, alt: localized(text) }).optional(),
    })
    .refine((a) => (a.category === 'services') === (a.slug !== undefined), {
      message: 'services articles have a slug per language, others none',
      path: ['slug'],
    });

  const agencySchema = z.strictObject({
    id: slug,
    name: text,
    street: text,
    zip: z.string().regex(/^\d{4}$/),
    city: text,
    phone: text,
    email: z.email(),
    hours: localized(text),
    description: localized(z.array(blockSchema).min(1)),
  });

  const memberSchema = z.strictObject({
    id: slug,
    name: text,
    role: localized(text),
    phone: text.optional(),
    email: z.email().optional(),
    agency: slug,
    languages: z.array(z.enum(['en', 'nl', 'fr', 'de'])).default([]),
  });

  return {
    'pages.json': pagesSchema,
    'articles.json': z.array(articleSchema).refine((a) => a.filter((x) => x.category === 'services').length <= SERVICES_MAX, {
      message: `at most ${SERVICES_MAX} services articles (§9)`,
    }),
    'agencies.json': z.array(agencySchema),
    'team.json': z.array(memberSchema),
  };
}

type Schemas = ReturnType<typeof contentSchemas>;
export type ContentFile = keyof Schemas;
export const CONTENT_FILES = ['pages.json', 'articles.json', 'agencies.json', 'team.json'] as const satisfies ContentFile[];
export interface Content {
  pages: z.infer<Schemas['pages.json']>;
  articles: z.infer<Schemas['articles.json']>;
  agencies: z.infer<Schemas['agencies.json']>;
  team: z.infer<Schemas['team.json']>;
}
export type PageContent = NonNullable<Content['pages'][PageKey]>;
export type Module = PageContent['modules'][number];
export type Article = Content['articles'][number];
export type Agency = Content['agencies'][number];
export type Member = Content['team'][number];
