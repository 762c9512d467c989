import { fitHeapToSync } from '../cli/sync-heap.js';
import { peakRssMb } from '../pipeline/peak-rss.js';
import { runSync } from '../pipeline/sync.js';
import { AGENCY_TIME_ZONE, LANGUAGES, SYNC_FULL_READ_AT } from '../schema/index.js';
import { kyeroSource } from '../sources/kyero/index.js';
import { createHttpTransport, createSnapshotTransport, omnicasaSource } from '../sources/omnicasa/index.js';

// One sync in a process of its own, so that its peak memory is its own. Sources that can read only
// what changed since the last run do (the daily full read far off), as `vitrine sync` does.
// Usage: sync-once.ts <out> (--url <Omnicasa base URL> | --snapshot <folder> | --kyero <feed file or URL>)
const [out, mode, where] = process.argv.slice(2);
if (!out || !where || (mode !== '--url' && mode !== '--snapshot' && mode !== '--kyero'))
  throw new Error('usage: sync-once.ts <out> --url|--snapshot|--kyero <where>');

const source =
  mode === '--kyero'
    ? kyeroSource({ name: 'bench', location: where, http: { timeoutMs: 60_000, retries: 0 } })
    : omnicasaSource({
        name: 'bench',
        kind: mode === '--url' ? 'omnicasa' : 'sample',
        transport:
          mode === '--url'
            ? createHttpTransport({
                baseUrl: where,
                credentials: { CustomerName: 'agence-test', CustomerPassword: 's3cret-test' },
              })
            : createSnapshotTransport(where),
      });
fitHeapToSync(); // as `vitrine sync` does
const summary = await runSync({
  sources: [source],
  out,
  languages: LANGUAGES,
  images: false,
  memory: { full: false, fullReadAt: SYNC_FULL_READ_AT, timeZone: AGENCY_TIME_ZONE },
});
process.stdout.write(
  `${JSON.stringify({
    outcome: summary.outcome,
    reading: summary.readings[0]?.kind ?? 'full',
    properties: summary.properties,
    requests: summary.requests,
    durationMs: summary.durationMs,
    peakRssMb: peakRssMb(),
  })}\n`,
);
