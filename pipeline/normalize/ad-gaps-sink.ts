import type { Language } from '../../schema/index.js';
import { type AdGap, adGapsOf } from '../derive/ad-compliance.js';
import type { Dataset, RecordSink } from './feed.js';

// Issue 46: what the listings lack of what their region requires in an advertisement, read from
// the checked records as normalizeFeed hands them to the sink: no list read again. A property's
// facts are the same in every language, so the first language's records are enough.

export function adGapsCollector(day: string) {
  let first: Language | undefined;
  const byId = new Map<number, AdGap[]>();
  return {
    /** The sink, with each record of the first language looked at on its way. */
    watching(sink: RecordSink): RecordSink {
      return {
        add(language, record) {
          first ??= language;
          if (language === first) {
            const gaps = adGapsOf(record, day);
            if (gaps.length > 0) byId.set(record.id, gaps);
          }
          sink.add(language, record);
        },
        remove: (language, ids) => sink.remove(language, ids),
      };
    },
    /** The gaps of the properties the dataset publishes (a record taken back in a later language has none), by id. */
    gaps(dataset: Dataset): AdGap[] {
      const published = new Set((first && dataset.byLanguage.get(first)?.properties.map((p) => p.id)) ?? []);
      return [...byId]
        .filter(([id]) => published.has(id))
        .sort(([a], [b]) => a - b)
        .flatMap(([, gaps]) => gaps);
    },
  };
}
