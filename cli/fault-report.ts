import type { VitrineError } from '../pipeline/errors.js';

/** The same fault is told again after this long at the earliest: a held lock fails every request meanwhile. */
const REPEAT_AFTER_MS = 60_000;

/**
 * What `vitrine serve` tells its operator when the store fails while it runs (a held lock, a full
 * disk, a damaged file): one sentence with the file and what to do, on stderr, not once per request.
 */
export function faultReporter(command: string, write: (line: string) => void = (line) => process.stderr.write(line)) {
  const toldAt = new Map<string, number>();
  return (error: VitrineError) => {
    const now = Date.now();
    if (now - (toldAt.get(error.code) ?? Number.NEGATIVE_INFINITY) < REPEAT_AFTER_MS) return;
    toldAt.set(error.code, now);
    write(`vitrine ${command}: ${error.message}\n  hint: ${error.hint}\n`);
  };
}
