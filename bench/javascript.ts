import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../tests/support/cli.js';

// bench/javascript: the JavaScript each page type of the built site ships, gzipped: the scripts it
// loads (each counted once per page) and its inline scripts. Reads dist/client as `vitrine build`
// left it: run `npm start` or `vitrine build` first.

const DIST = join(ROOT, 'dist', 'client');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(path: string, filtered = false) {
  const page = await readFile(join(DIST, path, 'index.html'), 'utf8');
  const files = [...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
  const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] as string)
    .join('');
  // A list loads its filter script (and the page of every card) only when its query filters.
  const filtering = filtered ? /s\.src="([^"]+)"/.exec(page)?.[1] : undefined;
  if (filtering) files.push(filtering);
  let loaded = 0;
  for (const file of new Set(files)) loaded += gzipSync(await readFile(join(DIST, file))).length;
  return { files: files.length, loaded, inline: inline ? gzipSync(inline).length : 0 };
}

export async function benchJavascript(): Promise<string> {
  const properties = JSON.parse(await readFile(join(ROOT, 'data', 'generated', 'fr', 'properties.json'), 'utf8')) as {
    url: string;
  }[];
  const pages: [string, string][] = [
    ['home', 'fr'],
    ['list', 'fr/a-vendre'],
    ['list with ?city= or ?type=', 'fr/a-vendre?'],
    ['property', (properties[0]?.url ?? '/fr/').slice(1)],
    ['content page (contact)', 'fr/contact'],
    ['project', 'project'],
    ['404', 'fr/404'],
  ];
  const rows = ['| page type | scripts loaded | their size (gzip) | inline scripts (gzip) |', '|---|---:|---:|---:|'];
  for (const [name, path] of pages) {
    const { files, loaded, inline } = await measure(path.replace(/\?$/, ''), path.endsWith('?'));
    rows.push(`| ${name} | ${files} | ${kb(loaded)} | ${kb(inline)} |`);
  }
  const all = gzipSync(await readFile(join(DIST, 'fr', 'a-vendre', 'tous', 'index.html'))).length;
  rows.push('', `A filtered list also fetches its section's page of every card: ${kb(all)} (gzip) for /fr/a-vendre/tous/.`);
  return rows.join('\n');
}
