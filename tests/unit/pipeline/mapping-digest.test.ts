import { appendFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mappingDigest } from '../../../sources/omnicasa/mapping-digest.js';
import { ROOT } from '../../support/cli.js';

// What an Omnicasa change read's kept mapping holds for (sources/omnicasa/rows-file.ts): a row that
// did not change keeps what it mapped to only while the code that maps it is the same.

const MAPPING_CODE = ['sources/omnicasa', 'pipeline/derive', 'pipeline/normalize', 'schema'];

describe('mappingDigest', () => {
  it('is the same for the same code wherever it is, changes with any file that maps a row, and not with others', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'vitrine-mapping-'));
    try {
      for (const folder of MAPPING_CODE) await cp(join(ROOT, folder), join(copy, folder), { recursive: true });
      for (const file of ['pipeline/source.ts', 'pipeline/record-spill.ts', 'package-lock.json'])
        await cp(join(ROOT, file), join(copy, file));
      const installed = await mappingDigest();
      expect(installed).toMatch(/^[0-9a-f]{64}$/);
      expect(await mappingDigest(copy)).toBe(installed);
      // Code that does not map a row: the kept mapping still holds.
      await mkdir(join(copy, 'site'), { recursive: true });
      await appendFile(join(copy, 'site', 'page.ts'), '// a page\n');
      expect(await mappingDigest(copy)).toBe(installed);
      // A text cleaner the mapping calls, then a library's version: each maps every row again.
      await appendFile(join(copy, 'pipeline', 'derive', 'clean-text.ts'), '\n// a change\n');
      const changed = await mappingDigest(copy);
      expect(changed).not.toBe(installed);
      await appendFile(join(copy, 'package-lock.json'), '\n');
      expect(await mappingDigest(copy)).not.toBe(changed);
      // Without the lockfile, nothing can be told: no mapping is kept.
      await rm(join(copy, 'package-lock.json'));
      expect(await mappingDigest(copy)).toBeNull();
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
