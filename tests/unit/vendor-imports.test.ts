import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

// DESIGN.md (Dependency rules), issue 18: only sources/<vendor>/ names a vendor. Outside a vendor's
// folder, a module reaches it through the folder's public module (index.ts) only, and the pipeline,
// the site and the schema not at all: adding a source is one folder and its case in sources/index.ts.

const VENDOR_FOLDERS = ['omnicasa', 'kyero'];
const CODE = ['schema', 'cli', 'sources', 'pipeline', 'site', 'server', 'bench', 'scripts'];

async function codeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((path) => !path.split(sep).includes('node_modules'));
}

/** Every relative module a file imports, as a path from the repository's root. */
async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] as string);
  return specifiers.map((s) => relative(ROOT, resolve(ROOT, dirname(file), s)));
}

const vendorOf = (path: string) => {
  const [top, vendor] = path.split(sep);
  return top === 'sources' && vendor && VENDOR_FOLDERS.includes(vendor) ? vendor : null;
};

describe('vendor folders (issue 18)', () => {
  it('are reached from outside only through their public module, and never from the pipeline, the site or the schema', async () => {
    const offences: string[] = [];
    for (const file of (await Promise.all(CODE.map(codeFiles))).flat()) {
      const own = vendorOf(file);
      for (const target of await importsOf(file)) {
        const vendor = vendorOf(target);
        if (!vendor || vendor === own) continue;
        const top = file.split(sep)[0] as string;
        const publicModule = /^index\.(js|ts)$/.test(target.split(sep)[2] ?? '') && target.split(sep).length === 3;
        if (['pipeline', 'site', 'schema'].includes(top)) offences.push(`${file} imports ${target}: the ${top} knows no vendor`);
        else if (!publicModule) offences.push(`${file} imports ${target}: use sources/${vendor}/index.ts`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('leave no vendor name in the pipeline’s code', async () => {
    const named: string[] = [];
    for (const file of await codeFiles('pipeline')) {
      const text = await readFile(join(ROOT, file), 'utf8');
      for (const vendor of VENDOR_FOLDERS) if (new RegExp(vendor, 'i').test(text)) named.push(`${file} names ${vendor}`);
    }
    expect(named).toEqual([]);
  });
});
