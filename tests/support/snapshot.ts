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

/** A modification date of now, as Omnicasa writes it: what a back office's edit leaves for ChangeSince. */
export const modifiedNow = () => `/Date(${Date.now()}+0100)/`;

/**
 * One listing's price changed in every language of a snapshot, as the back office edits it (with a
 * modification date of now): `pick` finds the listing in each language's list.
 */
export const changePrice = (snapshot: string, pick: (items: RawItem[]) => RawItem | undefined, price: (row: RawItem) => number) =>
  copySnapshot(snapshot, snapshot, (method, _language, items) => {
    if (method !== 'GetPropertyList') return undefined;
    const listing = pick(items);
    return items.map((row) => (row === listing ? { ...row, Price: price(row), ModificationDate: modifiedNow() } : row));
  });
