import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONTENT_FILES, type Content, type ContentFile, contentSchemas, type Language } from '../../schema/index.js';

// Build time only: the agency's editorial content, data/site/content/*.json beside site.json
// (DESIGN.md, Site: the layout comes from data/site/ configuration validated by zod). Every mistake
// is reported with its file and field; a file that is absent is empty.

export class ContentError extends Error {}

function readContentFile<F extends ContentFile>(dir: string, file: F, languages: readonly Language[]) {
  const path = join(dir, 'content', file);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') value = file === 'pages.json' ? {} : [];
    else throw new ContentError(`cannot read ${path}: ${(error as Error).message}`);
  }
  const parsed = contentSchemas(languages)[file].safeParse(value);
  if (!parsed.success) throw new ContentError(`${path} is not valid content:\n${z.prettifyError(parsed.error)}`);
  return parsed.data as z.infer<ReturnType<typeof contentSchemas>[F]>;
}

/** The four content files, validated, with every reference between them checked. */
export function loadContentFrom(dir: string, languages: readonly Language[]): Content {
  const [pages, articles, agencies, team] = CONTENT_FILES.map((file) => readContentFile(dir, file, languages)) as [
    Content['pages'],
    Content['articles'],
    Content['agencies'],
    Content['team'],
  ];
  const content: Content = { pages, articles, agencies, team };
  const problems = referenceProblems(content);
  if (problems.length > 0) throw new ContentError(`${join(dir, 'content')} has broken references:\n${problems.join('\n')}`);
  return content;
}

/** Each id that a file names and that no file defines, as "file: field: what". */
export function referenceProblems({ pages, articles, agencies, team }: Content): string[] {
  const problems: string[] = [];
  const duplicates = (file: string, ids: string[]) =>
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) problems.push(`${file}: [${i}].id: "${id}" is used twice`);
    });
  duplicates(
    'articles.json',
    articles.map((a) => a.id),
  );
  duplicates(
    'agencies.json',
    agencies.map((a) => a.id),
  );
  duplicates(
    'team.json',
    team.map((m) => m.id),
  );
  team.forEach((member, i) => {
    if (!agencies.some((a) => a.id === member.agency))
      problems.push(`team.json: [${i}].agency: no agency "${member.agency}" in agencies.json`);
  });
  for (const [key, page] of Object.entries(pages)) {
    page?.modules.forEach((module, i) => {
      const field = `pages.json: ${key}.modules[${i}].relations.id`;
      const { relations } = module;
      if (relations.type === 'article' && !articles.some((a) => a.id === relations.id))
        problems.push(`${field}: no article "${relations.id}" in articles.json`);
      if (relations.type === 'contact' && relations.id && !agencies.some((a) => a.id === relations.id))
        problems.push(`${field}: no agency "${relations.id}" in agencies.json`);
    });
  }
  return problems;
}
