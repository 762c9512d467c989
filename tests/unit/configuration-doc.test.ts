import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envSchema } from '../../cli/server-config.js';
import { LANGUAGES } from '../../schema/index.js';
import { CONFIG_FILES, SCHEMA_FOLDER } from '../../scripts/config-schemas/generate.js';
import { ROOT } from '../support/cli.js';
import { sectionOf } from '../support/markdown.js';

// docs/configuration.md has a line for every key of every configuration file and for every
// environment variable, with the default the schema gives it: a key added to a zod schema without
// its line, a line left for a key that is gone, or a default changed on one side only fails here.

const DOC = readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8');

interface Node {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  propertyNames?: Node;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  default?: unknown;
  definitions?: Record<string, Node>;
}

/**
 * The keys of a JSON Schema as the guide writes them, each with its schema: dotted paths
 * (`agency.email`), `[]` for a list's items (`frame.menu[].page`; the items of a file that is a list
 * are its keys: `id`). A text per language (keys en, nl, fr, de) and a map (by page or language) are
 * one key, their values told in words; a definition met again (a menu's child menus are menu items)
 * is not gone through twice; an object whose keys all hold one definition (pages.json, by page key)
 * has its keys, and that definition's keys follow without a key of their own.
 */
function keysOf(root: Node): Map<string, Node> {
  const keys = new Map<string, Node>();
  const walked = new Set<string>();
  const resolve = (node: Node): Node => (node.$ref ? (root.definitions?.[node.$ref.replace('#/definitions/', '')] ?? {}) : node);
  const walk = (given: Node, path: string) => {
    if (given.$ref) {
      if (walked.has(given.$ref)) return;
      walked.add(given.$ref);
    }
    const node = resolve(given);
    for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(variant, path);
    if (node.items) walk(node.items, path === '' ? '' : `${path}[]`);
    const properties = Object.entries(node.properties ?? {});
    if (path !== '' && properties.every(([key]) => (LANGUAGES as readonly string[]).includes(key))) return;
    // draft-07 puts a $ref with anything beside it in an allOf of its own.
    const refOf = (value: Node) => value.$ref ?? (value.allOf?.length === 1 ? value.allOf[0]?.$ref : undefined);
    const refs = new Set(properties.filter(([key]) => key !== '$schema').map(([, value]) => refOf(value)));
    const byKey = properties.length > 2 && refs.size === 1 && [...refs][0] !== undefined;
    for (const [key, value] of properties) {
      const at = path === '' ? key : `${path}.${key}`;
      keys.set(at, resolve(value));
      walk(value, byKey && key !== '$schema' ? path : at);
    }
  };
  walk(root, '');
  return keys;
}

interface Row {
  keys: string[];
  cells: Record<string, string>;
}

/** The rows of the section's tables whose first column is `first`, each by its first cell's `code` names. */
function rowsOf(section: string, first: string): Row[] {
  const rows: Row[] = [];
  let header: string[] | undefined;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      header = undefined;
      continue;
    }
    const cells = line
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (!header) header = cells.map((cell) => cell.toLowerCase());
    else if (!/^:?-+:?$/.test(cells[0] ?? '') && header[0] === first)
      rows.push({
        keys: [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
        cells: Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])),
      });
  }
  return rows;
}

/** What is wrong with a section's rows for these keys: a key without its row, a row for no key, a default that differs. */
function problemsOf(section: string, first: string, keys: Map<string, { default?: unknown }>): string[] {
  const rows = rowsOf(section, first);
  const problems: string[] = [];
  for (const [key, schema] of keys) {
    const row = rows.find((r) => r.keys.includes(key));
    if (!row) problems.push(`\`${key}\` has no row`);
    else if (['string', 'number', 'boolean'].includes(typeof schema.default)) {
      // As code, a text with or without its quotes (an empty one with them: `""`).
      const shown = [`\`${String(schema.default)}\``, `\`${JSON.stringify(schema.default)}\``];
      if (!shown.some((s) => row.cells.default?.includes(s)))
        problems.push(`\`${key}\`: its default is ${shown.at(-1)}, the row says "${row.cells.default}"`);
    }
  }
  for (const row of rows) for (const key of row.keys) if (!keys.has(key)) problems.push(`\`${key}\` has a row but is no key`);
  return problems;
}

describe('docs/configuration.md', () => {
  it.each(CONFIG_FILES.map((f) => [f.file, f]))('has a row for every key of %s, with its default', (_, { file, schemaFile }) => {
    const heading = file.replace(/^content\//, '');
    const section = sectionOf(DOC, heading);
    expect(section, `a section "${heading}"`).toBeDefined();
    const schema = JSON.parse(readFileSync(join(ROOT, 'data', 'site', SCHEMA_FOLDER, schemaFile), 'utf8')) as Node;
    expect(problemsOf(section ?? '', 'key', keysOf(schema)), `its section "${heading}"`).toEqual([]);
  });

  it('has a row for every environment variable, with its default', () => {
    const section = sectionOf(DOC, 'Environment variables');
    expect(section, 'a section "Environment variables"').toBeDefined();
    const server = (z.toJSONSchema(envSchema, { io: 'input' }) as Node).properties ?? {};
    // The variables the commands read besides the server's (vitrine sync's, as VITRINE_RETRY_DELAY_MS).
    const named = new Map<string, Node>();
    const sources = [
      ...readdirSync(join(ROOT, 'cli'), { recursive: true, encoding: 'utf8' }).map((f) => join('cli', f)),
      ...readdirSync(join(ROOT, 'bin')).map((f) => join('bin', f)),
    ].filter((f) => /\.[jt]s$/.test(f));
    for (const file of sources)
      for (const [variable] of readFileSync(join(ROOT, file), 'utf8').matchAll(/\bVITRINE_[A-Z0-9_]+/g)) named.set(variable, {});
    expect(
      problemsOf(section ?? '', 'variable', new Map([...named, ...Object.entries(server)])),
      'its section "Environment variables"',
    ).toEqual([]);
  });
});

describe('how the keys are read', () => {
  it('goes through lists, unions, texts per language, maps, definitions and objects by key', () => {
    const schema: Node = {
      type: 'object',
      properties: {
        $schema: { type: 'string' },
        agency: { type: 'object', properties: { email: { type: 'string', default: 'a@b.be' } } },
        title: { type: 'object', properties: { en: { type: 'string' }, fr: { type: 'string' } } },
        byPage: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'object' } },
        menu: { type: 'array', items: { $ref: '#/definitions/menuItem' } },
        banner: { anyOf: [{ properties: { type: {}, image: {} } }, { properties: { type: {}, color: {} } }] },
        pages: {
          type: 'object',
          properties: {
            home: { allOf: [{ $ref: '#/definitions/page' }] },
            sale: { allOf: [{ $ref: '#/definitions/page' }] },
            rent: { $ref: '#/definitions/page' },
          },
        },
      },
      definitions: {
        menuItem: {
          type: 'object',
          properties: { page: {}, childMenus: { type: 'array', items: { $ref: '#/definitions/menuItem' } } },
        },
        page: { type: 'object', properties: { modules: { type: 'array', items: { properties: { id: {} } } } } },
      },
    };
    expect([...keysOf(schema).keys()]).toEqual([
      '$schema',
      'agency',
      'agency.email',
      'title',
      'byPage',
      'menu',
      'menu[].page',
      'menu[].childMenus',
      'banner',
      'banner.type',
      'banner.image',
      'banner.color',
      'pages',
      'pages.home',
      'pages.modules',
      'pages.modules[].id',
      'pages.sale',
      'pages.rent',
    ]);
    expect(keysOf({ type: 'array', items: { properties: { id: {}, name: {} } } }).keys()).toEqual(new Set(['id', 'name']).keys());
  });

  it('names a key without its row, a row for no key and a default that differs', () => {
    const section = [
      '| key | type | default | meaning |',
      '|---|---|---|---|',
      '| `agency.email` | text | `a@c.be` | where the e-mails go |',
      '| `agency.fax` | text | none | gone |',
    ].join('\n');
    const keys = new Map([
      ['agency.email', { default: 'a@b.be' }],
      ['agency.name', {}],
    ]);
    expect(problemsOf(section, 'key', keys)).toEqual([
      '`agency.email`: its default is `"a@b.be"`, the row says "`a@c.be`"',
      '`agency.name` has no row',
      '`agency.fax` has a row but is no key',
    ]);
  });
});
