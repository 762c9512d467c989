import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../schema/index.js';

// The site's enabled languages as site.json says them now: an admin who enables one in
// /admin/settings/ (or a developer's edit) is followed by every form and check of /admin/ at once,
// without a restart. Read again only when the file changed; the languages `vitrine serve` started
// with while the file cannot be read.

const languagesOfFile = z.object({ languages: z.object({ enabled: z.array(z.enum(LANGUAGES)).min(1) }) });

export function liveLanguages<T extends { dir: string; languages: readonly Language[] }>(place: T): T {
  const file = join(place.dir, 'site.json');
  let seen = { stamp: '', languages: place.languages };
  const now = (): readonly Language[] => {
    try {
      const stat = statSync(file);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (stamp !== seen.stamp) {
        const parsed = languagesOfFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
        seen = { stamp, languages: parsed.success ? parsed.data.languages.enabled : seen.languages };
      }
    } catch {
      // Being written, or gone: the last languages read.
    }
    return seen.languages;
  };
  return {
    ...place,
    get languages() {
      return now();
    },
  };
}
