import { cleanLine } from '../derive/index.js';
import type { Report } from './bounds.js';

/**
 * Every text field of a raw record but those in `skip` (HTML, URLs) cleaned as a one-line text
 * (derive/clean-text.ts); each change is reported under its field, a text left empty becomes null.
 */
export function cleanTexts<T extends object>(raw: T, skip: readonly string[], report: Report): T {
  const copy: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [field, value] of Object.entries(copy)) {
    if (typeof value === 'string' && !skip.includes(field)) copy[field] = cleanText(value, field, report);
  }
  return copy as T;
}

/** One optional text cleaned the same way, for nested items (a document's name, a point of interest). */
export function cleanText(value: string | null | undefined, field: string, report: Report): string | null {
  if (!value) return null;
  const clean = cleanLine(value);
  if (clean.changes.length) report(field, clean.changes.join('; '));
  return clean.text;
}
