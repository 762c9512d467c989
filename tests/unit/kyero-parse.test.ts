import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VitrineError } from '../../pipeline/errors.js';
import { KYERO_FOOTER, KYERO_HEADER, kyeroFeedOf, kyeroPropertyXml, writeKyeroFeed } from '../../scripts/kyero/synthetic-feed.js';
import { kyeroSource } from '../../sources/kyero/index.js';
import { MAX_DEPTH, MAX_TEXT_CHARS } from '../../sources/kyero/limits.js';
import { type KyeroRecord, parseKyero } from '../../sources/kyero/parse.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const place = { describe: 'The Kyero feed test.xml' };

async function* chunksOf(text: string, size = 7) {
  for (let i = 0; i < text.length; i += size) yield Buffer.from(text.slice(i, i + size));
}

async function parseAll(text: string, size?: number): Promise<KyeroRecord[]> {
  const records: KyeroRecord[] = [];
  for await (const record of parseKyero(chunksOf(text, size), place)) records.push(record);
  return records;
}

async function refusal(text: string, size?: number): Promise<VitrineError> {
  const error = await parseAll(text, size).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VitrineError);
  return error as VitrineError;
}

describe('parseKyero on good feeds', () => {
  it('yields each property with its rank and line, whatever the chunking', async () => {
    const text = kyeroFeedOf(kyeroPropertyXml(1), kyeroPropertyXml(2), kyeroPropertyXml(3));
    for (const size of [1, 7, 4096]) {
      const records = await parseAll(text, size);
      expect(records.map((r) => [r.position, r.line])).toEqual([
        [1, 3],
        [2, 4],
        [3, 5],
      ]);
    }
    const [first] = await parseAll(text);
    expect(first?.node.children.find((c) => c.name === 'town')?.text).toBe('Marbella');
  });

  it('splits no UTF-8 character across chunks, and reads CDATA and entities', async () => {
    const text = kyeroFeedOf(
      '<property><id>1</id><town>Jávea &amp; Dénia</town><desc><fr><![CDATA[<b>Vue</b> & mer]]></fr></desc></property>',
    );
    const [record] = await parseAll(text, 3);
    const town = record?.node.children.find((c) => c.name === 'town');
    expect(town?.text).toBe('Jávea & Dénia');
    expect(record?.node.children.find((c) => c.name === 'desc')?.children[0]?.text).toBe('<b>Vue</b> & mer');
  });

  it('accepts a feed with no property', async () => {
    expect(await parseAll(`${KYERO_HEADER}${KYERO_FOOTER}`)).toEqual([]);
  });
});

describe('parseKyero on bad feeds: a clear error with the line', () => {
  it('not well-formed XML names the line and column', async () => {
    const text = `${KYERO_HEADER}<property><id>1</id>\n<town>Mettet</towm>\n</property>${KYERO_FOOTER}`;
    const error = await refusal(text);
    expect(error.code).toBe('FEED_BAD_RESPONSE');
    expect(error.message).toMatch(/^The Kyero feed test\.xml is not well-formed XML at line 4, column \d+: unexpected close tag/);
    expect(error.hint).toContain('vitrine validate');
  });

  it('a feed cut short is not well-formed', async () => {
    const text = kyeroFeedOf(kyeroPropertyXml(1)).slice(0, -40);
    expect((await refusal(text)).message).toMatch(/is not well-formed XML at line \d+/);
  });

  it('a wrong root is refused', async () => {
    const error = await refusal('<?xml version="1.0"?>\n<feed><kyero><feed_version>3</feed_version></kyero></feed>');
    expect(error.message).toBe(
      'The Kyero feed test.xml starts with <feed> where a Kyero feed starts with <root> (at line 2, column 6)',
    );
  });

  it('a feed without <kyero><feed_version>3 is refused before its first property', async () => {
    const missing = await refusal(`<root>\n${kyeroPropertyXml(1)}</root>`);
    expect(missing.message).toMatch(
      /has no <kyero><feed_version>3<\/feed_version><\/kyero> before its first property \(at line 2/,
    );
    const v2 = await refusal(`<root><kyero><feed_version>2.1</feed_version></kyero>${kyeroPropertyXml(1)}</root>`);
    expect(v2.message).toContain('says feed_version "2.1": only Kyero version 3 is read');
    expect((await refusal('<root></root>')).message).toContain('has no <kyero>');
  });

  it('bytes that are not UTF-8 are refused', async () => {
    async function* latin1() {
      yield Buffer.from(`${KYERO_HEADER}<property><id>1</id><town>J`);
      yield Buffer.from([0xe1, 0x76]);
      yield Buffer.from(`ea</town></property>${KYERO_FOOTER}`);
    }
    const error = await (async () => {
      for await (const _ of parseKyero(latin1(), place));
    })().catch((e: unknown) => e);
    expect((error as Error).message).toContain('is not UTF-8 text');
  });

  it('the file fixture with bad properties quarantines them, naming id, field and line', async () => {
    const read = await kyeroSource({ name: 'p', location: resolve(ROOT, 'tests/fixtures/kyero/bad-properties.xml') }).read({
      languages: ['fr', 'nl'],
    });
    const fr = read.languages.get('fr');
    expect([...(fr?.properties ?? [])].filter((m) => m.ok).map((m) => m.ok && m.value.id)).toEqual([2001]);
    const refused = [...(fr?.properties ?? [])].flatMap((m) => (m.ok ? [] : m.problems.map((p) => [p.id, p.field, p.action])));
    expect(refused).toEqual([
      [null, 'id', 'quarantined'],
      [2003, 'price', 'quarantined'],
      [2004, 'price_freq', 'quarantined'],
    ]);
    expect(fr?.properties.at(1)?.problems[0]?.reason).toBe(
      'property 2 of the feed (line 18) has no <id>: it cannot be told apart from the others',
    );
    expect(fr?.problems).toEqual([
      expect.objectContaining({
        id: 2001,
        field: 'id',
        action: 'quarantined',
        reason: expect.stringContaining('(line 53) repeats property 1'),
      }),
    ]);
    expect(read.languages.get('nl')?.properties).toHaveLength(4);
  });
});

describe('parseKyero on hostile XML: refused, never expanded', () => {
  it('billion laughs is refused at its DOCTYPE', async () => {
    const lols = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
    const text = `<?xml version="1.0"?>\n<!DOCTYPE root [\n<!ENTITY lol0 "lol">\n${lols}\n]>\n<root><kyero><feed_version>3</feed_version></kyero><property><id>1</id><town>&lol9;</town></property></root>`;
    const error = await refusal(text, 64 * 1024);
    expect(error.code).toBe('FEED_REFUSED');
    expect(error.message).toContain('has a DOCTYPE (at line 13');
  });

  it('any DOCTYPE, even harmless, is refused', async () => {
    expect((await refusal(`<!DOCTYPE root>${kyeroFeedOf()}`)).message).toContain('has a DOCTYPE');
  });

  it('an undeclared entity is not well-formed', async () => {
    expect((await refusal(kyeroFeedOf('<property><id>1</id><town>&xxe;</town></property>'))).message).toMatch(
      /not well-formed XML at line 3, column \d+: undefined entity/,
    );
  });

  it('nesting deeper than the bound is refused', async () => {
    const deep = `${'<a>'.repeat(MAX_DEPTH)}${'</a>'.repeat(MAX_DEPTH)}`;
    const error = await refusal(kyeroFeedOf(`<property><id>1</id>${deep}</property>`), 4096);
    expect(error.message).toContain(`nests elements more than ${MAX_DEPTH} deep`);
    // A million open tags: refused at the bound, long before the end.
    const million = await refusal(`${KYERO_HEADER}${'<a>'.repeat(1_000_000)}`, 64 * 1024);
    expect(million.message).toContain('nests elements');
  });

  it('a text node past the bound is refused while it is being read', async () => {
    const huge = 'x'.repeat(MAX_TEXT_CHARS + 200_000);
    const error = await refusal(kyeroFeedOf(`<property><id>1</id><notes>${huge}</notes></property>`), 64 * 1024);
    expect(error.message).toContain(`of more than ${MAX_TEXT_CHARS} characters`);
  });
});

describe('a 50 MB feed, in a process of its own', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-kyero-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const once = async (file: string, mode: 'read' | 'parse') => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/kyero-once.ts', file, mode], {
      cwd: ROOT,
      maxBuffer: 1 << 20,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) as string) as {
      properties?: number;
      error?: string;
      peakRssMb: number;
    };
  };

  it('streams through the parser in memory far below its size', { timeout: 120_000 }, async () => {
    const file = join(work, 'big.xml');
    const count = await writeKyeroFeed(file, 50 * 1024 * 1024);
    const figures = await once(file, 'parse');
    expect(figures.properties).toBe(count);
    // Node with tsx alone is ≈100 MB; a parser that held the feed would need several times 50 MB more.
    expect(figures.peakRssMb).toBeLessThan(220);
  });

  it('refuses 50 MB of one text node within bounded memory', { timeout: 120_000 }, async () => {
    const file = join(work, 'one-text.xml');
    await writeFile(file, kyeroFeedOf(`<property><id>1</id><notes>${'x'.repeat(50 * 1024 * 1024)}</notes></property>`));
    const figures = await once(file, 'parse');
    expect(figures.error).toContain(`of more than ${MAX_TEXT_CHARS} characters`);
    expect(figures.peakRssMb).toBeLessThan(220);
  });

  it('refuses 50 MB of entity declarations within bounded memory', { timeout: 120_000 }, async () => {
    const file = join(work, 'entities.xml');
    const entities = Array.from({ length: 500_000 }, (_, i) => `<!ENTITY e${i} "${'lol'.repeat(30)}">`).join('\n');
    await writeFile(file, `<?xml version="1.0"?>\n<!DOCTYPE root [\n${entities}\n]>\n${kyeroFeedOf()}`);
    const figures = await once(file, 'parse');
    expect(figures.error).toMatch(/DOCTYPE/);
    expect(figures.peakRssMb).toBeLessThan(220);
  });
});
