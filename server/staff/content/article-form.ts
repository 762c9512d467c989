import type { Article, Block, Language } from '../../../schema/index.js';
import { putTexts, textsFromFields } from './localized-fields.js';

// An article as /admin/'s form shows it, and the form's fields back as an article. Pure. The body is
// written as plain text a person reads as it will show: a blank line between blocks, "## " before a
// sub-heading, "- " before each item of a list, "![what it shows](images/uploads/….jpg)" alone for a
// photo of the Photos page. That is every block the site renders (schema/
// content.ts), and a paragraph's or an item's marks (*emphasis*, **bold**, [links](…): schema/
// inline-text.ts) are kept as typed: what the staff member types is what the visitor gets, as text
// (React escapes it).

const HEADING = '## ';
const ITEM = '- ';
/** A photo alone on its lines: `![what it shows](images/uploads/….jpg)`, as Markdown writes one. */
const PHOTO = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;

export function bodyText(blocks: readonly Block[] | undefined): string {
  return (blocks ?? [])
    .map((block) =>
      typeof block === 'string'
        ? block
        : 'heading' in block
          ? `${HEADING}${block.heading}`
          : 'image' in block
            ? `![${block.alt}](${block.image})`
            : block.list.map((item) => `${ITEM}${item}`).join('\n'),
    )
    .join('\n\n');
}

export function bodyBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.length === 1 && chunk.startsWith(HEADING.trim())) return { heading: chunk.replace(/^#+\s*/, '') };
      const photo = lines.length === 1 ? PHOTO.exec(chunk) : null;
      if (photo) return { image: photo[2] as string, alt: (photo[1] as string).trim() };
      if (lines.every((line) => line.startsWith(ITEM.trim()))) return { list: lines.map((line) => line.replace(/^-\s*/, '')) };
      return lines.join(' ');
    });
}

/** The form's per-language fields of an article ("title.fr", …), and its one-language ones. */
export type ArticleFields = Record<string, string>;

export function articleFields(article: Article | undefined, languages: readonly Language[]): ArticleFields {
  const fields: ArticleFields = {
    id: article?.id ?? '',
    category: article?.category ?? 'news',
    date: article?.date ?? '',
    image: article?.image?.file ?? '',
  };
  putTexts(fields, 'alt', article?.image?.alt, languages);
  putTexts(fields, 'title', article?.title, languages);
  putTexts(fields, 'summary', article?.summary, languages);
  for (const language of languages) fields[`body.${language}`] = bodyText(article?.body[language]);
  if (article?.slug || fields.category === 'services') putTexts(fields, 'slug', article?.slug, languages);
  return fields;
}

/**
 * The article the form describes: the enabled languages' texts from the form, the others kept from
 * `before` (a language switched off keeps its texts for a later day). An empty field is left out, so
 * the schema names it as missing. Not validated here: the save checks the whole file.
 */
export function articleFromFields(
  fields: ArticleFields,
  languages: readonly Language[],
  before: Article | undefined,
): Record<string, unknown> {
  const field = (name: string) => (fields[name] ?? '').trim();
  const localized = (name: 'title' | 'summary' | 'slug' | 'alt') =>
    textsFromFields(fields, name, name === 'alt' ? before?.image?.alt : before?.[name], languages);
  const body: Record<string, unknown> = { ...(before?.body ?? {}) };
  for (const language of languages) {
    const blocks = bodyBlocks(fields[`body.${language}`] ?? '');
    if (blocks.length === 0) delete body[language];
    else body[language] = blocks;
  }
  const category = before?.category ?? field('category');
  return {
    id: before?.id ?? field('id'),
    category,
    ...(category === 'services' && { slug: localized('slug') }),
    title: localized('title'),
    summary: localized('summary'),
    body,
    ...(field('date') !== '' && { date: field('date') }),
    ...(field('image') !== '' && { image: { file: field('image'), alt: localized('alt') } }),
  };
}
