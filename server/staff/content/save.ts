import { access } from 'node:fs/promises';
import { join } from 'node:path';
import PQueue from 'p-queue';
import { z } from 'zod';
import {
  type Block,
  CONTENT_FILES,
  type Content,
  contentSchemas,
  type Language,
  missingTranslations,
  referenceProblems,
  siteConfigSchema,
} from '../../../schema/index.js';
import { refusedLinks } from '../../../schema/inline-text.js';
import type { UnitsOfWork } from '../../db/unit-of-work.js';
import { recordAudit } from '../audit.js';
import { type ContentOnDisk, contentText, digestOf, type EditableFile, readContent, writeContentText } from './content-files.js';
import { keepVersion, latestDigest, ON_DISK } from './versions.js';

// A save of a content file from /admin/ (issue 45): on the text the form was opened on, or refused
// (never merged); checked whole by the same schemas and cross-references as the build's; written
// atomically; kept as a version with the text it replaced when no version has it yet; in the audit
// log. One save at a time in the server: two staff members saving at once are told apart by the
// digest, not by luck.

export interface ContentPlace {
  /** The configuration's folder: its content/ holds the files. */
  dir: string;
  /** The site's enabled languages: every text is required in each. */
  languages: readonly Language[];
}

/** What is wrong, where: the path in the file ([3, 'title', 'nl']) and zod's issue. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
}

export type SaveOutcome =
  | { ok: true; versionId: number }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'invalid'; issues: FieldIssue[] };

const saves = new PQueue({ concurrency: 1 });

/** The issues of `value` as the content of `file`, with the other files as they are on disk; none when it holds. */
export async function contentIssues(place: ContentPlace, file: EditableFile, value: unknown): Promise<FieldIssue[]> {
  if (file === 'site.json') return configurationIssues(place, value);
  const schemas = contentSchemas(place.languages);
  const parsed = schemas[file].safeParse(value);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path, code: i.code, message: i.message }));
  const files = await Promise.all(
    CONTENT_FILES.map(async (name) =>
      name === file ? parsed.data : schemas[name].parse((await readContent(place.dir, name)).value),
    ),
  );
  const [pages, articles, agencies, team] = files as [
    Content['pages'],
    Content['articles'],
    Content['agencies'],
    Content['team'],
  ];
  // Only the file being saved: another's problem is its own save's to name.
  const texts = textsOf(file, articles, agencies);
  const photos = [
    ...(file === 'articles.json' ? articles : []).flatMap((article, index) =>
      article.image ? [{ path: [index, 'image', 'file'], file: article.image.file }] : [],
    ),
    ...texts.flatMap(({ path, blocks }) =>
      blocks.flatMap((block) => (typeof block === 'object' && 'image' in block ? [{ path, file: block.image }] : [])),
    ),
  ];
  const missingImages = await Promise.all(
    photos.map(async ({ path, file: photo }): Promise<FieldIssue[]> => {
      const found = await access(join(place.dir, photo)).then(
        () => true,
        () => false,
      );
      return found ? [] : [{ path, code: 'photo', message: photo }];
    }),
  );
  // The links of the texts that the site would not follow (schema/inline-text.ts): the address as message.
  const links = texts.flatMap(({ path, blocks }) =>
    blocks
      .flatMap((block) => (typeof block === 'string' ? [block] : 'list' in block ? block.list : []))
      .flatMap(refusedLinks)
      .map((href): FieldIssue => ({ path, code: 'link', message: href })),
  );
  return [
    ...referenceProblems({ pages, articles, agencies, team }).map((message) => ({ path: [], code: 'reference', message })),
    ...missingImages.flat(),
    ...links,
  ];
}

/** The texts of blocks in `file` (an article's body, an office's page), each language's with its path ([3, 'body', 'fr']). */
function textsOf(file: EditableFile, articles: Content['articles'], agencies: Content['agencies']) {
  const byLanguage = (texts: Partial<Record<string, Block[]>>, at: PropertyKey[]) =>
    Object.entries(texts).map(([language, blocks]) => ({ path: [...at, language], blocks: blocks ?? [] }));
  if (file === 'articles.json') return articles.flatMap((article, index) => byLanguage(article.body, [index, 'body']));
  if (file === 'agencies.json')
    return agencies.flatMap((agency, index) => byLanguage(agency.description, [index, 'description']));
  return [];
}

/**
 * The configuration's issues, as `vitrine build` and `vitrine serve` check it (cli/site-config.ts);
 * with other languages than the site's now, the content's texts that the new ones lack (code
 * 'languages', the file and the text's path as message): a language is enabled once translated.
 */
async function configurationIssues(place: ContentPlace, value: unknown): Promise<FieldIssue[]> {
  const parsed = siteConfigSchema.safeParse(value);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path, code: i.code, message: i.message }));
  const translations = missingTranslations(parsed.data).map((message) => ({ path: [], code: 'translation', message }));
  const enabled = parsed.data.languages.enabled;
  if (enabled.length === place.languages.length && enabled.every((l) => place.languages.includes(l))) return translations;
  const schemas = contentSchemas(enabled);
  const untranslated = await Promise.all(
    CONTENT_FILES.map(async (name) => {
      const parsedContent = schemas[name].safeParse((await readContent(place.dir, name)).value);
      return parsedContent.success
        ? []
        : parsedContent.error.issues.map((i) => ({
            path: [],
            code: 'languages',
            message: `content/${name}: ${i.path.join('.')}`,
          }));
    }),
  );
  return [...translations, ...untranslated.flat()];
}

interface Save {
  file: EditableFile;
  /** The digest of the text the form was opened on. */
  openedOn: string;
  actor: string;
  /** A few words for the versions and the audit log (the article's id), or what says them once `change` ran. */
  summary: string | (() => string);
  /** The file's new value from its current one. */
  change: (value: unknown) => unknown;
}

/** What a save or a restore writes: the file's new text, with its version and audit line. */
interface Written {
  file: EditableFile;
  actor: string;
  summary: string;
  text: string;
  audit: Parameters<typeof recordAudit>[1];
}

/**
 * Keeps the text it replaces when no version has it yet (the repository's, a developer's edit), then
 * the new one, the audit line, and last the file, in one unit of work: a file that cannot be written
 * keeps no version of it. Returns the new version's id.
 */
function commit(place: ContentPlace, commits: UnitsOfWork, onDisk: ContentOnDisk, written: Written, now: Date): Promise<number> {
  const { file, actor, summary, text } = written;
  return commits.run(async (trx) => {
    if ((await latestDigest(trx, file)) !== onDisk.digest)
      await keepVersion(trx, { file, actor: ON_DISK, summary: '', digest: onDisk.digest, text: onDisk.text }, now);
    const id = await keepVersion(trx, { file, actor, summary, digest: digestOf(text), text }, now);
    await recordAudit(trx, written.audit, now);
    await writeContentText(place.dir, file, text);
    return id;
  });
}

/** The issues of `value`, or the failure to read the other files, as issues. */
export const issuesOf = (place: ContentPlace, file: EditableFile, value: unknown) =>
  contentIssues(place, file, value).catch((error: unknown): FieldIssue[] => [
    { path: [], code: 'other', message: error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message },
  ]);

export function saveContent(place: ContentPlace, commits: UnitsOfWork, save: Save, now = new Date()): Promise<SaveOutcome> {
  return saves.add(async (): Promise<SaveOutcome> => {
    const onDisk = await readContent(place.dir, save.file);
    if (onDisk.digest !== save.openedOn) return { ok: false, reason: 'stale' };
    const next = save.change(onDisk.value);
    const issues = await issuesOf(place, save.file, next);
    if (issues.length > 0) return { ok: false, reason: 'invalid', issues };
    const { file, actor } = save;
    const summary = typeof save.summary === 'string' ? save.summary : save.summary();
    const audit = { actor, action: 'content-saved', subject: file, detail: { file, summary } } as const;
    const versionId = await commit(place, commits, onDisk, { file, actor, summary, text: contentText(next), audit }, now);
    return { ok: true, versionId };
  }) as Promise<SaveOutcome>;
}

/** Puts version number `version` (its `text`) back: checked as a save is, kept as a new version. */
export function restoreContent(
  place: ContentPlace,
  commits: UnitsOfWork,
  restore: { file: EditableFile; version: number; text: string; actor: string },
  now = new Date(),
): Promise<SaveOutcome> {
  return saves.add(async (): Promise<SaveOutcome> => {
    const onDisk = await readContent(place.dir, restore.file);
    // A version made for other languages or an older contract may not hold now: said, not written.
    const issues = await issuesOf(place, restore.file, JSON.parse(restore.text));
    if (issues.length > 0) return { ok: false, reason: 'invalid', issues };
    const { file, actor, version, text } = restore;
    const audit = { actor, action: 'content-restored', subject: file, detail: { file, version } } as const;
    const versionId = await commit(place, commits, onDisk, { file, actor, summary: `#${version}`, text, audit }, now);
    return { ok: true, versionId };
  }) as Promise<SaveOutcome>;
}
