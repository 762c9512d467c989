import { runSync, type SyncOptions } from '../../pipeline/sync.js';
import { LANGUAGES } from '../../schema/index.js';
import { createHttpTransport, omnicasaSource } from '../../sources/omnicasa/index.js';
import { TEST_CREDENTIALS } from './omnicasa-server.js';

// A sync of every language, without the image stage, from the test server that plays the back
// office (tests/support/omnicasa-server.ts) on 127.0.0.1.

export const syncFromFeedServer = (
  serverUrl: string,
  out: string,
  { pageSize, ...options }: Partial<SyncOptions> & { pageSize?: number } = {},
) =>
  runSync({
    sources: [
      omnicasaSource({
        name: 'omnicasa',
        kind: 'omnicasa',
        transport: createHttpTransport({
          baseUrl: serverUrl,
          credentials: { CustomerName: TEST_CREDENTIALS.user, CustomerPassword: TEST_CREDENTIALS.password },
          retryDelayMs: 10,
        }),
        pageSize,
      }),
    ],
    out,
    languages: LANGUAGES,
    images: false,
    ...options,
  });
