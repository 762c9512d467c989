import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaDigest } from '../../../pipeline/schema-digest.js';
import { ROOT } from '../../support/cli.js';

// The contract a sync checked its output against, which a build compares with its own before it
// reads that output without checking it again (site/build/validated-data.ts).

describe('schemaDigest', () => {
  it('is the same for the same schema files wherever they are, and changes with any of them', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'vitrine-schema-'));
    try {
      await cp(join(ROOT, 'schema'), copy, { recursive: true });
      const installed = await schemaDigest();
      expect(installed).toMatch(/^[0-9a-f]{64}$/);
      expect(await schemaDigest(copy)).toBe(installed);
      await appendFile(join(copy, 'spec', 'languages.ts'), '\n// a change\n');
      expect(await schemaDigest(copy)).not.toBe(installed);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
