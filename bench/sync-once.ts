import { peakRssMb } from '../pipeline/peak-rss.js';
import { runSync } from '../pipeline/sync.js';
import { LANGUAGES } from '../schema/index.js';
import { kyeroSource } from '../sources/kyero/index.js';
import { createHttpTransport, createSnapshotTransport, omnicasaSource } from '../sources/omnicasa/index.js';

// One sync in a process of its own, so that its peak memory is its own.
// Usage: sync-once.ts <out> (--url <Omnicasa base URL> | --snapshot <folder> | --kyero <feed file>)
const [out, mode, where] = process.argv.slice(2);
if (!out || !where || (mode !== '--url' && mode !== '--snapshot' && mode !== '--kyero'))
  throw new Error('usage: sync-once.ts <out> --url|--snapshot|--kyero <where>');

const source =
  mode === '--kyero'
    ? kyeroSource({ name: 'bench', location: where })
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
const summary = await runSync({
  sources: [source],
  out,
  languages: LANGUAGES,
  images: false,
});
process.stdout.write(
  `${JSON.stringify({
    outcome: summary.outcome,
    properties: summary.properties,
    requests: summary.requests,
    durationMs: summary.durationMs,
    peakRssMb: peakRssMb(),
  })}\n`,
);
