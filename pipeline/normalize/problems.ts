import type { z } from 'zod';
import type { Language, RecordProblem } from '../../schema/index.js';

type Kind = RecordProblem['kind'];

/** Turns zod issues on a raw record into report lines naming the feed's field and the value sent. */
export function problemsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  where: { id: number | null; kind: Kind; language: Language },
): RecordProblem[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(record)';
    const value = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown> | null)?.[key as PropertyKey], input);
    const shown = value === undefined ? 'missing' : `got ${JSON.stringify(value)?.slice(0, 80)}`;
    return { ...where, field, reason: `${issue.message} (${shown})`, action: 'quarantined' };
  });
}

export function idOf(input: unknown): number | null {
  const id = (input as { ID?: unknown } | null)?.ID;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null; // the report's ids are safe integers
}
