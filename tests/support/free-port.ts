import { createServer } from 'node:net';

/**
 * A port of 127.0.0.1 that nothing listens on now: the kernel's choice, released at once. For a
 * server to start on, or for a connection to be refused.
 */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
