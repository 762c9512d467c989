import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VitrineError } from '../../pipeline/errors.js';
import { listValueSchema } from './envelope.js';
import { languageOfId } from './languages.js';
import type { OmnicasaParams, OmnicasaTransport } from './request.js';

// A snapshot keeps, per method and language, the envelope of a call that returned every row:
// <dir>/<Method>.<lang>.json. Answering from it applies Limit1/Limit2 like the service does, so
// the bundled sample and the test server go through the same paging code as the real service.

export function createSnapshotResponder(dir: string) {
  const files = new Map<string, Promise<Record<string, unknown>>>();

  function load(name: string): Promise<Record<string, unknown>> {
    let file = files.get(name);
    if (!file) {
      file = readFile(join(dir, name), 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>);
      files.set(name, file);
    }
    return file;
  }

  /** The envelope the service would send for this call, or undefined when the snapshot lacks it. */
  return async function respond(method: string, params: OmnicasaParams): Promise<unknown | undefined> {
    const language = languageOfId(params.DescriptionLanguageId ?? params.LanguageId);
    const name = `${method}.${language ?? 'all'}.json`;
    let envelope: Record<string, unknown>;
    try {
      envelope = await load(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const key = `${method}JsonResult`;
    const result = envelope[key] as Record<string, unknown> | undefined;
    const list = listValueSchema.safeParse(result?.Value);
    if (!result || !list.success || typeof params.Limit1 !== 'number') return envelope;
    const first = params.Limit1;
    const last = typeof params.Limit2 === 'number' ? params.Limit2 : list.data.RowsCount;
    const items = list.data.Items.slice(first - 1, last);
    return {
      [key]: { ...result, Value: { From: first, To: first + items.length - 1, Items: items, RowsCount: list.data.Items.length } },
    };
  };
}

/** Reads the bundled sample (or any snapshot folder) through the same adapter as the live service. */
export function createSnapshotTransport(dir: string): OmnicasaTransport {
  const respond = createSnapshotResponder(dir);
  let requestCount = 0;
  return {
    location: dir,
    get requestCount() {
      return requestCount;
    },
    async call(context, params) {
      requestCount++;
      const body = await respond(context.method, params);
      if (body === undefined) {
        throw new VitrineError(
          'SNAPSHOT_MISSING',
          `${context.method}: the snapshot in ${dir} has no file for this call`,
          `Add ${context.method}.<lang>.json to the snapshot folder, or sync from the live service.`,
        );
      }
      return body;
    },
  };
}
