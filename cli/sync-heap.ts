import { setFlagsFromString } from 'node:v8';

// V8 sizes its heap by the machine's memory, not by what a process holds: on 24 GiB it lets the
// young generation grow to 128 MB and the old one to four times its live data before a full
// collection. A sync's live data is tens of megabytes and its garbage hundreds (every record is
// parsed, mapped, checked and written once), so its peak was V8's policy's rather than its data's:
// 530 MB for the 2,500-listing agency, 730 MB for a 100 MB Kyero feed (issue 44's goal: 512 MB).

/** The percentage of its live data the old generation grows by after a full collection (V8's default: up to 300). */
export const SYNC_OLD_GENERATION_GROWTH_PERCENT = 50;

/**
 * A heap for the sync's own work, set as the run begins: the young generation keeps the size the
 * start-up gave it (64 MB here) and the old generation grows by half its live data. V8 reads both
 * settings at each collection, so they hold when set after start-up (the figures in
 * docs/benchmarks.md are measured so); a Node.js that ignored them would only use more memory.
 */
export function fitHeapToSync(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString(`--heap-growing-percent=${SYNC_OLD_GENERATION_GROWTH_PERCENT}`);
}
