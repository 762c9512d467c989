import { join } from 'node:path';
import { SAMPLE } from '../../../tests/support/cli.js';
import { type FaultPlan, startOmnicasaServer, TEST_CREDENTIALS } from '../../../tests/support/omnicasa-server.js';
import { yesterdaysFeed } from '../output.js';
import { runVitrine } from '../processes.js';
import type { RowContext } from '../row.js';

// What the feed rows share: a last good output from yesterday's feed, and `vitrine sync` of today's
// feed through the fake Omnicasa service on 127.0.0.1, with or without a fault.

const ENV = {
  VITRINE_OMNICASA_USER: TEST_CREDENTIALS.user,
  VITRINE_OMNICASA_PASSWORD: TEST_CREDENTIALS.password,
  VITRINE_RETRY_DELAY_MS: '10',
};

/** Small pages and short timeouts: a fault is met mid-run, and a retry costs little. */
const FLAGS = ['--page-size', '30', '--timeout', '2000', '--retries', '1', '--no-images'];

export async function feedRig(context: RowContext) {
  const out = join(context.work, 'generated');
  const yesterday = await yesterdaysFeed(context.work);

  /** `vitrine sync` of `snapshot` served by the fake service with `plan`; returns the run and the requests it made. */
  async function syncThrough(snapshot: string, plan?: FaultPlan) {
    const server = await startOmnicasaServer(snapshot, plan);
    try {
      const run = await runVitrine(
        context.children,
        ['sync', '--source', 'omnicasa', '--url', server.url, '--out', out, ...FLAGS],
        ENV,
      );
      return { run, requests: server.requests.length };
    } finally {
      await server.close();
    }
  }

  const first = await syncThrough(yesterday);
  if (first.run.code !== 0) throw new Error(`the first sync (yesterday's feed) failed: ${first.run.stderr}`);
  return { out, syncThrough, today: SAMPLE, requestsPerRun: first.requests };
}
