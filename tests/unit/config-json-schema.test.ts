import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CONFIG_FILES, configJsonSchemas, SCHEMA_FOLDER, schemaText } from '../../scripts/config-schemas/generate.js';
import { ROOT } from '../support/cli.js';

// The JSON Schemas an editor checks the agency's configuration with (data/site/schema/) are the
// zod schemas' own, as committed; a real JSON Schema validator takes the bundled configuration with
// them, and refuses what Vitrine refuses.

const CONFIG = join(ROOT, 'data', 'site');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const committed = (schemaFile: string) => join(CONFIG, SCHEMA_FOLDER, schemaFile);

// Union types (a condition compares with a text, a number or a yes/no) are valid JSON Schema.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
ajvFormats.default(ajv);
const validators = new Map(
  CONFIG_FILES.map(({ file, schemaFile }) => [file, ajv.compile(readJson(committed(schemaFile)) as object)]),
);

/** What the committed JSON Schema says of a value of the file: the errors' places, none when it is valid. */
function jsonSchemaErrors(file: string, value: unknown): string[] {
  const validate = validators.get(file);
  if (!validate) throw new Error(`no JSON Schema for ${file}`);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) =>
        [e.instancePath || '/', e.message, 'additionalProperty' in e.params ? `(${e.params.additionalProperty})` : '']
          .join(' ')
          .trim(),
      );
}

const configFile = (file: string) => {
  const found = CONFIG_FILES.find((f) => f.file === file);
  if (!found) throw new Error(`no configuration file ${file}`);
  return found;
};

describe("the configuration's JSON Schemas", () => {
  it.each(Object.entries(configJsonSchemas()))('data/site/schema/%s is what the zod schemas make', (schemaFile, schema) => {
    let text = '(no such file)';
    try {
      text = readFileSync(committed(schemaFile), 'utf8');
    } catch {}
    expect(text, `data/site/schema/${schemaFile} is not what the zod schemas make: run \`npm run schemas\``).toBe(
      schemaText(schema),
    );
  });

  it.each(CONFIG_FILES.map((f) => [f.file]))('take the bundled %s', (file) => {
    expect(jsonSchemaErrors(file, readJson(join(CONFIG, file)))).toEqual([]);
  });

  it('are named by each file: in its "$schema", or by the editor settings for a list', () => {
    // .vscode/settings.json is JSON with comments: its comments are whole lines.
    const settings = JSON.parse(readFileSync(join(ROOT, '.vscode', 'settings.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
      'json.schemas': { fileMatch: string[]; url: string }[];
    };
    for (const { file, schemaFile } of CONFIG_FILES) {
      const value = readJson(join(CONFIG, file));
      const named = Array.isArray(value)
        ? settings['json.schemas']
            .filter((entry) => entry.fileMatch.includes(`data/site/${file}`))
            .map((entry) => resolve(ROOT, entry.url))
        : [resolve(dirname(join(CONFIG, file)), (value as { $schema?: string }).$schema ?? '(none)')];
      expect(named, `the JSON Schema ${file} names`).toEqual([committed(schemaFile)]);
    }
  });

  // Each mistake (a value put at a place of the bundled file), and what the JSON Schema says of it.
  it.each([
    ['site.json', 'a number for a text', 'agency.email', 42, ['/agency/email must be string']],
    ['site.json', 'a word for a number', 'frame.menuMax', 'six', ['/frame/menuMax must be integer']],
    [
      'site.json',
      'a language Vitrine lacks',
      'languages.enabled',
      ['es'],
      ['/languages/enabled/0 must be equal to one of the allowed values'],
    ],
    ['site.json', 'a colour that is not #rrggbb', 'theme.brand', 'teal', ['/theme/brand must match pattern "^#[0-9a-fA-F]{6}$"']],
    [
      'appointments.json',
      'a weekday misspelt',
      'weekly.0.weekday',
      'saterday',
      ['/weekly/0/weekday must be equal to one of the allowed values'],
    ],
    ['appointments.json', 'an unknown key', 'weeksahead', 4, ['/ must NOT have additional properties (weeksahead)']],
    ['content/pages.json', 'a page key the site lacks', 'homepage', {}, ['/ must NOT have additional properties (homepage)']],
    [
      'content/team.json',
      'an e-mail address that is not one',
      '0.email',
      'isabelle at agence',
      ['/0/email must match pattern', '/0/email must match format "email"'],
    ],
  ] as const)('refuse in %s %s, as Vitrine does', (file, _, place, wrong, errors) => {
    const value = readJson(join(CONFIG, file));
    const keys = place.split('.');
    const parent = keys.slice(0, -1).reduce((object, key) => (object as Record<string, unknown>)[key], value);
    (parent as Record<string, unknown>)[keys.at(-1) as string] = wrong;
    const said = jsonSchemaErrors(file, value);
    expect(said.map((error, i) => error.slice(0, errors[i]?.length))).toEqual(errors);
    expect(configFile(file).schema.safeParse(value).success, `Vitrine's own check of ${file}`).toBe(false);
  });

  it('take what Vitrine takes where a regex ignores case, and the "$schema" key', () => {
    const site = readJson(join(CONFIG, 'site.json')) as { theme: { brand: string } };
    site.theme.brand = '#1F4E5F';
    expect(jsonSchemaErrors('site.json', site)).toEqual([]);
    const parsed = configFile('site.json').schema.safeParse(site);
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('$schema');
  });
});
