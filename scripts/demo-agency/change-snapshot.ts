import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// A feed snapshot (the sample or a generated agency) as a later sync would find it: the most common
// changes of a back office between two runs, in every language's property list. For the build's
// incremental tests and bench/build.

type Listing = Record<string, unknown>;

export interface SnapshotChanges {
  /** Lower one listing's price by € 5,000 (the first one above € 100,000). */
  lowerPrice?: boolean;
  /** Drop the last listing and add a copy of the second under a new id. */
  removeAndAdd?: boolean;
  /** Lower the prices of this many listings by 5 % (every tenth listing above € 100,000): bench/alerts. */
  lowerPrices?: number;
  /** Add copies of this many listings under new ids (every seventh one): bench/alerts. */
  addCopies?: number;
}

/** Copies `from` to `into` with the changes; the ids of the listings they touched. */
export async function changeSnapshot(from: string, into: string, changes: SnapshotChanges) {
  await cp(from, into, { recursive: true });
  const ids = { lowered: 0, removed: 0, added: 0 };
  for (const file of (await readdir(into)).filter((f) => f.startsWith('GetPropertyList.'))) {
    const feed = JSON.parse(await readFile(join(into, file), 'utf8'));
    const items: Listing[] = feed.GetPropertyListJsonResult.Value.Items;
    if (changes.lowerPrice) {
      const lowered = items.find((item) => Number(item.Price) > 100_000);
      if (!lowered) throw new Error(`${file}: no listing above € 100,000 to lower`);
      lowered.Price = Number(lowered.Price) - 5000;
      ids.lowered = Number(lowered.ID);
    }
    if (changes.removeAndAdd) {
      const removed = items.pop() as Listing;
      const added = { ...(items[1] as Listing), ID: Number(items[1]?.ID) + 900_000 };
      items.push(added);
      Object.assign(ids, { removed: Number(removed.ID), added: added.ID });
    }
    if (changes.lowerPrices) {
      const pricey = items.filter((item, i) => i % 10 === 0 && Number(item.Price) > 100_000).slice(0, changes.lowerPrices);
      for (const item of pricey) item.Price = Math.round(Number(item.Price) * 0.95);
    }
    if (changes.addCopies) {
      const copies = items.filter((_, i) => i % 7 === 0).slice(0, changes.addCopies);
      items.push(...copies.map((item) => ({ ...item, ID: Number(item.ID) + 800_000 })));
    }
    await writeFile(join(into, file), JSON.stringify(feed));
  }
  return ids;
}
