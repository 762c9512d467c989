import { describe, expect, it } from 'vitest';
import { createProgressPrinter } from '../../cli/progress.js';
import type { SyncEvent } from '../../pipeline/sync.js';

// Issue 44, "Staff see a long run move": on a terminal one line rewritten in place, with the listings
// read and the photos done of the total and the hosts held back; on a pipe, one line per stage.

function printed(tty: boolean, events: SyncEvent[]): string {
  let text = '';
  const stream = { isTTY: tty, write: (chunk: string) => (text += chunk) } as unknown as NodeJS.WriteStream;
  const print = createProgressPrinter(stream);
  for (const event of events) print(event);
  return text;
}

const fetch = (page: number, rows: number): SyncEvent => ({
  stage: 'fetch',
  progress: { method: 'GetPropertyList', language: 'fr', page, pages: 2, rows },
});
const photos = (done: number, heldBack: number, hostsHeldBack: string[]): SyncEvent => ({
  stage: 'images',
  progress: { done, total: 200, encoded: done - heldBack, heldBack, hostsHeldBack, rate: 4 },
});
const run = [
  fetch(1, 50),
  fetch(2, 30),
  { stage: 'normalize' } as const,
  photos(10, 0, []),
  photos(60, 40, ['photos.example.be']),
];

describe('the sync progress', () => {
  it('on a terminal, says the listings read, the photos done of the total and the hosts held back', () => {
    const lines = printed(true, run).split('\r\x1b[K');
    expect(lines).toContain('fetch  GetPropertyList fr page 2/2 · 2 pages, 80 listings read');
    expect(lines.at(-1)).toBe('photos 60/200 · 20 encoded · 40 held back on photos.example.be · 4.0 photos/s');
  });

  it('on a pipe, writes one line per stage', () => {
    expect(printed(false, run)).toBe('fetch…\nnormalize…\nphotos…\n');
  });
});
