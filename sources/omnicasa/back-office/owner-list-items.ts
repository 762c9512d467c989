import { VitrineError } from '../../../pipeline/errors.js';

// The owner methods answer lists in two shapes (fw4's ListResponseSimple reads both): a bare
// array, or the paged {From, To, Items, RowsCount}. A null Value is an empty list. Pure.

/** The list's items, or null when the value is no list at all. */
export function listItems(value: unknown): unknown[] | null {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  const items = (value as { Items?: unknown }).Items;
  if (typeof value === 'object' && (items === null || items === undefined)) return [];
  return Array.isArray(items) ? items : null;
}

/** An answer we cannot read, named by its method. */
export function badAnswer(method: string, reason: string): VitrineError {
  return new VitrineError(
    'FEED_BAD_RESPONSE',
    `${method}: ${reason}`,
    'The back office answered in an unexpected shape: the owner portal shows its own figures meanwhile; contact Omnicasa support if it lasts.',
  );
}
