import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_PATHS } from '../schema/index.js';
import { ROOT } from '../tests/support/cli.js';

// bench/javascript: the JavaScript each page type of the built site ships, gzipped: at load, the
// scripts it names (each counted once per page, with those its inline loaders fetch at once) and its
// inline scripts; on demand, the chunks those
// scripts import when the visitor asks (lightbox, map), with the stylesheets that come with them.
// Reads dist/ as `vitrine build` left it: run `npm start` or `vitrine build` first.

const DIST = join(ROOT, 'dist', 'client');
const MANIFEST = join(ROOT, 'dist', 'scripts', '.vite', 'manifest.json');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = async (file: string) => gzipSync(await readFile(join(DIST, file))).length;

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Each chunk a loaded script fetches on request: its name, its JavaScript and its CSS (gzip). */
async function onDemand(manifest: Record<string, Chunk>, loaded: string[]) {
  const sources = Object.entries(manifest)
    .filter(([, chunk]) => loaded.includes(`/${chunk.file}`))
    .flatMap(([, chunk]) => chunk.dynamicImports ?? []);
  const chunks = [];
  for (const source of new Set(sources)) {
    const chunk = manifest[source] as Chunk;
    const files = [chunk.file, ...(chunk.imports ?? []).map((i) => (manifest[i] as Chunk).file)];
    let js = 0;
    for (const file of files) js += await gzipped(file);
    let css = 0;
    for (const file of chunk.css ?? []) css += await gzipped(file);
    chunks.push({ name: chunk.name ?? source, js, css });
  }
  return chunks;
}

async function measure(path: string, manifest: Record<string, Chunk>, filtered = false) {
  const page = await readFile(join(DIST, path, 'index.html'), 'utf8');
  const files = [...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
  const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] as string)
    .join('');
  // A list loads its filter script (and the index, then the cards it shows) only when its query filters.
  const filtering = filtered ? /s\.src="([^"]+)"/.exec(page)?.[1] : undefined;
  if (filtering) files.push(filtering);
  // The header's loader fetches the hearts' script where the page has a heart (site/components/FavouritesLink.tsx).
  const hearts = page.includes('data-fav="') ? /e\.src="([^"]+favourite-hearts[^"]+)"/.exec(page)?.[1] : undefined;
  if (hearts) files.push(hearts);
  let loaded = 0;
  for (const file of new Set(files)) loaded += await gzipped(file);
  return { files: files.length, loaded, inline: inline ? gzipSync(inline).length : 0, later: await onDemand(manifest, files) };
}

/** What a filtered list fetches besides its script: the section's index and the fragments of the cards shown. */
async function listDataLine(): Promise<string> {
  // The index keeps its URL from build to build and names its cards' folder (site/search/list-index-format.ts).
  const index = join('lists', 'fr-sale.json');
  const { cards } = JSON.parse(await readFile(join(DIST, index), 'utf8')) as { cards: string };
  const folder = cards.replace(/^\//, '');
  const sizes = await Promise.all(
    (await readdir(join(DIST, folder))).filter((f) => f.endsWith('.html')).map((f) => gzipped(join(folder, f))),
  );
  const median = [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 0;
  return `A filtered list also fetches its section's index (fr sale: ${kb(await gzipped(index))} gzip) and the card fragments of the page it shows (4 cards each, ${kb(median)} gzip, median).`;
}

/** The consent script: on every page, but only of a site whose configuration has tracking ids (the sample has none). */
async function consentLine(manifest: Record<string, Chunk>): Promise<string> {
  const entry = manifest['site/client/consent.ts'];
  if (!entry) return 'The consent script is not among the bundles.';
  const source = await readFile(join(DIST, entry.file), 'utf8');
  const css = /#cc-main\{/.exec(source)
    ? gzipSync(await readFile(join(ROOT, 'node_modules', 'vanilla-cookieconsent', 'dist', 'cookieconsent.css'))).length
    : 0;
  return `Consent dialog (site/client/consent.ts, on every page of a site with tracking ids configured): ${kb(await gzipped(entry.file))} (gzip), of which vanilla-cookieconsent's stylesheet ≈ ${kb(css)}.`;
}

export async function benchJavascript(): Promise<string> {
  const properties = JSON.parse(await readFile(join(ROOT, 'data', 'generated', 'fr', 'properties.json'), 'utf8')) as {
    url: string;
  }[];
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Record<string, Chunk>;
  const pages: [string, string][] = [
    ['home', 'fr'],
    ['list', 'fr/a-vendre'],
    ['list with ?city= or ?type=', 'fr/a-vendre?'],
    ['property', (properties[0]?.url ?? '/fr/').slice(1)],
    ['content page with a form (contact)', 'fr/contact'],
    ['project', PAGE_PATHS.projects.fr.slice(1, -1)],
    ['favourites', PAGE_PATHS.favourites.fr.slice(1, -1)],
    ['compare', PAGE_PATHS.compare.fr.slice(1, -1)],
    ['search alert page', PAGE_PATHS.alert.fr.slice(1, -1)],
    ['404', 'fr/404'],
  ];
  const rows = [
    '| page type | scripts at load | their size (gzip) | inline scripts (gzip) | on demand (gzip: JavaScript + CSS) |',
    '|---|---:|---:|---:|---|',
  ];
  for (const [name, path] of pages) {
    const { files, loaded, inline, later } = await measure(path.replace(/\?$/, ''), manifest, path.endsWith('?'));
    const demand = later.map((c) => `${c.name}: ${kb(c.js)} + ${kb(c.css)}`).join('; ') || '–';
    rows.push(`| ${name} | ${files} | ${kb(loaded)} | ${kb(inline)} | ${demand} |`);
  }
  rows.push('', await listDataLine());
  rows.push('', await consentLine(manifest));
  return rows.join('\n');
}
