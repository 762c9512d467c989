import { peakRssMb } from '../pipeline/peak-rss.js';
import { LANGUAGES } from '../schema/index.js';
import { kyeroSource, openKyeroFeed, parseKyero } from '../sources/kyero/index.js';

// One reading of a Kyero feed file in a process of its own, so that its peak memory is its own.
// Usage: kyero-once.ts <file> [read|parse]: `read` maps every property in the four languages as a
// sync does (the records are kept, as the pipeline keeps them); `parse` only streams the feed's
// properties through the parser, keeping none. Prints one line of JSON: figures, or the refusal.
const [file, mode = 'read'] = process.argv.slice(2);
if (!file) throw new Error('usage: kyero-once.ts <file> [read|parse]');
const started = performance.now();
try {
  let properties = 0;
  let quarantined = 0;
  if (mode === 'parse') {
    const feed = await openKyeroFeed(file, Number.MAX_SAFE_INTEGER);
    for await (const _ of parseKyero(feed.chunks, feed)) properties += 1;
  } else {
    const read = await kyeroSource({ name: 'bench', location: file }).read({ languages: LANGUAGES });
    const fr = read.languages.get('fr');
    properties = fr?.properties.length ?? 0;
    quarantined = [...(fr?.properties ?? [])].filter((p) => !p.ok).length;
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = { properties, quarantined, seconds, peakRssMb: peakRssMb() };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stdout.write(`${JSON.stringify({ error: message, peakRssMb: peakRssMb() })}\n`);
}
