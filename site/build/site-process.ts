import { viteConfigOf } from './vike-options.js';

// One share of the prerender, in a process of its own (cli/prerender.ts): argv is the build's
// folder and the share ("k/n"); the environment carries the data and configuration folders.
const [out, shard] = process.argv.slice(2);
if (!out || !shard) throw new Error('usage: prerender-shard.ts <out> <k/n>');
process.env.VITRINE_PRERENDER_SHARD = shard;
try {
  const { prerender } = await import('vike/api');
  await prerender({ viteConfig: viteConfigOf(out) });
  process.send?.({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
} catch (error) {
  // The build reads the exit code: a share that failed fails the build.
  console.error(error);
  process.exit(1);
}
