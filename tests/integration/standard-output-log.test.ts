import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `vitrine serve`'s stop writes its last line and exits: when a slow reader has left standard output
// full, that line waits in the log, and an exit at once would lose it. The child fills its output
// while this side does not read, logs the line, and exits once told that this side reads.

const CHILD = fileURLToPath(new URL('../support/log-then-exit.ts', import.meta.url));

async function outputOf(args: string[]) {
  const child = fork(CHILD, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  child.stdout?.pause();
  const [filled] = (await once(child, 'message')) as [number];
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  child.stdout?.resume();
  const [code] = await once(child, 'close');
  return { code, filled, text };
}

describe('the standard output log', () => {
  it('is out, to its last line, before the process exits, though its reader left the pipe full', async () => {
    const { code, filled, text } = await outputOf([]);
    expect(code).toBe(0);
    expect(filled).toBeGreaterThan(0);
    expect(text.length).toBe(filled + '{"msg":"stopped: the store is closed"}\n'.length);
    expect(text.endsWith('.{"msg":"stopped: the store is closed"}\n')).toBe(true);
  });
});
