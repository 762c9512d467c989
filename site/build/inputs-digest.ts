import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import PQueue from 'p-queue';
import { formCitiesOf } from '../../pipeline/derive/form-cities.js';
import { sha256 } from '../../pipeline/digest.js';
import type { Language, Manifest } from '../../schema/index.js';
import { type LanguageTexts, splitTexts, type TextsDigests, textsDigestsOf } from './config-texts.js';
import type { BuildContext } from './context.js';
import { readManifest } from './validated-data.js';

// What a build is made from, as one digest: the generated data, the agency's configuration and
// content (its texts by language apart), the photo variants (named by their content: names and
// sizes suffice), and the code that renders them. Equal digests mean an equal site, so a build with nothing changed writes nothing.
// By content, never by timestamps: a sync that rewrites the same bytes changes nothing.

/** The code whose change changes the site: its pages and build, the contract, the dependencies. */
const CODE = ['site', 'schema', 'pipeline/derive', 'server/csp.ts', 'vite.config.ts', 'package.json', 'package-lock.json'];

/** A file under a folder the digest reads, with its size (as `stat` follows links). */
interface FoundFile {
  path: string;
  size: number;
}

/**
 * The files under `path` (itself when it is a file), depth first, each folder's names in order: the
 * same order every time. A folder's entries are looked at side by side: one at a time, the few
 * hundred files of the code took a tenth of a second, a large agency's photo variants far longer.
 */
async function filesUnder(path: string): Promise<FoundFile[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [{ path, size: info.size }];
  const names = (await readdir(path)).filter((name) => name !== 'node_modules').sort();
  return (await Promise.all(names.map((name) => filesUnder(join(path, name))))).flat();
}

/** Files read at once: each holds a descriptor while it is read, and a folder of code or content may have hundreds. */
const READS_AT_ONCE = 32;

/** The files' contents, read a few at a time, in the order of `files`. */
function contentsOf(files: readonly FoundFile[]): Promise<Buffer[]> {
  const reading = new PQueue({ concurrency: READS_AT_ONCE });
  // No timeout is set: each task resolves with its file's bytes (p-queue types a timed-out one as void).
  return Promise.all(files.map((file) => reading.add(() => readFile(file.path)) as Promise<Buffer>));
}

/**
 * Each file under `root` into `hash` by its path and its bytes (its size only, unless `byContent`),
 * or by what `partOf` makes of its bytes.
 */
async function addFolder(
  hash: ReturnType<typeof createHash>,
  label: string,
  root: string,
  byContent: boolean,
  partOf: (path: string, content: Buffer) => string | Buffer = (_path, content) => content,
) {
  const files = await filesUnder(root);
  const contents = byContent ? await contentsOf(files) : [];
  for (const [k, file] of files.entries()) {
    hash.update(`${label}:${relative(root, file.path)}\0`);
    const content = contents[k];
    hash.update(content ? partOf(file.path, content) : String(file.size));
    hash.update('\0');
  }
}

/**
 * The configuration's folder as addFolder adds it, but its JSON files' texts apart (site/build/
 * config-texts.ts): the rest goes into `hash`, each file's texts by language are returned.
 */
async function addConfig(hash: ReturnType<typeof createHash>, root: string): Promise<LanguageTexts[]> {
  const texts: LanguageTexts[] = [];
  await addFolder(hash, 'config', root, true, (path, content) => {
    let value: unknown;
    try {
      value = path.endsWith('.json') ? JSON.parse(content.toString('utf8')) : undefined;
    } catch {
      // Not JSON after all: the build says so when it reads it; here, its bytes.
    }
    if (value === undefined) return content;
    const split = splitTexts(value);
    texts.push(split.texts);
    return JSON.stringify(split.rest);
  });
  return texts;
}

/**
 * What pages read while they render besides their own page context: the site's images and the
 * projects (files of the sync), and the choices the forms offer, each language's types (id and name)
 * and cities. When it changes every page may change. A listing's price, texts, photos or status are
 * not in it, nor the counts and totals (each page that shows them has them in its data; the root
 * 404.html, which reads them itself, is rendered every time), nor the search index (its name is in
 * the data of the pages with a search box).
 */
const SHARED_FILES = /^(media\.json|[^/]+\/projects\.json)$/;

/**
 * The part of a generated file that every page may read, if any (SHARED_FILES, the forms' choices).
 * A language's cities come from the manifest while its properties.json is the one the sync wrote
 * (`digest`, hex sha256): parsing tens of MB of listings for them was most of this digest's time.
 */
function sharedPartOf(path: string, content: Buffer, digest: string, manifest?: Manifest): string | Buffer | undefined {
  if (SHARED_FILES.test(path)) return content;
  if (path.endsWith('/types.json')) {
    const types = JSON.parse(content.toString('utf8')) as { webId: number; name: string; showOrder: number }[];
    return JSON.stringify(types.map((t) => [t.webId, t.name, t.showOrder]));
  }
  if (path.endsWith('/properties.json')) {
    const cities = manifest?.files[path]?.sha256 === digest ? manifest.formCities?.[path.split('/')[0] as Language] : undefined;
    return JSON.stringify(cities ?? formCitiesOf(JSON.parse(content.toString('utf8'))));
  }
  return undefined;
}

export interface InputsDigests {
  /** The code alone: equal means the bundles of the last build serve this one. */
  code: string;
  /** Everything the site is built from: equal means the site already built is this one. */
  all: string;
  /**
   * What every page may read (code, configuration but its texts, photos' names, shared data): equal
   * means each page depends on its own data and its language's texts only.
   */
  shared: string;
  /** The configuration's texts, by language: a page's digest takes its language's (site/build/config-texts.ts). */
  texts: TextsDigests;
  /** Each generated file's hex sha256, by its path in the data folder: the manifest's digests (site/build/validated-data.ts). */
  dataFiles: Record<string, string>;
  /** The sync's manifest, as read for the forms' cities; undefined when it is missing or not valid. */
  manifest: Manifest | undefined;
}

/** Both digests, each generated file read once. */
export async function inputsDigests(context: BuildContext): Promise<InputsDigests> {
  const code = createHash('sha256');
  for (const part of CODE) await addFolder(code, `code/${part}`, join(context.root, part), true);
  const codeDigest = code.digest('hex');
  const shared = createHash('sha256').update(codeDigest);
  const texts = textsDigestsOf(await addConfig(shared, context.configDir));
  await addFolder(shared, 'media', context.media, false);
  const data = createHash('sha256');
  const dataFiles: Record<string, string> = {};
  const manifest = await readManifest(context.data);
  const files = await filesUnder(context.data);
  for (const [k, content] of (await contentsOf(files)).entries()) {
    const path = relative(context.data, (files[k] as FoundFile).path);
    // By each file's digest: the bytes are hashed once (tens of MB for a large agency).
    dataFiles[path] = sha256(content);
    data.update(`data:${path}\0${dataFiles[path]}\0`);
    const part = sharedPartOf(path, content, dataFiles[path], manifest);
    if (part !== undefined) shared.update(`shared:${path}\0`).update(part).update('\0');
  }
  const sharedDigest = shared.digest('hex');
  return {
    all: createHash('sha256').update(sharedDigest).update(texts.all).update(data.digest('hex')).digest('hex'),
    shared: sharedDigest,
    texts,
    code: codeDigest,
    dataFiles,
    manifest,
  };
}
