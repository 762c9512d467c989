import type { DepartedProperty, Language } from '../../../schema/index.js';
import { isAsTheSyncChecked, loadDeparted, loadPropertyIds } from '../../data/load.js';
import { enabledLanguages } from '../../site-config.js';

/** One page a departed property keeps: its last URL in one language. */
export interface GoneEntry {
  url: string;
  locale: Language;
  departed: DepartedProperty;
}

let entries: Map<string, GoneEntry> | undefined;

/**
 * Every departed page of the enabled languages, by URL; read once per build process. A property
 * published again is left out (the sync drops it from the list; an edited file might not).
 */
export function goneEntries(): Map<string, GoneEntry> {
  if (entries) return entries;
  const first = enabledLanguages()[0];
  // The sync checked that no departed property publishes (pipeline/write/check-output.ts): while both
  // files are those it checked, the ids are not read again, which a process rendering other
  // languages paid with a whole language's listings (a large agency: 17 MB).
  const checked = first !== undefined && isAsTheSyncChecked('departed.json') && isAsTheSyncChecked(`${first}/properties.json`);
  const live = new Set(first && !checked ? loadPropertyIds(first) : []);
  entries = new Map();
  for (const departed of loadDeparted()) {
    if (live.has(departed.id)) continue;
    for (const locale of enabledLanguages()) {
      const url = departed.urls[locale];
      if (url) entries.set(url, { url, locale, departed });
    }
  }
  return entries;
}
