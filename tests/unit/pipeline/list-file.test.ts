import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ListWriter, listFile, readList } from '../../../pipeline/write/list-file.js';

const folder = () => mkdtemp(join(tmpdir(), 'vitrine-list-file-'));
const hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Records large enough that a list of them spans several of writeList's megabyte chunks. */
const records = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Maison ${i + 1} – «vue»`, text: 'é'.repeat(20_000) }));

async function written(list: unknown[]) {
  const path = join(await folder(), 'list.json');
  const writer = new ListWriter(path);
  for (const record of list) writer.add(record);
  return { path, digest: writer.end() };
}

async function readBack(path: string) {
  const seen: unknown[] = [];
  const read = await readList(path, (record, index) => {
    expect(index).toBe(seen.length);
    seen.push(record);
  });
  return { read, seen };
}

describe('list files', () => {
  it('are written a chunk at a time as the same bytes as listFile, with their digest and size', async () => {
    for (const list of [[], records(1), records(120)]) {
      const { path, digest } = await written(list);
      const bytes = await readFile(path);
      expect(bytes.equals(listFile(list))).toBe(true);
      expect(digest).toEqual({ sha256: hex(bytes), bytes: bytes.length });
    }
  });

  it('read back one record at a time, in order, with the digest of the whole file', async () => {
    const list = records(120);
    const { path } = await written(list);
    const { read, seen } = await readBack(path);
    expect(read).toEqual({ kind: 'list', count: 120, sha256: hex(await readFile(path)) });
    expect(seen).toEqual(list);
  });

  it('read back a record longer than the chunks the file is read in, between short ones', async () => {
    const list = [{ id: 1 }, { id: 2, text: 'é'.repeat(1_500_000) }, { id: 3 }];
    const { path } = await written(list);
    const { read, seen } = await readBack(path);
    expect(read).toMatchObject({ kind: 'list', count: 3 });
    expect(seen).toEqual(list);
  });

  it('read a file of another layout (indented, or all on one line) whole, as JSON.parse does', async () => {
    const dir = await folder();
    const list = records(3);
    const layouts: [string, string][] = [
      ['indented.json', JSON.stringify(list, null, 2)],
      ['one-line.json', JSON.stringify(list)],
    ];
    for (const [name, text] of layouts) {
      await writeFile(join(dir, name), text);
      const { read, seen } = await readBack(join(dir, name));
      expect(read).toEqual({ kind: 'list', count: 3, sha256: hex(text) });
      expect(seen).toEqual(list);
    }
  });

  it('say what is wrong with a file that is not a list of the layout, and where', async () => {
    const dir = await folder();
    const cases: [string, string, RegExp | 'missing' | 'not-a-list'][] = [
      ['no-comma.json', '[\n{"id":1}\n{"id":2}\n]\n', /line 3: a record without a comma/],
      ['trailing-comma.json', '[\n{"id":1},\n]\n', /line 3: a comma before "\]"/],
      ['cut.json', '[\n{"id":1},\n{"id":2}', /ends before its closing "\]"/],
      ['broken-record.json', '[\n{"id":1},\n{"id":2,\n]\n', /line 3: /],
      ['after-end.json', '[\n{"id":1}\n]\n{"id":2}\n', /line 4: nothing may follow/],
      ['not-json.json', '{"id":1', /JSON/],
      ['object.json', '{"id":1}\n', 'not-a-list'],
    ];
    for (const [name, text, expected] of cases) {
      await writeFile(join(dir, name), text);
      const { read } = await readBack(join(dir, name));
      if (expected === 'not-a-list') expect(read).toEqual({ kind: 'not-a-list', value: { id: 1 }, sha256: hex(text) });
      else {
        expect(read.kind, name).toBe('not-json');
        expect(read.kind === 'not-json' && read.message, name).toMatch(expected as RegExp);
      }
    }
    expect((await readBack(join(dir, 'absent.json'))).read).toEqual({ kind: 'missing' });
  });
});
