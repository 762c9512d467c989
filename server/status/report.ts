import { dirname } from 'node:path';
import type { StoreLocation } from '../db/store-location.js';
import { freeDisk } from './disk-part.js';
import { problemsOf } from './problems.js';
import { probeServer } from './server-part.js';
import { readStorePart } from './store-part.js';
import { readSyncPart } from './sync-part.js';
import type { BuildPart, ConfigPart, StatusReport, StorePart } from './types.js';

// `vitrine status`: each part of the installation read at once (none waits for another), then the
// problems read in them.

export interface StatusContext {
  /** The sync's output (data/generated) and the photos' variants (data/media). */
  data: string;
  media: string;
  /** The built site's part, read by the caller (the build's record is the site build's: site/build/). */
  build: BuildPart;
  /** The configuration's checks, made by the caller (as the commands load it). */
  config: ConfigPart;
  /** The server's store (VITRINE_DB), or why the environment names none. */
  store: { location: StoreLocation; busyTimeoutMs: number } | { error: string };
  /** What GET asks to see whether the server answers, and how long it waits. */
  url: string;
  timeoutMs: number;
  /** VITRINE_SYNC_STALE_HOURS: listings older than this are stale. */
  staleAfterHours: number;
  now: Date;
}

export async function statusReport(context: StatusContext): Promise<StatusReport> {
  const { store, now } = context;
  const storePart: Promise<StorePart> =
    'error' in store
      ? Promise.resolve({
          location: 'VITRINE_DB',
          state: 'unreachable',
          error: { message: store.error, hint: 'correct VITRINE_DB' },
        })
      : readStorePart(store, now);
  const storeFolder = 'location' in store && store.location.engine === 'sqlite' ? [dirname(store.location.path)] : [];
  const [sync, server, storeFacts, disk] = await Promise.all([
    readSyncPart(context.data, now),
    probeServer(context.url, context.timeoutMs),
    storePart,
    freeDisk([context.data, context.media, context.build.site, ...storeFolder]),
  ]);
  const facts = {
    checkedAt: now.toISOString(),
    sync,
    build: context.build,
    server,
    store: storeFacts,
    disk,
    config: context.config,
  };
  const problems = problemsOf(facts, { now, staleAfterHours: context.staleAfterHours });
  return { ok: problems.length === 0, ...facts, problems };
}
