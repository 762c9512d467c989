import { join } from 'node:path';
import type { RebuildOutcome } from '../server/staff/content/publisher.js';
import { PACKAGE_ROOT } from './paths.js';
import { runNode } from './run-node.js';

/** What `vitrine build` needs to build the site that `vitrine serve` serves. */
export interface SitePlaces {
  config: string;
  data: string;
  media: string;
  /** The build's folder: the served site is its client/. */
  out: string;
}

/** How long a publication waits for a build of the same folder (cron's) to end: a large agency's full build takes minutes. */
const PUBLICATION_WAITS_FOR_BUILD_S = 900;

/**
 * The build /admin/'s publications run (server/staff/content/publisher.ts): `vitrine build` in a
 * process of its own, as cron runs it, so its CPU work and its render processes never hold the
 * server's event loop. Its lock keeps it apart from a cron build; its last line says why it failed.
 */
export function siteRebuild(places: SitePlaces): () => Promise<RebuildOutcome> {
  // A cron build of the same folder may be running: the publication waits for it, then builds.
  const args = [
    'build',
    '--config',
    places.config,
    '--data',
    places.data,
    '--media',
    places.media,
    '--out',
    places.out,
    '--wait-for-lock',
    String(PUBLICATION_WAITS_FOR_BUILD_S),
  ];
  return async () => {
    const run = await runNode([join(PACKAGE_ROOT, 'bin', 'vitrine.js'), ...args]);
    return run.code === 0 ? { ok: true } : { ok: false, message: run.lastLine || `vitrine build exited ${run.code}` };
  };
}
