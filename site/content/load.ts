import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  CONTENT_FILES,
  type Content,
  type ContentFile,
  contentSchemas,
  type Language,
  referenceProblems,
} from '../../schema/index.js';

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
