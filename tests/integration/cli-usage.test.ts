import { cp, mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../support/cli.js';

// Usage and configuration mistakes stop `vitrine sync` before it touches anything, with exit code 2.

/** The sample's configuration, in a folder of its own, with a home banner image of that path. */
async function configWithBanner(work: string, image: string): Promise<string> {
  const folder = join(work, 'site');
  await cp(join(ROOT, 'data', 'site'), folder, { recursive: true });
  const config = JSON.parse(await readFile(join(folder, 'site.json'), 'utf8'));
  config.banners = { home: { type: 'image', image } };
  config.shareImage = {};
  await writeFile(join(folder, 'site.json'), JSON.stringify(config));
  return join(folder, 'site.json');
}

describe('vitrine sync usage errors', () => {
  it.each([
    [['--source', 'ftp'], {}, /Invalid option: expected one of "sample"\|"omnicasa"[\s\S]*source/],
    [['--source', 'omnicasa'], {}, /--source omnicasa needs --url <base URL> or VITRINE_OMNICASA_URL/],
    [
      ['--source', 'omnicasa', '--url', 'http://127.0.0.1:9/svc/'],
      {},
      /needs VITRINE_OMNICASA_USER and VITRINE_OMNICASA_PASSWORD/,
    ],
    [['--page-size', '0'], {}, /pageSize/],
    [['--config', 'nowhere.json'], {}, /cannot read the site configuration .*nowhere\.json/],
    [['--config', 'MISSING_BANNER'], {}, /names the file "gone\/banner\.jpg", which does not exist/],
  ] as const)('%j', async (args, env, message) => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-usage-'));
    const given: readonly string[] =
      args[1] === 'MISSING_BANNER' ? ['--config', await configWithBanner(work, 'gone/banner.jpg')] : args;
    const run = await runCli(['sync', ...given, '--out', join(work, 'generated')], { VITRINE_OMNICASA_URL: '', ...env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect((await readdir(work)).filter((f) => f !== 'site')).toEqual([]);
  });

  it('makes the output folder and its parents on a first sync', async () => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-usage-'));
    const run = await runCli(['sync', '--no-images', '--source', 'sample', '--out', join(work, 'a', 'b', 'generated')]);
    expect(run.code, run.stderr).toBe(0);
    expect(await readdir(join(work, 'a', 'b', 'generated'))).toContain('manifest.json');
  });

  it('prints one JSON object with --json, for cron and CI', async () => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-usage-'));
    const run = await runCli(['sync', '--no-images', '--source', 'sample', '--out', join(work, 'generated'), '--json']);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({
      ok: true,
      command: 'sync',
      outcome: 'published',
      quarantined: 0,
      languages: ['fr', 'nl', 'en', 'de'],
    });
    expect(summary.properties).toBeGreaterThanOrEqual(90);
    expect(run.stderr).toBe('');
  });
});

describe('vitrine build configuration errors', () => {
  it('refuses an --out folder where the render processes cannot find their packages, and says where to build', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'vitrine-build-out-')), 'dist');
    const run = await runCli(['build', '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `--out ${out}: the build's render processes load vike, react and zod from a node_modules folder above it`,
    );
    expect(run.stderr).toContain(`Build into a folder inside ${ROOT}`);
    expect(await readdir(dirname(out))).toEqual([]);
  });

  it('says there is no data to build from, and to sync first, without a stack trace or a change on the disk', async () => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-build-data-'));
    // A build folder whose render processes would find their packages: only the data is missing.
    await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    const data = join(work, 'generated');
    await mkdir(data);
    const run = await runCli(['build', '--data', data, '--out', join(work, 'dist')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`vitrine build: no generated data in ${data}: its manifest.json is missing`);
    expect(run.stderr).toContain('hint: run `vitrine sync` first');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    // A manifest that is no sync's: said with its path.
    await writeFile(join(data, 'manifest.json'), '{"languages": "fr"}');
    const invalid = await runCli(['build', '--data', data, '--out', join(work, 'dist')]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain(`${join(data, 'manifest.json')} is not the manifest of a sync of this version`);
    expect(invalid.stderr).toContain('hint: run `vitrine sync` again');
    expect((await readdir(work)).sort()).toEqual(['generated', 'node_modules']);
  });

  /** The sample's configuration in a folder of its own, with one content file changed. */
  async function contentWith(file: string, change: (value: never) => void): Promise<string> {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-build-usage-'));
    const folder = join(work, 'site');
    await cp(join(ROOT, 'data', 'site'), folder, { recursive: true });
    // The sample's banner images sit beside its configuration folder.
    await symlink(join(ROOT, 'data', 'sample'), join(work, 'sample'));
    const path = join(folder, 'content', file);
    const value = JSON.parse(await readFile(path, 'utf8'));
    change(value as never);
    await writeFile(path, JSON.stringify(value));
    return folder;
  }

  it.each([
    [
      'an unknown module type',
      'pages.json',
      (pages: { team: { modules: [{ relations: { type: string } }] } }) => {
        pages.team.modules[0].relations.type = 'carousel';
      },
      /pages\.json is not valid content:\n✖ Invalid discriminator value\. Expected 'property-list' \| 'stats-view' \| 'category' \| 'article' \| 'contact' \| 'form'\n {2}→ at team\.modules\[0\]\.relations\.type/,
    ],
    [
      'a missing translation',
      'articles.json',
      (articles: [{ title: Record<string, string> }]) => {
        delete articles[0].title.de;
      },
      /articles\.json is not valid content:[\s\S]*→ at \[0\]\.title\.de/,
    ],
    [
      'an article that does not exist',
      'pages.json',
      (pages: { documents: { modules: [{ relations: { id: string } }] } }) => {
        pages.documents.modules[0].relations.id = 'gone';
      },
      /pages\.json: documents\.modules\[0\]\.relations\.id: no article "gone" in articles\.json/,
    ],
  ])('stops on %s with the file and the field, exit 2, leaving the built site as it was', async (_, file, change, message) => {
    const folder = await contentWith(file, change);
    // A built site of this test's own (the suite's other files build into the repository's dist/).
    const out = join(dirname(folder), 'dist');
    await mkdir(join(out, 'client'), { recursive: true });
    await writeFile(join(out, 'client', 'index.html'), '<!doctype html><title>the last build</title>');
    const run = await runCli(['build', '--config', join(folder, 'site.json'), '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(join(folder, 'content'));
    expect(run.stderr).toMatch(message);
    expect(await readdir(out)).toEqual(['client']);
    expect(await readdir(join(out, 'client'))).toEqual(['index.html']);
    expect(await readFile(join(out, 'client', 'index.html'), 'utf8')).toBe('<!doctype html><title>the last build</title>');
  });
});
