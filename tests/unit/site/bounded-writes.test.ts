import { describe, expect, it } from 'vitest';
import { boundedWrites } from '../../../site/build/bounded-writes.js';

// The site build's writes (site/build/bounded-writes.ts): a few at a time, and a failure never lost.

const later = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('boundedWrites', () => {
  it('runs at most the given number of writes at once, and done waits for all of them', async () => {
    const writes = boundedWrites(2);
    const gates = [later(), later(), later()];
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    gates.forEach((gate, i) => {
      writes.add(async () => {
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
        finished.push(i);
      });
    });
    for (const gate of gates) gate.resolve();
    await writes.done();
    expect(most).toBe(2);
    expect(finished.sort()).toEqual([0, 1, 2]);
  });

  it('throws the first failure at the next write added and at done, never swallows it', async () => {
    const writes = boundedWrites(1);
    const first = later();
    writes.add(() => first.promise);
    first.reject(new Error('disk full: /site/fr/index.html'));
    await expect(writes.done()).rejects.toThrow('disk full: /site/fr/index.html');
    expect(() => writes.add(async () => {})).toThrow('disk full: /site/fr/index.html');
  });
});
