import { destination } from 'pino';

// The JSON lines' way to standard output: pino's own destination, written in the background as by
// default, but held here so that a stop can end it. A process.exit while a line is still being
// written loses that line (pino's exit hook re-writes what is queued, not what is in flight): the
// stop's last line was lost that way now and then. Ended first, every line is out before the exit.

export interface StandardOutputLog {
  stream: { write(line: string): void };
  /** Resolves once every line written so far is out (standard output itself stays open). */
  ended(): Promise<void>;
}

export function standardOutputLog(): StandardOutputLog {
  const stream = destination({ dest: 1, sync: false });
  return {
    stream,
    ended: () =>
      new Promise<void>((resolve) => {
        // A reader gone (EPIPE) makes pino drop what is left: nothing more can be written then.
        stream.once('error', () => resolve());
        stream.once('close', () => resolve());
        stream.end();
      }),
  };
}
