import { describe, expect, it } from 'vitest';
import { createHostBreaker, HOST_FAILURES_IN_A_ROW, hostOf } from '../../../pipeline/feed/host-breaker.js';

// A run's breaker per host (pipeline/feed/host-breaker.ts): failed tries in a row hold a host back,
// an answer in between starts the count again, and one host's failures never hold back another.

describe('the breaker per host', () => {
  it('holds a host back at the failed tries in a row, and aborts its requests in flight', () => {
    const breaker = createHostBreaker();
    const signal = breaker.signalFor('cdn.example:443');
    for (let k = 1; k < HOST_FAILURES_IN_A_ROW; k++) breaker.failed('cdn.example:443', 'no complete answer within 30000 ms');
    expect(breaker.heldBack('cdn.example:443')).toBeUndefined();
    expect(signal.aborted).toBe(false);
    breaker.failed('cdn.example:443', 'no complete answer within 30000 ms');
    expect(breaker.heldBack('cdn.example:443')).toEqual({
      host: 'cdn.example:443',
      reason: `no complete answer within 30000 ms, ${HOST_FAILURES_IN_A_ROW} tries in a row`,
    });
    expect(signal.aborted).toBe(true);
    // A request asked for after that gets a signal already aborted.
    expect(breaker.signalFor('cdn.example:443').aborted).toBe(true);
    expect(breaker.held()).toHaveLength(1);
  });

  it('starts the count again after an answer', () => {
    const breaker = createHostBreaker(3);
    for (const outcome of ['failed', 'failed', 'answered', 'failed', 'failed', 'answered', 'failed'] as const) {
      if (outcome === 'failed') breaker.failed('photos.example', 'ECONNRESET');
      else breaker.answered('photos.example');
    }
    expect(breaker.heldBack('photos.example')).toBeUndefined();
  });

  it('counts each host apart, and keeps a held-back host held back whatever comes after', () => {
    const breaker = createHostBreaker(2);
    breaker.failed('a.example', 'ECONNREFUSED');
    breaker.failed('b.example', 'ECONNREFUSED');
    breaker.failed('a.example', 'ECONNREFUSED');
    expect(breaker.heldBack('a.example')?.reason).toBe('ECONNREFUSED, 2 tries in a row');
    expect(breaker.heldBack('b.example')).toBeUndefined();
    expect(breaker.signalFor('b.example').aborted).toBe(false);
    breaker.answered('a.example');
    breaker.failed('a.example', 'a later reason');
    expect(breaker.held()).toEqual([{ host: 'a.example', reason: 'ECONNREFUSED, 2 tries in a row' }]);
  });

  it('names a host by its host and port, as the URLs give them', () => {
    expect(hostOf('https://Photos.Example/a/b.jpg?x=1')).toBe('photos.example');
    expect(hostOf('http://127.0.0.1:8123/p.jpg')).toBe('127.0.0.1:8123');
    expect(hostOf('http://[::1]:8123/p.jpg')).toBe('[::1]:8123');
  });
});
