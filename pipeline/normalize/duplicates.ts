import type { Language, RecordProblem } from '../../schema/index.js';
import { idOf } from './problems.js';

/**
 * A feed list with each id kept once: the first record with an id is the one that counts, every
 * later one is quarantined with the reason. Without this, the last one silently won. Records
 * without a usable id pass through: normalizing them reports that.
 */
export function firstOfEachId(
  items: Iterable<unknown>,
  where: { kind: RecordProblem['kind']; language: Language },
): { items: unknown[]; problems: RecordProblem[] } {
  const seen = new Map<number, number>();
  const kept: unknown[] = [];
  const problems: RecordProblem[] = [];
  let position = -1;
  for (const item of items) {
    position += 1;
    const id = idOf(item);
    const first = id === null ? undefined : seen.get(id);
    if (id === null || first === undefined) {
      if (id !== null) seen.set(id, position);
      kept.push(item);
      continue;
    }
    problems.push({
      ...where,
      id,
      field: 'ID',
      reason: `duplicate id: record ${position + 1} of the list repeats record ${first + 1}, which is the one published; fix the back office so each ${where.kind} is sent once`,
      action: 'quarantined',
    });
  }
  return { items: kept, problems };
}
