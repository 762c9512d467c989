import type { ServeProcess } from '../../bench/support/serve-process.js';

// The log of a `vitrine serve` child process (JSON lines on its standard output), whole, from its
// start: startServe keeps only the end of what it printed. A test waits for a line by its events.

export type LogLine = Record<string, unknown>;

export function followServeLog(server: ServeProcess) {
  let text = server.output();
  let errors = '';
  const waiting: { match: RegExp; resolve: () => void }[] = [];
  server.child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk;
    for (const w of [...waiting]) {
      if (!w.match.test(text)) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  server.child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk;
  });
  return {
    /** Standard output so far. */
    text: () => text,
    /** Standard error since the start was heard (Node's own warnings). */
    errors: () => errors,
    /** Standard output's lines, each parsed (throws on one that is not JSON). */
    lines: (): LogLine[] =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as LogLine),
    /** Resolves once the output holds a match. */
    until: (match: RegExp) =>
      match.test(text) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ match, resolve })),
  };
}
