import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFile } from '../../../pipeline/write/list-file.js';
import { recordDigestsOf } from '../../../site/data/record-digests.js';
import { sharedSampleBuild } from '../../support/sample-build.js';

// A property page's digest takes its listings' records by the digests of their bytes in the file the
// sync wrote (site/data/record-digests.ts): each record's bytes must be found whole, and nothing but them.

const record = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Maison ${id}`,
  // Texts that look like the file's own lines once escaped: a JSON string holds no raw line break.
  description: { full: 'Rez:\n},\n{\n]\n  séjour', excerpt: '' },
  pictures: [{ image: { variants: [{ width: 480 }, { width: 960 }] } }],
  nested: { deeper: [[1, 2], { a: null }] },
  ...extra,
});

const digestOfText = (text: string) => createHash('sha256').update(Buffer.from(text)).digest('base64url');

describe('record digests', () => {
  it("finds each record's bytes in a file as the sync writes it, whatever its texts hold", () => {
    const records = [record(1), record(2), record(3, { price: 250000 })];
    const digests = recordDigestsOf(listFile(records), records.length);
    expect(digests).toHaveLength(3);
    // Each is the digest of its record's own compact text.
    const texts = records.map((r) => JSON.stringify(r));
    expect(digests).toEqual(texts.map(digestOfText));
  });

  it('changes the digest of the record that changed, and of no other', () => {
    const before = recordDigestsOf(listFile([record(1), record(2), record(3)]), 3) ?? [];
    const after = recordDigestsOf(listFile([record(1), record(2, { title: 'Maison 2, prix en baisse' }), record(3)]), 3) ?? [];
    expect(after.map((digest, k) => digest === before[k])).toEqual([true, false, true]);
  });

  it('gives none for a file laid out otherwise, or of another number of records', () => {
    const records = [record(1), record(2)];
    expect(recordDigestsOf(Buffer.from(JSON.stringify(records)), 2)).toBeUndefined();
    expect(recordDigestsOf(Buffer.from(JSON.stringify(records, null, 2)), 2)).toBeUndefined();
    expect(recordDigestsOf(listFile(records), 3)).toBeUndefined();
    expect(recordDigestsOf(listFile([]), 0)).toEqual([]);
  });

  it('finds every listing of the files a sync of the sample wrote, in every language', async () => {
    const sample = await sharedSampleBuild();
    for (const language of ['fr', 'nl', 'en', 'de']) {
      const file = await readFile(join(sample.data, language, 'properties.json'));
      const listings = JSON.parse(file.toString('utf8')) as { id: number }[];
      const digests = recordDigestsOf(file, listings.length);
      expect(digests, language).toHaveLength(listings.length);
      expect(new Set(digests).size, language).toBe(listings.length);
    }
  });
});
