import { createHttpTransport } from '../../pipeline/feed/omnicasa/http-transport.js';
import { runSync, type SyncOptions } from '../../pipeline/sync.js';
import { LANGUAGES } from '../../schema/index.js';
import { TEST_CREDENTIALS } from './omnicasa-server.js';

// A sync of every language, without the image stage, from the test server that plays the back
// office (tests/support/omnicasa-server.ts) on 127.0.0.1.

export const syncFromFeedServer = (serverUrl: string, out: string, options: Partial<SyncOptions> = {}) =>
  runSync({
    transport: createHttpTransport({
      baseUrl: serverUrl,
      credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
      retryDelayMs: 10,
    }),
    sourceKind: 'omnicasa',
    out,
    languages: LANGUAGES,
    images: false,
    ...options,
  });
