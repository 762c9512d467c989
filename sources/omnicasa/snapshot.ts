import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { VitrineError } from '../../pipeline/errors.js';
import { listValueSchema } from './envelope.js';
import { languageOfId } from './languages.js';
import { feedDate } from './raw-fields.js';
import type { OmnicasaParams, OmnicasaTransport } from './request.js';

// A snapshot keeps, per method and language, the envelope of a call that returned every row:
// <dir>/<Method>.<lang>.json. Answering from it applies Limit1/Limit2 like the service does, so
// the bundled sample and the test server go through the same paging code as the real service.

// ChangeSince keeps the rows whose ModificationDate is at or after it (read as UTC; a row without
// one is sent); GetDeletedPropertyIDs answers its file, or no IDs: a snapshot deletes nothing.

export interface SnapshotResponderOptions {
  /** Read a file again once it changed on disk: a test that edits the snapshot between syncs sees its edits. */
  reread?: boolean;
}

/** The time of a ChangeSince value ("yyyy-MM-dd HH:mm:ss"), as UTC; NaN when it is not one. */
const changeSinceTime = (value: unknown) => (typeof value === 'string' ? Date.parse(`${value.replace(' ', 'T')}Z`) : Number.NaN);

/** A row's ModificationDate, read as the sync reads it (feedDate), in ms; null without a valid one. */
function modifiedAt(row: unknown): number | null {
  const date = feedDate.safeParse((row as { ModificationDate?: unknown } | null)?.ModificationDate);
  return date.success && date.data !== null ? Date.parse(date.data) : null;
}

export function createSnapshotResponder(dir: string, options: SnapshotResponderOptions = {}) {
  const files = new Map<string, { mtimeMs: number; file: Promise<Record<string, unknown>> }>();

  async function load(name: string): Promise<Record<string, unknown>> {
    const path = join(dir, name);
    // With reread, a file is read again once it changed on disk (its modification time).
    const mtimeMs = options.reread ? (await stat(path)).mtimeMs : 0;
    const known = files.get(name);
    if (known && known.mtimeMs === mtimeMs) return known.file;
    const file = readFile(path, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>);
    files.set(name, { mtimeMs, file });
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
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (method !== 'GetDeletedPropertyIDs') return undefined;
      envelope = { [`${method}JsonResult`]: { Code: 0, Message: '', Success: true, Value: [] } };
    }
    const key = `${method}JsonResult`;
    const result = envelope[key] as Record<string, unknown> | undefined;
    const list = listValueSchema.safeParse(result?.Value);
    if (!result || !list.success || typeof params.Limit1 !== 'number') return envelope;
    const since = changeSinceTime(params.ChangeSince);
    const rows = Number.isNaN(since) ? list.data.Items : list.data.Items.filter((row) => (modifiedAt(row) ?? since) >= since);
    const first = params.Limit1;
    const last = typeof params.Limit2 === 'number' ? params.Limit2 : rows.length;
    const items = rows.slice(first - 1, last);
    return {
      [key]: { ...result, Value: { From: first, To: first + items.length - 1, Items: items, RowsCount: rows.length } },
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
