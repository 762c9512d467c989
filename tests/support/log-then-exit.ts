import { writeSync } from 'node:fs';
import { standardOutputLog } from '../../server/log/standard-output.js';

// A child for tests/integration/standard-output-log.test.ts. Its parent does not read yet: standard
// output (a pipe, non-blocking as Node leaves it once process.stdout is touched, which `vitrine serve`
// does) is filled to the brim, as a slow collector leaves it; then the last line goes to the log,
// which cannot write it yet. The parent is told, starts reading, and the child exits as the stop
// does: after ending its log, unless told not to (argv[2] === 'exit-at-once').

const LAST = `${JSON.stringify({ msg: 'stopped: the store is closed' })}\n`;

function fillStandardOutput(): number {
  void process.stdout.isTTY;
  const block = Buffer.alloc(4096, '.');
  let written = 0;
  for (;;) {
    try {
      written += writeSync(1, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return written;
      throw error;
    }
  }
}

const filled = fillStandardOutput();
const output = standardOutputLog();
output.stream.write(LAST);
process.send?.(filled);
if (process.argv[2] !== 'exit-at-once') await output.ended();
process.exit(0);
