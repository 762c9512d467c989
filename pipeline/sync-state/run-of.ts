import type { RunError, SyncRun } from '../../schema/index.js';
import { describeCause, VitrineError } from '../errors.js';
import type { SyncSummary } from '../sync.js';

// A run of the sync as its record keeps it (schema/sync-state.ts): from its summary, or from the
// error that stopped it, as the operator read it (what, where, what to do). Pure.

/** The record's longest error sentence: a feed's message may be long, the record stays small. */
const MAX_MESSAGE = 2000;

export function errorOf(error: unknown): RunError {
  if (error instanceof VitrineError)
    return { code: error.code, message: error.message.slice(0, MAX_MESSAGE), hint: error.hint.slice(0, MAX_MESSAGE) };
  return { code: 'ERROR', message: describeCause(error).slice(0, MAX_MESSAGE) };
}

export const failedRun = (at: Date, error: unknown): SyncRun => ({
  at: at.toISOString(),
  outcome: 'failed',
  error: errorOf(error),
});

export const successfulRun = (at: Date, summary: SyncSummary): SyncRun => ({
  at: at.toISOString(),
  outcome: summary.outcome,
  properties: summary.properties,
  quarantined: summary.quarantined,
  photosFailed: summary.photos?.failed ?? 0,
  ...(summary.keptSources.length > 0 && { keptSources: summary.keptSources }),
});

/** Another sync holds the output: that one records its own run, this one changed nothing. */
export const isLockedOut = (error: unknown) => error instanceof VitrineError && error.code === 'SYNC_LOCKED';
