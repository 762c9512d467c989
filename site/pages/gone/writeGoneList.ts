import { GONE_LIST_FILE, type GoneList } from '../../../schema/index.js';
import type { SiteFileWriter } from '../../build/site-file-writer.js';
import { goneEntries } from './goneEntries.js';

/**
 * Writes <site>/gone.json, the paths of the departed pages, which `vitrine serve` answers with 410
 * (server/gone-pages.ts). Called by the build after the prerender, from the same data.
 */
export async function writeGoneList(site: SiteFileWriter): Promise<void> {
  const list: GoneList = { paths: [...goneEntries().keys()].sort() };
  await site.write(GONE_LIST_FILE, `${JSON.stringify(list)}\n`);
}
