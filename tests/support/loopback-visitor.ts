import { Agent, fetch, type RequestInit } from 'undici';

// A visitor of its own for a test server on 127.0.0.1, with no proxy header to trust: its requests
// leave from another loopback address (127.0.0.0/8 is all this machine's), so the server's
// request.ip, and every per-visitor limit keyed on it, is another visitor's.

/** Requests from 127.0.0.`n` (2–254); `close` ends its connections. */
export function loopbackVisitor(n: number) {
  const dispatcher = new Agent({ localAddress: `127.0.0.${n}` });
  return {
    fetch: (url: string, init: RequestInit = {}) => fetch(url, { ...init, dispatcher }),
    close: () => dispatcher.close(),
  };
}
