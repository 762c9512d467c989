import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock } from '../../pipeline/write/lock.js';
import { recoverOutput } from '../../pipeline/write/publish.js';

describe('recovery after a killed sync', () => {
  it('puts back an output that was swapped out when the run died between the two renames, and removes its staging and records folders', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-recover-'));
    const out = join(dir, 'generated');
    await mkdir(join(`${out}.previous`, 'fr'), { recursive: true });
    await writeFile(join(`${out}.previous`, 'fr', 'properties.json'), '[]\n');
    await mkdir(`${out}.staging-12345`);
    await mkdir(join(`${out}.records-12345`), { recursive: true });
    await writeFile(join(`${out}.records-12345`, '0.ndjson'), '{"ok":true}\n');
    await recoverOutput(out);
    expect(await readFile(join(out, 'fr', 'properties.json'), 'utf8')).toBe('[]\n');
    expect((await readdir(dir)).sort()).toEqual(['generated']);
  });

  it('takes over the lock of a dead process but refuses a live one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-lock-'));
    const path = join(dir, 'generated.lock');
    await writeFile(path, JSON.stringify({ pid: 2 ** 22 + 12345, since: '2026-01-01T00:00:00Z' }));
    const lock = await acquireLock(path);
    await expect(acquireLock(path)).rejects.toThrow(`another sync is running (pid ${process.pid}`);
    await lock.release();
    const again = await acquireLock(path);
    await again.release();
  });
});
