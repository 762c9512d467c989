import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates, type TLSSocket } from 'node:tls';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface H2Server {
  /** https://127.0.0.1:port */
  base: string;
  /** The HTTP version of every request it answered, in order ("2.0" or "1.1"). */
  versions: string[];
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1 made for this run by openssl, and its key. */
async function loopbackCertificate(): Promise<{ cert: string; key: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-tls-'));
  try {
    await run('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ]);
    return { cert: await readFile(join(dir, 'cert.pem'), 'utf8'), key: await readFile(join(dir, 'key.pem'), 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An HTTPS server on 127.0.0.1 that speaks HTTP/2 to a client offering it (ALPN) and HTTP/1.1 to the
 * others, as a CDN in front of a back office does. Every answer is `{"httpVersion": …}` in JSON. Its
 * certificate is added to this process's trusted ones, so clients connect to it as to any site.
 */
export async function startH2Server(): Promise<H2Server> {
  const { cert, key } = await loopbackCertificate();
  setDefaultCACertificates([...getCACertificates('default'), cert]);
  const versions: string[] = [];
  const server = createSecureServer({ cert, key, allowHTTP1: true }, (req, res) => {
    versions.push(req.httpVersion);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ httpVersion: req.httpVersion }));
  });
  // Clients keep their connections alive: closing the server ends them.
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `https://127.0.0.1:${port}`,
    versions,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
