import type { Source, SourceKind } from '../../pipeline/source.js';
import { createOmnicasaClient } from './client.js';
import { mapOmnicasaFeeds } from './map-feed.js';
import type { OmnicasaTransport } from './request.js';

export interface OmnicasaSourceOptions {
  name: string;
  /** 'omnicasa' for the live service; 'sample' for a snapshot folder in its response shapes (the bundled demo agency). */
  kind: Extract<SourceKind, 'omnicasa' | 'sample'>;
  transport: OmnicasaTransport;
  pageSize?: number;
  concurrency?: number;
}

/** The agency's Omnicasa back office (or a snapshot of it) as a source of the pipeline. */
export function omnicasaSource(options: OmnicasaSourceOptions): Source {
  return {
    name: options.name,
    kind: options.kind,
    location: options.transport.location,
    async read({ languages, onProgress }) {
      const client = createOmnicasaClient({
        transport: options.transport,
        pageSize: options.pageSize,
        concurrency: options.concurrency,
        onProgress,
      });
      const feeds = await client.fetchAll(languages);
      return { languages: mapOmnicasaFeeds(feeds), requests: client.requestCount };
    },
  };
}
