import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { MediaStore } from './media-store.js';

// Several outputs may share one media folder (data/generated and a test or staging output made with
// --out). <media>/outputs.json lists each output that uses the folder with the digests it names, so
// that a sync removes a set only when no output names it. Sets that were in the folder before it had
// a registry (an older Vitrine, outputs we do not know) are "adopted": kept, never removed for us.
// Call everything here under the media folder's lock (pipeline/sync.ts takes it).

const REGISTRY = 'outputs.json';
const digest = z.string().regex(/^[0-9a-f]{64}$/);
const registrySchema = z.object({
  /** Absolute path of each output folder → the digests its data names. */
  outputs: z.record(z.string(), z.array(digest)),
  /** Sets found when the registry was first made: kept until the operator drops this list. */
  adopted: z.array(digest).default([]),
});
type Registry = z.infer<typeof registrySchema>;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** An output is gone when neither it nor the copy a swap keeps (<out>.previous) exists any more. */
const isGone = async (out: string) => !(await exists(out)) && !(await exists(`${out}.previous`));

/**
 * Opens the registry before the sync writes any set: a folder without one adopts what it holds now,
 * which is what outputs we cannot see may name.
 */
export async function openMediaRegistry(media: MediaStore) {
  const remedy = 'every set now in the media folder is kept; nothing is removed until the registry is rebuilt';
  const known = await media.readJson(REGISTRY, registrySchema, remedy);
  const registry: Registry = known ?? { outputs: {}, adopted: (await media.digests()).sort() };
  const before = known ? JSON.stringify(known) : undefined;

  return {
    /**
     * Records the digests `out` names now, forgets outputs that are gone, and removes every set that
     * no output names and that was not adopted. Returns how many sets went.
     */
    async release(out: string, used: ReadonlySet<string>): Promise<{ removed: number; forgotten: string[] }> {
      const self = resolve(out);
      registry.outputs[self] = [...used].sort();
      const forgotten: string[] = [];
      for (const other of Object.keys(registry.outputs)) {
        if (other !== self && (await isGone(other))) {
          delete registry.outputs[other];
          forgotten.push(other);
        }
      }
      // The registry first: a crash between the two leaves sets to remove next time, never a named set gone.
      // Rewritten only when it changed: a sync with nothing new touches no file of the media folder.
      if (JSON.stringify(registry) !== before) await media.writeJson(REGISTRY, registry);
      const keep = new Set([...registry.adopted, ...Object.values(registry.outputs).flat()]);
      const unused = (await media.digests()).filter((d) => !keep.has(d));
      await media.remove(unused);
      return { removed: unused.length, forgotten };
    },
  };
}
