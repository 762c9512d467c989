import type { Language } from '../../../schema/index.js';
import { putTexts, type Texts, textsFromFields } from './localized-fields.js';
import type { FieldIssue } from './save.js';

// A page's texts of content/pages.json as /admin/pages/'s form shows them (its title, description,
// and each module's title and description, the languages side by side), and the form back as the
// page. Only texts: a module's kind, place and rules stay as the file has them (a developer's).
// Pure, as the article's form (article-form.ts): the save checks the whole file.

interface PageModuleTexts {
  id: string;
  title?: Texts;
  description?: Texts;
  [other: string]: unknown;
}
export interface PageTexts {
  title?: Texts;
  description?: Texts;
  modules?: PageModuleTexts[];
  [other: string]: unknown;
}

const TEXTS = ['title', 'description'] as const;

/** A module's field names: "module.2.title.fr". */
export const moduleField = (index: number, text: (typeof TEXTS)[number]) => `module.${index}.${text}`;

export function pageTextFields(page: PageTexts | undefined, languages: readonly Language[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const text of TEXTS) putTexts(fields, text, page?.[text], languages);
  (page?.modules ?? []).forEach((module, index) => {
    for (const text of TEXTS) putTexts(fields, moduleField(index, text), module[text], languages);
  });
  return fields;
}

/**
 * The texts typed in, in place of the page's: a text left empty in every enabled language is
 * removed (the site then uses its own: the page's name, no description); the languages not
 * enabled are kept from `before`.
 */
export function pageTextsFromFields(
  fields: Record<string, string>,
  before: PageTexts,
  languages: readonly Language[],
): PageTexts {
  const texts = (name: string, kept: Texts | undefined): Texts | undefined => {
    const next = textsFromFields(fields, name, kept, languages);
    return languages.some((language) => next[language] !== undefined) ? next : undefined;
  };
  const withTexts = <T extends PageTexts | PageModuleTexts>(entry: T, name: (text: (typeof TEXTS)[number]) => string): T => {
    const next = { ...entry };
    for (const text of TEXTS) {
      const value = texts(name(text), entry[text]);
      if (value === undefined) delete next[text];
      else next[text] = value;
    }
    return next;
  };
  const page = withTexts(before, (text) => text);
  if (before.modules) page.modules = before.modules.map((module, index) => withTexts(module, (text) => moduleField(index, text)));
  return page;
}

/** The form's field an issue of the page `key` names ([key, 'modules', 2, 'title', 'nl'] → "module.2.title.nl"), if any. */
export function pageFieldOf(issue: FieldIssue, key: string): string | undefined {
  const [at, ...path] = issue.path;
  if (at !== key) return undefined;
  if (path[0] === 'modules' && typeof path[1] === 'number' && (path[2] === 'title' || path[2] === 'description'))
    return typeof path[3] === 'string' ? `${moduleField(path[1], path[2])}.${path[3]}` : undefined;
  if ((path[0] === 'title' || path[0] === 'description') && typeof path[1] === 'string') return `${path[0]}.${path[1]}`;
  return undefined;
}

/** The enabled languages some text of the page lacks while another language has it. */
export function pageMissingLanguages(page: PageTexts | undefined, languages: readonly Language[]): Language[] {
  const groups = [page?.title, page?.description, ...(page?.modules ?? []).flatMap((m) => [m.title, m.description])];
  const given = groups.filter((texts): texts is Texts => texts !== undefined && Object.keys(texts).length > 0);
  return languages.filter((language) => given.some((texts) => !texts[language]?.trim()));
}
