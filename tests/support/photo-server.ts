import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 for photos: it answers conditional requests like a CDN does
// (ETag / If-None-Match → 304) and serves the broken photos a back office really sends.

export type PhotoRoute = { kind: 'image'; body: Buffer; type?: string } | { kind: 'status'; status: number } | { kind: 'hang' };

export async function startPhotoServer(routes: Map<string, PhotoRoute>) {
  const log: { path: string; status: number; ifNoneMatch?: string }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const route = routes.get(path) ?? { kind: 'status', status: 404 };
    const ifNoneMatch = req.headers['if-none-match'];
    if (route.kind === 'hang') {
      log.push({ path, status: 0, ifNoneMatch });
      return;
    }
    if (route.kind === 'status') {
      log.push({ path, status: route.status, ifNoneMatch });
      res.writeHead(route.status, { 'content-type': 'text/html' }).end('<!DOCTYPE html><h1>Not found</h1>');
      return;
    }
    const etag = `"${createHash('sha256').update(route.body).digest('hex').slice(0, 16)}"`;
    if (ifNoneMatch === etag) {
      log.push({ path, status: 304, ifNoneMatch });
      res.writeHead(304, { etag }).end();
      return;
    }
    log.push({ path, status: 200, ifNoneMatch });
    res.writeHead(200, { 'content-type': route.type ?? 'image/jpeg', etag }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A decompression bomb as they come: a tiny PNG whose header claims 40,000 × 40,000 pixels. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(40_000, 0);
  header.writeUInt32BE(40_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
