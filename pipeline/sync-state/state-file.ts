import { rename, rm, writeFile } from 'node:fs/promises';
import { type SyncState, syncStateSchema } from '../../schema/index.js';
import { readChecked } from '../write/read-json.js';
import { EMPTY_SYNC_STATE } from './next-state.js';

// The sync's record of its runs lives beside its output, not in it: a failed run must leave the
// output exactly as it was, and its failure must still be recorded. Nor in the server's store: the
// sync runs without one (VITRINE_DB is for the alerts), and a failure is to be recorded even when
// the store does not answer. It sits where the output's lock file sits (<out>.lock).

/** <out>.sync-state.json */
export const syncStatePath = (out: string) => `${out}.sync-state.json`;

/** The record, or null when there is none yet (or it cannot be read: the next run starts a new one). */
export const readSyncState = (out: string): Promise<SyncState | null> =>
  readChecked(syncStatePath(out), syncStateSchema).then((state) => state ?? null);

/** The record of a run that has no earlier one: an empty record. */
export const syncStateOrEmpty = async (out: string): Promise<SyncState> => (await readSyncState(out)) ?? EMPTY_SYNC_STATE;

/** Written whole or not at all: a reader (`vitrine status`, /readyz) never sees half a record. */
export async function writeSyncState(out: string, state: SyncState): Promise<void> {
  const path = syncStatePath(out);
  const next = `${path}.new-${process.pid}`;
  try {
    await writeFile(next, `${JSON.stringify(state, null, 2)}\n`);
    await rename(next, path);
  } finally {
    await rm(next, { force: true });
  }
}
