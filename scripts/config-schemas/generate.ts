import { z } from 'zod';
import { appointmentsFileSchema, contentSchemas, siteConfigSchema } from '../../schema/index.js';

// The JSON Schema of each configuration file (data/site/), made from its zod schema by zod's own
// z.toJSONSchema, so that an editor completes and checks the agency's configuration. `npm run
// schemas` writes them (index.ts); tests/unit/config-json-schema.test.ts fails when the committed
// ones differ from these.

/** The JSON Schemas' folder, in the configuration folder (beside site.json). */
export const SCHEMA_FOLDER = 'schema';

export interface ConfigFile {
  /** The file's path in the configuration folder. */
  file: string;
  /** Its JSON Schema's file name in SCHEMA_FOLDER. */
  schemaFile: string;
  /** The zod schema that Vitrine checks the file with. */
  schema: z.ZodType;
  /** Where that schema is defined. */
  source: string;
  /** The file's section in docs/configuration.md (the heading is the file's name). */
  anchor: string;
  description: string;
}

// Content texts are required in the languages site.json enables, which the JSON Schema cannot know:
// it takes every language as optional, and the build names a missing one.
const content = contentSchemas([]);
const contentTexts = 'A text per language; the build requires every language site.json enables.';

export const CONFIG_FILES: readonly ConfigFile[] = [
  {
    file: 'site.json',
    schemaFile: 'site.schema.json',
    schema: siteConfigSchema,
    source: 'schema/site-config.ts',
    anchor: 'sitejson',
    description:
      "The agency's site configuration: the agency, its languages, the page frame, brand, banners, search, map, sources, tracking and consent.",
  },
  {
    file: 'appointments.json',
    schemaFile: 'appointments.schema.json',
    schema: appointmentsFileSchema,
    source: 'schema/appointments.ts',
    anchor: 'appointmentsjson',
    description: "The visits that visitors book online: single slots and weekly open houses, with each one's seats.",
  },
  {
    file: 'content/pages.json',
    schemaFile: 'pages.schema.json',
    schema: content['pages.json'],
    source: 'schema/content.ts',
    anchor: 'pagesjson',
    description: `The configured pages by page key: title, description and modules. ${contentTexts}`,
  },
  {
    file: 'content/articles.json',
    schemaFile: 'articles.schema.json',
    schema: content['articles.json'],
    source: 'schema/content.ts',
    anchor: 'articlesjson',
    description: `The articles: services (each with its page), news, legal and info texts. ${contentTexts}`,
  },
  {
    file: 'content/agencies.json',
    schemaFile: 'agencies.schema.json',
    schema: content['agencies.json'],
    source: 'schema/content.ts',
    anchor: 'agenciesjson',
    description: `The agency's offices: address, phone, e-mail, hours and description; each has its page. ${contentTexts}`,
  },
  {
    file: 'content/team.json',
    schemaFile: 'team.schema.json',
    schema: content['team.json'],
    source: 'schema/content.ts',
    anchor: 'teamjson',
    description: `The team: each member's role, phone, e-mail, office and languages spoken. ${contentTexts}`,
  },
];

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** A JSON Schema as its file holds it. */
export const schemaText = (schema: JsonSchema): string => `${JSON.stringify(schema, null, 2)}\n`;

/** Each configuration file's JSON Schema, by its file name in SCHEMA_FOLDER. */
export function configJsonSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(CONFIG_FILES.map((file) => [file.schemaFile, jsonSchemaOf(file)]));
}

function jsonSchemaOf({ file, schema, source, anchor, description }: ConfigFile): JsonSchema {
  // 'input': what a person writes, so a key with a default is optional and shows its default.
  // Refinements (a check across keys, such as "the default language is enabled") have no JSON
  // Schema: zod leaves them out, and Vitrine still applies them when it reads the file. A type zod
  // cannot represent stops this script (zod's default), rather than passing as "anything".
  const { $schema, ...json } = z.toJSONSchema(schema, { target: 'draft-07', io: 'input', override: caseInsensitivePatterns });
  return {
    $schema,
    $comment: `Made from ${source} by \`npm run schemas\`: change the zod schema, not this file.`,
    title: file,
    description: `${description} Every key: docs/configuration.md#${anchor}`,
    ...json,
  };
}

interface StringDef {
  type: string;
  pattern?: RegExp;
  checks?: { _zod: { def: { pattern?: RegExp } } }[];
}

/**
 * A JSON Schema pattern has no flags, and zod writes a regex's source alone: /^#[0-9a-f]{6}$/i would
 * refuse "#1F4E5F", which Vitrine takes. Such a pattern is written with each letter in both cases.
 */
function caseInsensitivePatterns({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  const def = zodSchema._zod.def as StringDef;
  if (def.type !== 'string') return;
  const patterns = [def.pattern, ...(def.checks ?? []).map((check) => check._zod.def.pattern)];
  for (const regex of patterns) {
    if (!(regex instanceof RegExp) || !/[ims]/.test(regex.flags)) continue;
    if (/[ms]/.test(regex.flags)) throw new Error(`/${regex.source}/${regex.flags}: JSON Schema has no m or s flag`);
    for (const part of [jsonSchema, ...((jsonSchema.allOf ?? []) as JsonSchema[])])
      if (part.pattern === regex.source) part.pattern = caseless(regex.source);
  }
}

const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();
const otherCase = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());

/** A regex source that matches without the i flag what `source` matches with it. */
export function caseless(source: string): string {
  if (/\\[pPkuxc]|\(\?<[^=!]/.test(source))
    throw new Error(`/${source}/i: write it without the i flag (escapes or names caseless cannot rewrite)`);
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') {
      out += c + source.charAt(++i);
    } else if (inClass) {
      const end = source.charAt(i + 2);
      if (c === ']') {
        inClass = false;
        out += c;
      } else if (source.charAt(i + 1) === '-' && isLetter(c) && isLetter(end)) {
        out += `${c}-${end}${otherCase(c)}-${otherCase(end)}`;
        i += 2;
      } else out += isLetter(c) ? c + otherCase(c) : c;
    } else if (c === '[') {
      inClass = true;
      out += c;
      if (source.charAt(i + 1) === '^') out += source.charAt(++i);
    } else out += isLetter(c) ? `[${c}${otherCase(c)}]` : c;
  }
  return out;
}
