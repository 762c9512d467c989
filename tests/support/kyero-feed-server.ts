import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 that serves one Kyero feed file as a web server does: streamed,
// with an ETag of its version (size and modification time) and a 304 to a request that names it.

export async function startKyeroFeedServer(file: string) {
  /** The status of each answer, in order. */
  const answers: number[] = [];
  const server = createServer((request, response) => {
    void stat(file).then(
      (info) => {
        const etag = `"${info.size}-${info.mtimeMs}"`;
        const status = request.headers['if-none-match'] === etag ? 304 : 200;
        answers.push(status);
        if (status === 304) response.writeHead(304, { etag }).end();
        else {
          response.writeHead(200, { 'content-type': 'application/xml', 'content-length': info.size, etag });
          createReadStream(file).pipe(response);
        }
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
    answers,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
