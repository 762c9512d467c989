import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schema/index.js';
import { kyeroFeedOf } from '../../scripts/kyero/synthetic-feed.js';
import { kyeroSource, validateKyeroFile } from '../../sources/kyero/index.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/kyero');

const VALID = `<property>
<id>1</id><date>2026-02-27 14:30:00</date><ref>R-1</ref><price>100000</price><price_freq>sale</price_freq>
<type>villa</type><town>Torrevieja</town><province>Alicante</province><desc><en>Villa.</en></desc>
<images><image id="1"><url>https://photos.example/1.jpg</url></image></images>
</property>`;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-kyero-validate-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function validate(xml: string) {
  const file = join(work, `feed-${Math.random().toString(36).slice(2)}.xml`);
  await writeFile(file, xml);
  return validateKyeroFile(file);
}

describe('validateKyeroFile against the v3 rules', () => {
  it('a valid property has no problem', async () => {
    expect(await validate(kyeroFeedOf(VALID))).toEqual([]);
  });

  it('takes a <title> per language as the sync does: the title of the listing, not an element set aside', async () => {
    const titled = VALID.replace('<desc>', '<title><en>Villa with a view</en><fr>Villa avec vue</fr></title><desc>');
    expect(await validate(kyeroFeedOf(titled))).toEqual([]);
    // An element no version of the format has is still reported, and kept aside by a sync.
    const odd = VALID.replace('<desc>', '<colour>blue</colour><desc>');
    expect((await validate(kyeroFeedOf(odd))).map((p) => p.message)).toEqual([
      '<colour> is not an element of Kyero v3: a sync keeps its text aside',
    ]);
  });

  it('lists every departure with its line, property and element', async () => {
    const bad = VALID.replace('<price>100000</price>', '<price>abc</price>')
      .replace('<price_freq>sale</price_freq>', '<price_freq>yearly</price_freq>')
      .replace('<date>2026-02-27 14:30:00</date>', '<date>27/02/2026</date>')
      .replace('<ref>R-1</ref>', '')
      .replace('<images>', '<beds>two</beds><pool>yes</pool><energy_rating><consumption>A+</consumption></energy_rating><images>')
      .replace('id="1"><url>https://photos.example/1.jpg', 'id="101"><url>file:///etc/passwd');
    const problems = await validate(kyeroFeedOf(bad));
    expect(problems.map((p) => p.field)).toEqual([
      'ref',
      'date',
      'price',
      'price_freq',
      'pool',
      'beds',
      'energy_rating.consumption',
      'images.image.0@id',
      'images.image.0.url',
    ]);
    expect(problems[0]).toEqual({
      place: 'line 3, property 1, ref',
      line: 3,
      property: '1',
      field: 'ref',
      message: '<ref> is required',
    });
    // Where a v3 rule and the sync name the same element, the sync's words, with what it would do.
    expect(problems[3]?.message).toBe('expected sale, week or month, got "yearly" (would be quarantined)');
    expect(problems[3]?.line).toBe(4);
  });

  it('finds duplicate ids and elements that are not Kyero v3', async () => {
    const problems = await validate(
      kyeroFeedOf(VALID, '\n', VALID.replace('<ref>R-1</ref>', '<ref>R-1</ref><postcode>6000</postcode>')),
    );
    expect(problems.map((p) => [p.line, p.field])).toEqual([
      [9, 'postcode'],
      [8, 'id'],
    ]);
  });

  it('reports a file that is no Kyero feed as one problem, with the line', async () => {
    const problems = await validate('<root><kyero><feed_version>3</feed_version></kyero>\n<property><id>1</property></root>');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, field: '(feed)' });
    expect(problems[0]?.message).toMatch(/is not well-formed XML at line 2/);
  });

  it('the realistic fixture departs where it uses extensions and where a sync cleans', async () => {
    const problems = await validateKyeroFile(join(FIXTURES, 'feed.xml'));
    expect(new Set(problems.map((p) => p.field))).toEqual(new Set(['postcode', 'currency', 'type']));
    expect(problems.find((p) => p.field === 'type')?.message).toMatch(
      /"houseboat" is not in the Kyero type table.*\(would be cleaned\)$/,
    );
    const bad = await validateKyeroFile(join(FIXTURES, 'bad-properties.xml'));
    expect(bad.map((p) => [p.line, p.property, p.field])).toEqual([
      [18, null, 'id'],
      [33, '2003', 'price'],
      [43, '2004', 'date'],
      [46, '2004', 'price_freq'],
      [53, '2001', 'id'],
    ]);
  });
});

describe('validateKyeroFile on a feed in the shapes of real exports', () => {
  it('reports each value the sync cleans, as the sync does, at its line', async () => {
    const file = join(FIXTURES, 'real-world.xml');
    const problems = await validateKyeroFile(file);
    expect(problems.slice(0, 2)).toEqual([
      {
        place: 'line 24, property 3001, surface_area.built',
        line: 24,
        property: '3001',
        field: 'surface_area.built',
        message: 'read "50 + 15 terrace" as 50 m² of built area and 15 m² of terrace (would be cleaned)',
      },
      {
        place: 'line 25, property 3001, surface_area.plot',
        line: 25,
        property: '3001',
        field: 'surface_area.plot',
        message: 'read "-" as no plot (would be cleaned)',
      },
    ]);
    // postal_code, video_url, virtual_tour_url and catastral are elements of Kyero's format: not reported as unknown.
    expect(problems.map((p) => p.message).join('\n')).not.toMatch(/is not an element of Kyero v3/);
    expect(problems.find((p) => p.field === 'energy_rating.consumption_value')).toMatchObject({ line: 71, property: '3002' });

    // One code path: every problem the sync reports, in any language, is listed once, in the sync's words.
    const read = await kyeroSource({ name: 'p', location: file }).read({ languages: LANGUAGES });
    const synced = new Set(
      [...read.languages.values()].flatMap((l) =>
        [...l.properties].flatMap((m) => m.problems.map((p) => `${p.field}: ${p.reason} (would be ${p.action})`)),
      ),
    );
    expect(problems.map((p) => `${p.field}: ${p.message}`).sort()).toEqual([...synced].sort());
  });
});
