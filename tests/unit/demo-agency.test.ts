import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regionOfPostcode } from '../../pipeline/derive/region.js';
import { LANGUAGES } from '../../schema/index.js';
import { generateAgency } from '../../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../../scripts/demo-agency/write-snapshot.js';
import { rawCitySchema, rawProjectSchema, rawWebIdSchema } from '../../sources/omnicasa/raw-lists.js';
import { rawPropertySchema } from '../../sources/omnicasa/raw-property.js';
import { SAMPLE } from '../support/cli.js';

// The bundled sample is what every newcomer sees first: it must be complete, and it must be
// exactly what the generator writes, so that nobody edits one without the other.

const agency = generateAgency({ count: 100, seed: 1 });
const fr = agency.byLanguage.fr.GetPropertyList;

describe('the generated agency', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(generateAgency({ count: 100, seed: 1 })).toEqual(agency);
    expect(generateAgency({ count: 100, seed: 2 }).byLanguage.fr.GetPropertyList[0]).not.toEqual(fr[0]);
  });

  it('parses with the raw feed schemas in every language', () => {
    for (const language of LANGUAGES) {
      const lists = agency.byLanguage[language];
      for (const item of lists.GetPropertyList) expect(rawPropertySchema.safeParse(item).error).toBeUndefined();
      for (const item of lists.GetWebIDList) expect(rawWebIdSchema.safeParse(item).error).toBeUndefined();
      for (const item of lists.GetCityListOfObjects) expect(rawCitySchema.safeParse(item).error).toBeUndefined();
      for (const item of lists.GetProjectList) expect(rawProjectSchema.safeParse(item).error).toBeUndefined();
    }
  });

  it('keeps every fact but the words the same across languages', () => {
    const numbers = (p: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(p).filter(([, v]) => typeof v === 'number' || typeof v === 'boolean'));
    for (const language of LANGUAGES) {
      agency.byLanguage[language].GetPropertyList.forEach((p, i) => {
        expect(numbers(p as Record<string, unknown>)).toEqual(numbers(fr[i] as Record<string, unknown>));
      });
    }
  });

  it('covers what the site must show: every type, goal, status and region, unpublished prices and addresses', () => {
    expect(new Set(fr.map((p) => p.WebID))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(fr.map((p) => p.Goal))).toEqual(new Set([0, 1, 2]));
    expect(new Set(fr.map((p) => p.Status))).toEqual(new Set([1, 2, 4]));
    expect(new Set(fr.map((p) => regionOfPostcode(p.Zip as string, p.CountryID as number)))).toEqual(
      new Set(['wallonia', 'brussels', 'flanders', null]),
    );
    expect(fr.some((p) => p.PublishPrice === false)).toBe(true);
    expect(fr.some((p) => p.PublishAddress === false)).toBe(true);
    expect(fr.some((p) => p.PriceUnit === 7)).toBe(true);
    expect(fr.some((p) => p.ViagerMonthlyRent)).toBe(true);
    expect(fr.some((p) => p.HasGas === 0 || p.HasGas === 1)).toBe(true);
    expect(fr.some((p) => p.City === 'Écaussinnes')).toBe(true);
    expect(new Set(fr.map((p) => p.Title)).size).toBeGreaterThan(90);
  });

  it('is what data/sample/omnicasa holds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-sample-'));
    await writeSnapshot(agency, dir);
    const names = (await readdir(SAMPLE)).sort();
    expect((await readdir(dir)).sort()).toEqual(names);
    for (const name of names) {
      expect(await readFile(join(dir, name), 'utf8'), `${name} differs: run npx tsx scripts/demo-agency/index.ts`).toBe(
        await readFile(join(SAMPLE, name), 'utf8'),
      );
    }
  });
});
