import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../schema/index.js';

// The owner's properties as the site publishes them (title, reference, page), read from the sync's
// output (data/generated) and read again when a sync has published a new one (its manifest changed).
// A property that is no longer published is still the owner's: its figures show without a title.

export interface PublishedProperty {
  title: string;
  reference: string | null;
  url: string;
}

export interface PublishedProperties {
  /** The language's published properties by id (one look at the manifest per call, not per property). */
  inLanguage(language: Language): Promise<ReadonlyMap<number, PublishedProperty>>;
}

interface Listed {
  id: number;
  title: string;
  reference?: string | null;
  url: string;
}

export function publishedProperties(dataDir: string): PublishedProperties {
  let loadedFor = -1;
  const byLanguage = new Map<Language, Map<number, PublishedProperty>>();
  async function current(language: Language): Promise<Map<number, PublishedProperty>> {
    const manifest = await stat(join(dataDir, 'manifest.json')).catch(() => undefined);
    const version = manifest?.mtimeMs ?? 0;
    if (version !== loadedFor) {
      byLanguage.clear();
      loadedFor = version;
    }
    let map = byLanguage.get(language);
    if (!map) {
      const text = await readFile(join(dataDir, language, 'properties.json'), 'utf8').catch(() => '[]');
      let listed: Listed[] = [];
      try {
        listed = JSON.parse(text) as Listed[];
      } catch {
        // A folder mid-swap or damaged: no titles this time; the figures do not depend on them.
      }
      map = new Map(listed.map((p) => [p.id, { title: p.title, reference: p.reference ?? null, url: p.url }]));
      byLanguage.set(language, map);
    }
    return map;
  }
  return { inLanguage: current };
}
