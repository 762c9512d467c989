import { runSync } from '../pipeline/sync.js';
import { LANGUAGES } from '../schema/index.js';
import { createHttpTransport, createSnapshotTransport, omnicasaSource } from '../sources/omnicasa/index.js';

// One sync in a process of its own, so that its peak memory is its own.
// Usage: sync-once.ts <out> (--url <base URL> | --snapshot <folder>)
const [out, mode, where] = process.argv.slice(2);
if (!out || !where || (mode !== '--url' && mode !== '--snapshot'))
  throw new Error('usage: sync-once.ts <out> --url|--snapshot <where>');

const transport =
  mode === '--url'
    ? createHttpTransport({ baseUrl: where, credentials: { CustomerName: 'agence-test', CustomerPassword: 's3cret-test' } })
    : createSnapshotTransport(where);
const summary = await runSync({
  sources: [omnicasaSource({ name: 'bench', kind: mode === '--url' ? 'omnicasa' : 'sample', transport })],
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
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  })}\n`,
);
