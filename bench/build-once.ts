import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCommand, buildStats } from '../cli/build.js';
import { PACKAGE_ROOT } from '../cli/paths.js';
import { peakRssMb } from '../pipeline/peak-rss.js';

// One `vitrine build` in a process of its own (run with a 2 GB heap, which its prerender processes
// inherit), so its peak memory is its own.
// Usage: build-once.ts <generated folder>
const [data] = process.argv.slice(2);
if (!data) throw new Error('usage: build-once.ts <generated folder>');
const started = performance.now();
const code = await buildCommand({ data, media: join(data, '..', 'media') });
const seconds = (performance.now() - started) / 1000;
let pages = 0;
const walk = async (dir: string): Promise<void> => {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Pages only: the lists' card fragments under assets/ are HTML too.
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'media') await walk(join(dir, entry.name));
    } else if (entry.name.endsWith('.html')) pages++;
  }
};
await walk(join(PACKAGE_ROOT, 'dist', 'client'));
process.stdout.write(
  // The build's own process or the largest of its prerender processes (site/build/prerender.ts), each with this heap limit.
  `${JSON.stringify({ code, pages, seconds, peakRssMb: Math.max(peakRssMb(), buildStats.prerenderPeakRssMb), concurrent: buildStats.concurrent, rendered: buildStats.pagesRendered, live: buildStats.liveSeconds })}\n`,
);
