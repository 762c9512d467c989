import type { FastifyInstance } from 'fastify';

// A stopping server (stop-server.ts) waits for every connection to end, and a browser keeps its
// connection open as long as the server's Keep-Alive header allows (72 s): the answers of the
// requests in flight when it starts to stop say `Connection: close`, and a connection left idle by
// an answer already on its way (a file being streamed) is closed once that answer has gone.

export function drainConnectionsOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
