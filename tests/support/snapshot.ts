import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type RawItem = Record<string, unknown>;

/**
 * Copies a feed snapshot, letting `edit` change the items of each file
 * (`method` e.g. GetPropertyList, `language` e.g. fr).
 */
export async function copySnapshot(
  from: string,
  to: string,
  edit: (method: string, language: string, items: RawItem[]) => RawItem[] | undefined = () => undefined,
): Promise<string> {
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    if (!name.endsWith('.json')) continue;
    const [method = '', language = ''] = name.split('.');
    const envelope = JSON.parse(await readFile(join(from, name), 'utf8'));
    const result = envelope[`${method}JsonResult`];
    const items = result?.Value?.Items as RawItem[] | undefined;
    if (items) {
      const edited = edit(method, language, items) ?? items;
      result.Value = { ...result.Value, Items: edited, To: edited.length, RowsCount: edited.length };
    }
    await writeFile(join(to, name), JSON.stringify(envelope));
  }
  return to;
}
