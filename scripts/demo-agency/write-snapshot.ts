import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AgencySnapshot } from './generate.js';

/** Writes <dir>/<Method>.<lang>.json: the envelope of a list call that returned every row. */
export async function writeSnapshot(snapshot: AgencySnapshot, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [language, lists] of Object.entries(snapshot.byLanguage)) {
    for (const [method, items] of Object.entries(lists)) {
      const envelope = {
        [`${method}JsonResult`]: {
          Code: 0,
          Message: '',
          Success: true,
          Value: { From: 1, To: items.length, Items: items, RowsCount: items.length },
        },
      };
      await writeFile(join(dir, `${method}.${language}.json`), `${JSON.stringify(envelope, null, 2)}\n`);
    }
  }
}
