import { join } from 'node:path';
import { lastSuccessOf } from '../../pipeline/sync-state/last-success.js';
import { readSyncState } from '../../pipeline/sync-state/state-file.js';
import { adGapsOfOutput } from '../../pipeline/write/ad-gaps-of-output.js';
import { MANIFEST, QUARANTINE } from '../../pipeline/write/output-files.js';
import { readChecked } from '../../pipeline/write/read-json.js';
import { manifestSchema, quarantineReportSchema } from '../../schema/index.js';
import type { SyncPart } from './types.js';

// The sync's part of the status: its record of runs (beside the output) and what the output holds
// (its manifest and quarantine report). Reads only.

export async function readSyncPart(data: string, now: Date = new Date()): Promise<SyncPart> {
  const state = await readSyncState(data);
  const manifest = await readChecked(join(data, MANIFEST), manifestSchema);
  const quarantine = await readChecked(join(data, QUARANTINE), quarantineReportSchema);
  return {
    data,
    lastRun: state?.lastRun ?? null,
    lastSuccessAt: lastSuccessOf(state?.lastSuccess?.at, manifest?.generatedAt)?.toISOString() ?? null,
    failures: state?.failures ?? 0,
    failingSince: state?.failingSince ?? null,
    alarm: state?.alarm ? { raisedAt: state.alarm.raisedAt, reason: state.alarm.reason, told: state.alarm.told } : null,
    unsentMails: state?.unsent.length ?? 0,
    published: manifest
      ? {
          at: manifest.generatedAt,
          properties: manifest.counts.properties,
          projects: manifest.counts.projects,
          quarantined: manifest.counts.quarantined,
          forSale: manifest.totals.forSale,
          forRent: manifest.totals.forRent,
          keptSources: manifest.sources.flatMap((s) => (s.state === 'kept' ? [{ name: s.name, error: s.error ?? '' }] : [])),
        }
      : null,
    photoFailures: quarantine?.problems.filter((p) => p.kind === 'photo').length ?? 0,
    adGapListings: manifest ? new Set((await adGapsOfOutput(data, now)).map((gap) => gap.id)).size : 0,
  };
}
