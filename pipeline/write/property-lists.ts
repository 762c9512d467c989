import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language, Property } from '../../schema/index.js';
import type { RecordSink } from '../normalize/feed.js';
import { readList } from './list-file.js';
import type { Staging } from './publish.js';

// Each language's properties.json, written into the staging folder as normalizeFeed checks its
// records (one language after the other, each in id order): a record is a line on disk the moment
// it is checked, and no language's records are in memory whole.

export const propertiesPath = (language: Language) => `${language}/properties.json`;

export interface PropertyLists extends RecordSink {
  /** Ends the last list, writes an empty one for each of `languages` that had no record, and takes out what `remove` named. */
  close(languages: readonly Language[]): Promise<void>;
}

export function propertyListsIn(staging: Staging): PropertyLists {
  let current: { language: Language; list: ReturnType<Staging['startList']> } | undefined;
  const removed = new Map<Language, Set<number>>();
  const end = () => {
    current?.list.end();
    current = undefined;
  };
  return {
    add(language: Language, record: Property) {
      if (current?.language !== language) {
        end();
        current = { language, list: staging.startList(propertiesPath(language)) };
      }
      current.list.add(record);
    },
    remove(language, ids) {
      const set = removed.get(language) ?? new Set<number>();
      for (const id of ids) set.add(id);
      removed.set(language, set);
    },
    async close(languages) {
      end();
      for (const language of languages)
        if (!staging.files.has(propertiesPath(language))) staging.startList(propertiesPath(language)).end();
      // A record one language refused after an earlier one published it: that list is written again without it.
      for (const [language, ids] of removed) {
        const path = join(staging.dir, propertiesPath(language));
        await rename(path, `${path}.before`);
        const again = staging.startList(propertiesPath(language));
        const read = await readList(`${path}.before`, (record) => {
          if (!ids.has((record as Property).id)) again.add(record);
        });
        again.end();
        if (read.kind !== 'list') throw new Error(`${path}.before could not be read back (${read.kind})`);
        await rm(`${path}.before`);
      }
    },
  };
}
