import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sha256 } from '../../pipeline/digest.js';
import { departedFileSchema, projectSchema, propertySchema, siteMediaSchema, typeCategorySchema } from '../../schema/index.js';
import { changeSnapshot } from '../../scripts/demo-agency/change-snapshot.js';
import type { BuildContext } from '../../site/build/context.js';
import { inputsDigests } from '../../site/build/inputs-digest.js';
import { PAGE_DIGESTS, type PageDigests, pageFileOf, pageFoldersOf } from '../../site/build/page-digests.js';
import { readManifest, validatedData } from '../../site/build/validated-data.js';
import { ROOT, runCli, SAMPLE } from '../support/cli.js';

// Issue 16: the site build writes beside the last good site and swaps it in; a build whose inputs
// (data, configuration, media, code) did not change writes nothing; a changed configuration
// rebuilds; a killed build leaves the last good site in place. Real builds of the sample.

let work: string;
let out: string;
let config: string;
let data: string;
/** A copy of the first build's site (the sample's data, its processes as the build chose them): the tests after it change `out`. */
let firstSite: string;

/** Every file of the built folder with its inode and modification time: what a rewrite would change. */
async function fingerprint(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const walk = async (path: string): Promise<void> => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        const info = await stat(full);
        files.set(relative(dir, full), `${info.ino}:${info.mtimeMs}`);
      }
    }
  };
  await walk(dir);
  return files;
}

/** Every file of a built site, by its path, with its bytes. */
async function contents(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const path of (await fingerprint(dir)).keys()) files.set(path, await readFile(join(dir, path)));
  return files;
}

/** The paths whose bytes differ between two sites, or which only one of them has. */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => !a.get(path)?.equals(b.get(path) ?? Buffer.alloc(0))).sort();
}

/** Two sites the same, byte for byte and folder for folder: none is left empty where a page went. */
async function expectSameSite(site: string, full: string): Promise<void> {
  expect(differences(await contents(site), await contents(full))).toEqual([]);
  const entries = async (dir: string) => (await readdir(dir, { recursive: true })).sort();
  expect(await entries(site)).toEqual(await entries(full));
}

/** What cron runs: one command that syncs and builds. */
const syncAndBuild = () =>
  runCli([
    'sync',
    '--no-images',
    '--source',
    'sample',
    '--out',
    data,
    '--media',
    join(work, 'media'),
    '--config',
    join(config, 'site.json'),
    '--build',
    '--build-out',
    out,
  ]);

/** `vitrine build` of `from` into `into`, with this test's media and configuration. */
const buildArgs = (from = data, into = out) => [
  'build',
  '--data',
  from,
  '--media',
  join(work, 'media'),
  '--config',
  join(config, 'site.json'),
  '--out',
  into,
];

const build = () => runCli(buildArgs());

async function setPhone(phone: string) {
  const path = join(config, 'site.json');
  const site = JSON.parse(await readFile(path, 'utf8'));
  site.agency.phone = phone;
  await writeFile(path, JSON.stringify(site, null, 2));
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-build-'));
  // The prerender's server bundle imports vike and react from the folder it is built in (and its staging sibling).
  await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  data = join(work, 'generated');
  config = join(work, 'site');
  await cp(join(ROOT, 'data', 'site'), config, { recursive: true });
  // The configuration names the sample's photos beside it (../sample/photos).
  await symlink(join(ROOT, 'data', 'sample'), join(work, 'sample'), 'dir');
  out = join(work, 'dist');
  const first = await syncAndBuild();
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/^Published 100 properties/m);
  expect(first.stdout).toMatch(/Built the site into/);
  firstSite = join(work, 'first-site');
  await cp(join(out, 'client'), firstSite, { recursive: true });
}, 180_000);

/** The sample's data after a sync that lowered one price, made once for the tests that build from it. */
let pricedOnce: Promise<{ priced: string; lowered: number }> | undefined;
const pricedData = () =>
  (pricedOnce ??= (async () => {
    const changed = join(work, 'price-feed');
    const ids = await changeSnapshot(SAMPLE, changed, { lowerPrice: true });
    const priced = join(work, 'generated-price');
    await cp(data, priced, { recursive: true });
    const sync = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', changed, '--out', priced]);
    expect(sync.code, sync.stderr).toBe(0);
    return { priced, lowered: ids.lowered };
  })());

/** A full build of `pricedData` with one process, made once: what every build of that data must equal. */
let fullPricedOnce: Promise<string> | undefined;
const fullPricedSite = () =>
  (fullPricedOnce ??= (async () => {
    const full = join(work, 'full-price');
    const built = await runCli([...buildArgs((await pricedData()).priced, full), '--processes', '1']);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/^prerender: .* in 1 process$/m);
    return join(full, 'client');
  })());

describe('vitrine build (issue 16)', () => {
  it("keeps pages only in the pages' folders (the precompress and the spare do not read them), redirect pages among them", async () => {
    const digests = JSON.parse(await readFile(join(out, PAGE_DIGESTS), 'utf8')) as PageDigests;
    const pages = new Set(Object.keys(digests).map(pageFileOf));
    const folders = [...pageFoldersOf(digests)].filter((name) => !name.includes('.'));
    const languages = JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8')).languages as string[];
    expect(folders).toEqual(expect.arrayContaining([...languages, 'property', 'nos-services', 'feedback']));
    const inFolders = [...(await fingerprint(firstSite)).keys()].filter((path) => folders.includes(path.split('/')[0] as string));
    expect(inFolders.filter((path) => !pages.has(path))).toEqual([]);
    // The internal paths' redirect pages are pages of the build: kept from the last one as the others.
    const table = JSON.parse(await readFile(join(firstSite, 'internal-paths.json'), 'utf8')) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(table.paths).filter((url) => digests[url] === undefined)).toEqual([]);
    expect(inFolders).toContain('property/4100004/index.html');
    // As the build recorded it: the next build takes this site as its spare on that word (site/build/spare-site.ts).
    expect(JSON.parse(await readFile(join(out, 'build.json'), 'utf8')).pagesApart).toBe(true);
    // This full build replaced no site of its inputs: its own pages, linked, are the next build's spare.
    const spare = join(work, 'dist.spare');
    expect(await readFile(join(spare, 'build.json'), 'utf8')).toBe(await readFile(join(out, 'build.json'), 'utf8'));
    const page = 'property/4100004/index.html';
    expect((await stat(join(spare, 'client', page))).ino).toBe((await stat(join(out, 'client', page))).ino);
    expect([...(await fingerprint(join(spare, 'client'))).keys()].filter((path) => !pages.has(path))).toEqual([]);
  });

  it('after a price change, renders exactly the pages whose bytes change, renders one card fragment per language, and equals a full build', async () => {
    const { priced, lowered } = await pricedData();
    // On a copy of the last build, which the other tests go on from.
    const site = join(work, 'dist-price');
    await cp(out, site, { recursive: true });
    const before = await contents(join(site, 'client'));
    const fragmentsBefore = new Set(
      [...(await fingerprint(join(site, 'client'))).entries()]
        .filter(([path]) => path.startsWith('assets/list/'))
        .map(([, id]) => id),
    );
    const incremental = await runCli(buildArgs(priced, site));
    expect(incremental.code, incremental.stderr).toBe(0);
    // A copy without its spare: the last build's pages are linked into new folders while the pages render.
    expect(incremental.stdout).toMatch(/^unchanged pages: .* linked from the last build$/m);
    const rendered = Number(/^prerender: .*?(\d+) pages rendered/m.exec(incremental.stdout)?.[1]);
    const changedPages = differences(before, await contents(join(site, 'client'))).filter(
      (path) => path.endsWith('.html') && !path.startsWith('assets/'),
    );
    // Each of them shows it (its own page, the list page that has its card, the pages that suggest
    // it as similar): the lists' other pages are the last build's.
    const after = await contents(join(site, 'client'));
    expect(changedPages.filter((path) => !after.get(path)?.toString('utf8').includes(`/${lowered}/`))).toEqual([]);
    // Its page in every language is among them.
    const languages = JSON.parse(await readFile(join(priced, 'manifest.json'), 'utf8')).languages as string[];
    expect(changedPages.filter((path) => path.includes(`/${lowered}/`))).toHaveLength(languages.length);
    // Every page rendered changed, and every page that changed was rendered (and the root 404.html,
    // which is rendered every time, with the same bytes).
    expect(rendered, incremental.stdout).toBe(changedPages.length + 1);
    expect(changedPages.length).toBeLessThan(100);
    // One fragment of the lists per language holds its card; the others are the last build's files.
    const fragmentsNow = [...(await fingerprint(join(site, 'client'))).entries()].filter(
      ([path]) => path.startsWith('assets/list/') && path.endsWith('.html'),
    );
    expect(fragmentsNow.filter(([, id]) => !fragmentsBefore.has(id)).map(([path]) => path.split('/')[2]?.split('.')[0])).toEqual(
      expect.arrayContaining(languages.map((language) => expect.stringMatching(new RegExp(`^${language}-`)))),
    );
    expect(fragmentsNow.filter(([, id]) => !fragmentsBefore.has(id))).toHaveLength(languages.length);
    // Byte for byte the site a full build makes of the same data.
    expect(differences(await contents(join(site, 'client')), await contents(await fullPricedSite()))).toEqual([]);
  }, 300_000);

  it('after French texts of the configuration and the content change, renders the French pages only, and equals a full build', async () => {
    const texts = join(work, 'site-texts');
    await cp(config, texts, { recursive: true });
    const siteFile = join(texts, 'site.json');
    const siteConfig = JSON.parse(await readFile(siteFile, 'utf8'));
    siteConfig.frame.menu[0].title.fr = 'Biens à vendre';
    siteConfig.frame.footer[0].fullText.fr += ' · depuis 1998';
    await writeFile(siteFile, JSON.stringify(siteConfig, null, 2));
    const articlesFile = join(texts, 'content', 'articles.json');
    const articles = JSON.parse(await readFile(articlesFile, 'utf8')) as { id: string; title: Record<string, string> }[];
    (articles.find((a) => a.id === 'vente') as { title: Record<string, string> }).title.fr = 'Vendre avec nous';
    await writeFile(articlesFile, JSON.stringify(articles, null, 2));
    const args = (into: string) => ['build', '--data', data, '--media', join(work, 'media'), '--config', siteFile, '--out', into];
    // On a copy of the first build, which the other tests go on from.
    const site = join(work, 'dist-texts');
    await cp(out, site, { recursive: true });
    const before = await fingerprint(join(site, 'client'));
    const incremental = await runCli(args(site));
    expect(incremental.code, incremental.stderr).toBe(0);
    const after = await fingerprint(join(site, 'client'));
    // The French pages, and those of no language (the redirect pages, the root 404.html), which read
    // every language's texts; in the other languages, only the pages whose own data holds the
    // services whole (the services page, the valuation page's module: six pages).
    const every = Object.keys(JSON.parse(await readFile(join(site, PAGE_DIGESTS), 'utf8')));
    const notInAnother = every.filter((url) => !/^\/(nl|en|de)\//.test(url));
    expect(notInAnother.length).toBeLessThan(every.length / 2);
    const otherRendered = [...after].filter(([path, id]) => /^(nl|en|de)\/.*\.html$/.test(path) && before.get(path) !== id);
    expect(otherRendered.length).toBeLessThanOrEqual(6);
    expect(incremental.stdout).toMatch(
      new RegExp(`^prerender: .*?${notInAnother.length + otherRendered.length} pages rendered`, 'm'),
    );
    const home = await readFile(join(site, 'client', 'fr', 'index.html'), 'utf8');
    expect(home).toContain('Biens à vendre');
    expect(home).toContain('depuis 1998');
    const full = join(work, 'dist-texts-full');
    const built = await runCli(args(full));
    expect(built.code, built.stderr).toBe(0);
    await expectSameSite(join(site, 'client'), join(full, 'client'));
  }, 300_000);

  it('renders the same site with two processes as with one, in a full build and in an incremental one', async () => {
    // The processes share the languages, their pages and the site's other files between them
    // (site/data/prerender-shard.ts, site/build/site-files.ts). The data with a price lowered, in
    // full with two processes, against the full build of it with one.
    const { priced } = await pricedData();
    const two = join(work, 'two-processes');
    const full = await runCli([...buildArgs(priced, two), '--processes', '2']);
    expect(full.code, full.stderr).toBe(0);
    expect(full.stdout).toMatch(/^prerender: .* in 2 processes$/m);
    await expectSameSite(join(two, 'client'), await fullPricedSite());
    // Back to the sample's data: incremental with two processes, against the first build (which
    // chose its processes itself, from `sync --build`).
    const incremental = await runCli([...buildArgs(data, two), '--processes', '2']);
    expect(incremental.code, incremental.stderr).toBe(0);
    expect(incremental.stdout).toMatch(/^prerender: .* pages rendered, \d+ unchanged, in 2 processes, started ahead$/m);
    await expectSameSite(join(two, 'client'), firstSite);
  }, 300_000);

  it("reads the files the sync checked as they are, and checks a file changed since, with the sync's error", async () => {
    // Read as they are, they must be what the check would give: each file the site reads is its own parse.
    const schemas: [RegExp, z.ZodType][] = [
      [/^\w\w\/properties\.json$/, z.array(propertySchema)],
      [/^\w\w\/projects\.json$/, z.array(projectSchema)],
      [/^\w\w\/types\.json$/, z.array(typeCategorySchema)],
      [/^media\.json$/, siteMediaSchema],
      [/^departed\.json$/, departedFileSchema],
    ];
    const digestsOf = async (dir: string) =>
      Object.fromEntries(
        await Promise.all(
          (await readdir(dir, { recursive: true, withFileTypes: true }))
            .filter((entry) => entry.isFile())
            .map(async (entry) => {
              const path = relative(dir, join(entry.parentPath, entry.name));
              return [path, sha256(await readFile(join(dir, path)))] as const;
            }),
        ),
      );
    const copy = join(work, 'generated-by-hand');
    await cp(data, copy, { recursive: true });
    const checked = await validatedData(await readManifest(copy), await digestsOf(copy));
    expect(checked).toContain('fr/properties.json');
    let parsed = 0;
    for (const path of checked)
      for (const [name, schema] of schemas)
        if (name.test(path)) {
          const value = JSON.parse(await readFile(join(copy, path), 'utf8'));
          expect(schema.parse(value), path).toEqual(value);
          parsed++;
        }
    expect(parsed).toBeGreaterThan(8);
    // The forms' cities in the shared digest come from the manifest, and are those the listings give.
    const digestOf = async (dir: string) =>
      (await inputsDigests({ data: dir, media: join(work, 'media'), configDir: config, root: ROOT } as BuildContext)).shared;
    const shared = await digestOf(copy);
    const manifestFile = join(copy, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    expect(manifest.formCities.fr.length).toBeGreaterThan(3);
    await writeFile(manifestFile, JSON.stringify({ ...manifest, formCities: undefined }));
    expect(await digestOf(copy)).toBe(shared);
    await writeFile(manifestFile, JSON.stringify(manifest));
    // Changed by hand since the sync: checked again, and refused with its place.
    const file = join(copy, 'fr', 'properties.json');
    const properties = JSON.parse(await readFile(file, 'utf8'));
    properties[0].price = 'cheap';
    await writeFile(file, JSON.stringify(properties));
    // Its cities are read from it then: a city changed by hand changes what every page may show.
    expect(await digestOf(copy)).toBe(shared);
    const city = properties[0].address.city;
    properties[0].address.city = 'Nulle-Part';
    await writeFile(file, JSON.stringify(properties));
    expect(await digestOf(copy)).not.toBe(shared);
    properties[0].address.city = city;
    await writeFile(file, JSON.stringify(properties));
    const now = await validatedData(await readManifest(copy), await digestsOf(copy));
    expect(now).not.toContain('fr/properties.json');
    expect(now).toHaveLength(checked.length - 1);
    const refused = await runCli(buildArgs(copy, join(work, 'by-hand')));
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(
      new RegExp(`^data: .* ${now.length} of \\d+ generated files read as the sync checked them`, 'm'),
    );
    expect(refused.stderr).toContain(`${file} is not valid generated data`);
    expect(refused.stderr).toContain('at [0].price');
  }, 120_000);

  it('writes no file when nothing changed, and says so, for `sync --build` as for `build`', async () => {
    const before = await fingerprint(out);
    const again = await build();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/up to date: nothing written/);
    const cron = await syncAndBuild();
    expect(cron.code, cron.stderr).toBe(0);
    expect(cron.stdout).toMatch(/^Up to date, nothing rewritten/m);
    expect(cron.stdout).toMatch(/up to date: nothing written/);
    expect(await fingerprint(out)).toEqual(before);
  }, 60_000);

  it('leaves the last good site in place when a build is killed, and the next build rebuilds everything a changed configuration touches', async () => {
    const page = join(out, 'client', 'fr', 'contact', 'index.html');
    const before = await readFile(page, 'utf8');
    const pageInode = (await stat(page)).ino;
    const phone = '071 99 88 77';
    await setPhone(phone);
    // Killed while it renders: once the bundles' stage has ended (its line on the pipe).
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...buildArgs()], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk) => {
        seen += chunk;
        if (/^bundles: /m.test(seen)) resolve();
      });
      child.on('close', () => reject(new Error(`the build ended before its prerender: ${seen}`)));
    });
    const closed = new Promise((resolve) => child.on('close', resolve));
    process.kill(-(child.pid as number), 'SIGKILL'); // the build and its prerender processes
    await closed;
    expect(await readFile(page, 'utf8')).toBe(before);
    expect((await stat(page)).ino).toBe(pageInode);
    expect((await readdir(work)).some((name) => name.startsWith('dist.staging-'))).toBe(true);

    // The next build completes, and renders every page again: the configuration changed.
    const rebuilt = await build();
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(rebuilt.stdout).toMatch(/Built the site into/);
    // No staging folder left: only the site the swap replaced, kept for the next build (site/build/spare-site.ts).
    expect((await readdir(work)).filter((name) => name.startsWith('dist.'))).toEqual(['dist.spare']);
    // As many pages as the site has, the internal paths' redirect pages among them.
    const every = Object.keys(JSON.parse(await readFile(join(out, PAGE_DIGESTS), 'utf8')));
    expect(every).toContain('/property/4100004/');
    expect(rebuilt.stdout).toMatch(new RegExp(`^prerender: .* ${every.length} pages, in`, 'm'));
    expect(await readFile(page, 'utf8')).toContain(phone);
    // Files whose bytes did not change (the scripts, the lists' index) keep the last build's
    // compressed copies; every copy, reused or new, is its file compressed.
    expect(Number(/(\d+) unchanged since the last build/.exec(rebuilt.stdout)?.[1])).toBeGreaterThan(0);
    const files = [...(await fingerprint(join(out, 'client'))).keys()];
    const compressed = files.filter((f) => f.endsWith('.br'));
    expect(compressed.length).toBeGreaterThan(100);
    for (const file of compressed) {
      const original = await readFile(join(out, 'client', file.slice(0, -3)));
      expect(brotliDecompressSync(await readFile(join(out, 'client', file))).equals(original), file).toBe(true);
    }
    // No gzip copies: the server gzips for a client without brotli (server/page-cache.ts).
    expect(files.filter((f) => f.endsWith('.gz'))).toEqual([]);
    // No compressed copy of a page either (the server compresses each once per content), nor of a
    // redirect page (the server answers its path with a redirect; the page is for static hosts).
    const pages = Object.keys(JSON.parse(await readFile(join(out, PAGE_DIGESTS), 'utf8'))).map(pageFileOf);
    expect(pages).toContain('fr/contact/index.html');
    expect(files.filter((file) => /^property\/\d+\/index\.html$/.test(file)).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('index.html.br'))).toEqual([]);
  }, 240_000);

  it('refuses a second build into the folder a build is writing, saying which process holds it; one told to wait builds after the first', async () => {
    const into = join(work, 'one-at-a-time');
    // The first build, held still once it has begun (its first stage line on the pipe): it holds the folder.
    const first = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...buildArgs(data, into)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let firstOut = '';
    let firstErr = '';
    first.stderr.on('data', (chunk) => {
      firstErr += chunk;
    });
    const firstDone = new Promise<number | null>((resolve) => first.on('close', resolve));
    await new Promise<void>((resolve, reject) => {
      first.stdout.on('data', (chunk) => {
        firstOut += chunk;
        if (/^data: /m.test(firstOut)) resolve();
      });
      first.on('close', () => reject(new Error(`the first build ended before its first stage: ${firstOut}${firstErr}`)));
    });
    process.kill(-(first.pid as number), 'SIGSTOP');
    const beside = async () => (await readdir(work)).filter((name) => name.startsWith('one-at-a-time.')).sort();
    const held = await beside();
    expect(held).toContain('one-at-a-time.lock');
    try {
      const second = await runCli(buildArgs(data, into));
      expect(second.code, second.stdout).toBe(1);
      expect(second.stderr).toContain(`another build is running (pid ${first.pid}`);
      expect(second.stderr).toContain(`lock file ${into}.lock`);
      expect(second.stderr).toMatch(/hint: Wait for it to finish\. If no build is running, delete the lock file\./);
      // It touched nothing beside the folder: no staging folder of its own, the first's lock (and
      // staging folder, if made yet) still there.
      expect(await beside()).toEqual(held);
    } catch (error) {
      process.kill(-(first.pid as number), 'SIGCONT');
      throw error;
    }
    // One told to wait for the lock (as /admin/'s publications are) says so, and builds once the first has ended.
    const waiting = spawn(
      process.execPath,
      ['--import', 'tsx', 'cli/index.ts', ...buildArgs(data, into), '--wait-for-lock', '120'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let waitingOut = '';
    let waitingErr = '';
    waiting.stderr.on('data', (chunk) => {
      waitingErr += chunk;
    });
    const waitingDone = new Promise<number | null>((resolve) => waiting.on('close', resolve));
    await new Promise<void>((resolve, reject) => {
      waiting.stdout.on('data', (chunk) => {
        waitingOut += chunk;
        if (/^waiting: another build is running/m.test(waitingOut)) resolve();
      });
      waiting.on('close', () => reject(new Error(`the waiting build ended without waiting: ${waitingOut}${waitingErr}`)));
    }).finally(() => process.kill(-(first.pid as number), 'SIGCONT'));
    expect(waitingOut).toContain(`(pid ${first.pid}`);
    expect(await firstDone, firstErr).toBe(0);
    expect(firstOut).toMatch(/^Built the site into /m);
    expect(await waitingDone, waitingErr).toBe(0);
    expect(waitingOut).toMatch(/is up to date: nothing written/);
    // The lock went with the first build: the next one runs, and finds the site up to date.
    const next = await runCli(buildArgs(data, into));
    expect(next.code, next.stderr).toBe(0);
    expect(next.stdout).toMatch(/is up to date: nothing written/);
    // No lock left; the spare is the first build's (site/build/spare-site.ts).
    expect(await beside()).toEqual(['one-at-a-time.spare']);
  }, 240_000);

  it('renders only the pages whose data changed after a sync, and the site equals a full build of the same data, byte for byte', async () => {
    const changed = join(work, 'changed-feed');
    // A sync's usual changes: a price lowered, a listing gone and one added.
    const ids = await changeSnapshot(SAMPLE, changed, { lowerPrice: true, removeAndAdd: true });
    const data2 = join(work, 'generated-2');
    await cp(data, data2, { recursive: true });
    const sync = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', changed, '--out', data2]);
    expect(sync.code, sync.stderr).toBe(0);
    const fragmentsOf = async () =>
      [...(await fingerprint(join(out, 'client'))).keys()].filter(
        (path) => path.startsWith('assets/list/') && path.endsWith('.html'),
      );
    const fragmentsBefore = new Set(await fragmentsOf());
    const incremental = await runCli(buildArgs(data2));
    expect(incremental.code, incremental.stderr).toBe(0);
    // The lists' fragments are cut where their cards say (site/data/list-chunks.ts): the listing
    // added at the top and the one removed change the fragments they are in, per language, and the
    // others keep their name and file (cut by position, every fragment after the top one changed).
    const languages = JSON.parse(await readFile(join(data2, 'manifest.json'), 'utf8')).languages as string[];
    const fragmentsNow = await fragmentsOf();
    const newFragments = fragmentsNow.filter((path) => !fragmentsBefore.has(path));
    expect(newFragments.length).toBeGreaterThanOrEqual(languages.length);
    expect(newFragments.length).toBeLessThanOrEqual(4 * languages.length);
    expect(fragmentsNow.length - newFragments.length).toBeGreaterThan(4 * newFragments.length);
    const [, rendered, unchanged] = /^prerender: .*?(\d+) pages rendered, (\d+) unchanged/m.exec(incremental.stdout) ?? [];
    expect(Number(unchanged), incremental.stdout).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(unchanged));
    // Incremental to the end: the pages it kept were not rendered again by a whole build. They were
    // in place already: the full build before it left its own pages, linked, as this build's spare.
    expect(incremental.stdout.match(/^prerender: /gm), incremental.stdout).toHaveLength(1);
    expect(incremental.stdout).toMatch(
      new RegExp(`^unchanged pages: .* ${unchanged} kept from the last build, in the folders of the site before it`, 'm'),
    );
    // The code did not change: its bundles are the last build's, from which its render processes
    // started while it readied its folder.
    expect(incremental.stdout).toMatch(/^bundles: .*the code is unchanged/m);
    expect(incremental.stdout).toMatch(/^prerender: .*, started ahead$/m);
    // The whole site built from nothing, from the same data. Each build to compare with is made with
    // one process: a process started costs a second of CPU, and the pages are the same (above).
    const full = join(work, 'full');
    const fresh = await runCli([...buildArgs(data2, full), '--processes', '1']);
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(fresh.stdout).toMatch(/^prerender: [\d.]+ s, \d+ pages, in /m);
    // The code's bundles are those the first build of this code left in the bundle cache.
    expect(fresh.stdout).toMatch(/^bundles: .*from the bundle cache/m);
    const ours = [...(await fingerprint(join(out, 'client'))).keys()];
    // Folders too: none is left empty where a page went (the last build's were linked in while the pages rendered).
    await expectSameSite(join(out, 'client'), join(full, 'client'));
    // The changes are there: the lower price, the added listing, the removed one's page gone (410 list).
    const pages = ours.filter((f) => f.endsWith('index.html'));
    expect(pages.some((f) => f.includes(`/${ids.added}/`))).toBe(true);
    expect(await readFile(join(out, 'client', 'gone.json'), 'utf8')).toContain(`/${ids.removed}/`);
  }, 300_000);

  it('starts an incremental build from the site before the last, and the site equals a full build of the same data', async () => {
    // After the test above: the last site is of its changed data (a price lowered, a listing added,
    // one removed), the spare of `data`, with this configuration. To the data with that price
    // lowered alone: the spare's pages are brought to the last site's (the lowered price's pages
    // among them, which this build keeps), then the pages that differ from it are rendered.
    const { priced } = await pricedData();
    const spare = join(work, 'dist.spare');
    expect(JSON.parse(await readFile(join(spare, 'build.json'), 'utf8')).shared).toBe(
      JSON.parse(await readFile(join(out, 'build.json'), 'utf8')).shared,
    );
    const back = await runCli(buildArgs(priced));
    expect(back.code, back.stderr).toBe(0);
    const [, rendered, unchanged] = /^prerender: .*?(\d+) pages rendered, (\d+) unchanged/m.exec(back.stdout) ?? [];
    expect(Number(rendered)).toBeLessThan(Number(unchanged));
    expect(back.stdout).toMatch(
      new RegExp(`^unchanged pages: .* ${unchanged} kept from the last build, in the folders of the site before it`, 'm'),
    );
    // The last site is the spare now, and no folder of the build is left beside them.
    expect((await readdir(work)).filter((name) => name.startsWith('dist.'))).toEqual(['dist.spare']);
    const full = join(work, 'full-back');
    const fresh = await runCli([...buildArgs(priced, full), '--processes', '1']);
    expect(fresh.code, fresh.stderr).toBe(0);
    await expectSameSite(join(out, 'client'), join(full, 'client'));
  }, 300_000);

  it("takes no spare whose folder had to take the code's bundles from elsewhere: every page is there", async () => {
    // After the test above: the last site is of the lowered price, the spare of `generated-2` (the
    // same shared inputs). The last site has lost its render bundle (by hand, or a copy cut short):
    // its bundles come from the bundle cache, into the build's folder, which was the spare's.
    await rm(join(out, 'render'), { recursive: true, force: true });
    const data2 = join(work, 'generated-2');
    const built = await runCli(buildArgs(data2));
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/^bundles: .*from the bundle cache/m);
    const full = join(work, 'full');
    await expectSameSite(join(out, 'client'), join(full, 'client'));
  }, 300_000);

  it("stops the render processes it started ahead when the last site's bundles cannot serve, and renders with the ones it takes", async () => {
    // After the test above: the last site is of `generated-2`, with its render bundle (the render
    // processes start from it) but without its pages' server bundle (cut short by hand). Those
    // processes cannot render this code's pages: the build stops them, takes the bundles from the
    // bundle cache, and starts its render processes from them. A process left waiting for its
    // order would hold the build open: the command would not end.
    await rm(join(out, 'server'), { recursive: true, force: true });
    const { priced } = await pricedData();
    const built = await runCli(buildArgs(priced));
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toBe('');
    expect(built.stdout).toMatch(/^bundles: .*from the bundle cache/m);
    expect(built.stdout).toMatch(/^prerender: .* in \d+ process(es)?$/m);
    const full = join(work, 'full-back');
    expect(differences(await contents(join(out, 'client')), await contents(join(full, 'client')))).toEqual([]);
  }, 300_000);

  it("keeps the spare's card fragments in place, and removes those the build no longer names", async () => {
    // After the test above: the last site is of the lowered price, the spare of `generated-2`. Their
    // shared card fragments stay in the build's folder (site/build/spare-fragments.ts). Three more
    // prices lowered: the fragments that showed them were in both sites, and this build names others.
    const changed = join(work, 'prices-feed');
    await changeSnapshot(SAMPLE, changed, { lowerPrice: true, lowerPrices: 3 });
    const data3 = join(work, 'generated-prices');
    await cp((await pricedData()).priced, data3, { recursive: true });
    const sync = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', changed, '--out', data3]);
    expect(sync.code, sync.stderr).toBe(0);
    const fragmentsIn = async (dir: string) =>
      [...(await fingerprint(join(dir, 'client'))).keys()].filter((path) => path.startsWith('assets/list/'));
    const inBoth = new Set(await fragmentsIn(join(work, 'dist.spare')));
    const kept = (await fragmentsIn(out)).filter((path) => inBoth.has(path));
    const built = await runCli(buildArgs(data3));
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/^unchanged pages: .* kept from the last build, in the folders of the site before it/m);
    const now = new Set(await fragmentsIn(out));
    // Some fragments both sites had are gone (they showed the old prices); most stayed.
    expect(kept.filter((path) => !now.has(path)).length).toBeGreaterThan(0);
    expect(kept.filter((path) => now.has(path)).length).toBeGreaterThan(kept.length / 2);
    const full = join(work, 'full-prices');
    const fresh = await runCli([...buildArgs(data3, full), '--processes', '1']);
    expect(fresh.code, fresh.stderr).toBe(0);
    await expectSameSite(join(out, 'client'), join(full, 'client'));
  }, 300_000);
});
