import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdGap } from '../../pipeline/derive/ad-compliance.js';
import { runCli, SAMPLE } from '../support/cli.js';
import { copySnapshot, type RawItem } from '../support/snapshot.js';

// Issue 46: a sync of a feed whose Flemish, Walloon and Brussels listings lack what their region
// requires in an advertisement reports each gap once (not once per language), publishes every one
// of them, and `vitrine validate` lists the same on the generated folder. The sample's feed, played
// from its snapshot, with those fields emptied as a back office leaves them.

const LACKING: Record<number, { region: string; fields: RawItem; rules: string[] }> = {
  // A house for sale in Gent: none of the urban-planning answers, no flood scores.
  4100212: {
    region: 'flanders',
    fields: {
      BuildingPermit: null,
      AreaApplication: null,
      Summons: null,
      JudicialDecision: null,
      PreemptiveRights: null,
      AllotmentPermit: null,
      FloodRisk: null,
    },
    rules: [
      'flanders-permit',
      'flanders-planning-designation',
      'flanders-enforcement',
      'flanders-pre-emption',
      'flanders-allotment-permit',
      'flanders-flood-scores',
    ],
  },
  // A house for sale in Charleroi: no certificate number, no total consumption.
  4100047: { region: 'wallonia', fields: { EPCSpec: null, EPCTotal: null }, rules: ['wallonia-peb-total', 'wallonia-peb-code'] },
  // An apartment for sale in Ixelles: no CO2 emissions.
  4100023: { region: 'brussels', fields: { CO2Emission: null }, rules: ['brussels-peb-co2'] },
};
const IDS = Object.keys(LACKING).map(Number);

let out: string;
let sync: Awaited<ReturnType<typeof runCli>>;
let gaps: AdGap[];

beforeAll(async () => {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-ad-compliance-'));
  out = join(work, 'generated');
  const snapshot = await copySnapshot(SAMPLE, join(work, 'feed'), (method, _language, items) =>
    method === 'GetPropertyList' ? items.map((item) => ({ ...item, ...LACKING[Number(item.ID)]?.fields })) : items,
  );
  sync = await runCli(['sync', '--no-images', '--source', 'sample', '--snapshot', snapshot, '--out', out, '--json']);
  gaps = (JSON.parse(sync.stdout) as { adGaps: AdGap[] }).adGaps;
}, 120_000);

describe('ad compliance in the sync and in validate', () => {
  it('reports each listing’s gaps once, by rule, and publishes the listings', () => {
    expect(sync.code, sync.stderr).toBe(0);
    for (const id of IDS) {
      const mine = gaps.filter((gap) => gap.id === id);
      expect(mine.map((gap) => gap.rule).sort(), String(id)).toEqual([...(LACKING[id]?.rules ?? [])].sort());
      expect(new Set(mine.map((gap) => gap.region))).toEqual(new Set([LACKING[id]?.region]));
    }
    // Once each, whatever the four languages.
    const keys = gaps.map((gap) => `${gap.id}:${gap.rule}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('prints them on the report and in `vitrine validate`, one line per listing, and neither fails for them', async () => {
    const printed = await runCli(['validate', out]);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(/valid generated folder/);
    expect(printed.stdout).toMatch(/listings lack what their region requires in an advertisement/);
    for (const id of IDS) {
      const lines = printed.stdout.split('\n').filter((line) => line.includes(`(${id}, `));
      expect(lines, String(id)).toHaveLength(1);
    }
    expect(printed.stdout).toContain('(4100212, flanders): whether a building permit was issued;');
    expect(printed.stdout).toContain('the flood scores of the plot and the building (P-score, G-score)');
    const json = JSON.parse((await runCli(['validate', out, '--json'])).stdout) as { ok: boolean; adGaps: AdGap[] };
    expect(json.ok).toBe(true);
    expect(json.adGaps).toEqual(gaps);
  });
});
