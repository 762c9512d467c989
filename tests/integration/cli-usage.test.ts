import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

// Usage and configuration mistakes stop `vitrine sync` before it touches anything, with exit code 2.

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
  ] as const)('%j', async (args, env, message) => {
    const work = await mkdtemp(join(tmpdir(), 'vitrine-usage-'));
    const run = await runCli(['sync', ...args, '--out', join(work, 'generated')], { VITRINE_OMNICASA_URL: '', ...env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(await readdir(work)).toEqual([]);
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
