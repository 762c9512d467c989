import {
  HISTORY_MAX_ENTRIES,
  NEW_BADGE_DAYS,
  PRICE_DROP_BADGE_DAYS,
  type Property,
  type PropertyHistory,
  type Status,
} from '../../schema/index.js';

// Issue 17: a property's price and status history, carried from output to output, and the
// "Nouveau" / "Prix en baisse" flags it gives at this output's time. Pure: the sync reads the last
// output (pipeline/write/last-output.ts) and hands it here.

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the last output said of a property. */
export interface LastRecord {
  /** The published amount; null when the price was not published. */
  amount: number | null;
  status: Status;
  /** Null in an output from before histories. */
  history: PropertyHistory | null;
}

export interface LastOutput {
  /** Its publication time (its manifest's generatedAt); null when that cannot be read. */
  publishedAt: string | null;
  records: ReadonlyMap<number, LastRecord>;
}

export interface HistoryContext {
  /** This run's publication time. */
  now: Date;
  /** "Nouveau" for this many days after the first publication. */
  newForDays: number;
  /** Null on a first sync: there is no output to compare with. */
  last: LastOutput | null;
}

/** What of this run's record its history depends on. */
export type HistorySubject = Pick<Property, 'id' | 'status' | 'createdAt'> & {
  price: Pick<Property['price'], 'amount' | 'published'>;
};

/** The amount a visitor sees: null when the price is not published. */
export const publishedAmount = (price: HistorySubject['price']): number | null => (price.published ? price.amount : null);

const earlier = (a: number, b: number) => new Date(Math.min(a, b)).toISOString();

type Start = Omit<PropertyHistory, 'isNew' | 'formerPrice'>;

/**
 * The history before this run. A property the last output had carries its history. One it had
 * without a history (an output from before them), or any property on a first sync, was on the
 * market before the history began: it starts at the feed's creation date when there is one (so it
 * is "new" only if the agency created it lately), else as a baseline that is never "new". Any other
 * property is new in this run.
 */
function startOf(subject: HistorySubject, context: HistoryContext): Start {
  const now = context.now.getTime();
  const record = context.last?.records.get(subject.id);
  if (record?.history) return record.history;
  if (context.last && !record) return { firstPublishedAt: context.now.toISOString(), prices: [], statuses: [] };
  // Already published: by the last output's time when it had the property, else by now.
  const lastAt = Date.parse(context.last?.publishedAt ?? '');
  const since = record && Number.isFinite(lastAt) ? Math.min(lastAt, now) : now;
  const created = Date.parse(subject.createdAt ?? '');
  const firstPublishedAt = earlier(Number.isFinite(created) ? created : since, since);
  const at = new Date(since).toISOString();
  return {
    firstPublishedAt,
    ...(Number.isFinite(created) ? {} : { baseline: true }),
    prices: record ? [{ at, amount: record.amount }] : [],
    statuses: record ? [{ at, status: record.status }] : [],
  };
}

/** Appends `entry` when its value differs from the last entry's, keeping the newest HISTORY_MAX_ENTRIES. */
function extend<T extends { at: string }>(entries: readonly T[], entry: T, same: (a: T, b: T) => boolean): T[] {
  const last = entries.at(-1);
  if (last && same(last, entry)) return [...entries];
  return [...entries, entry].slice(-HISTORY_MAX_ENTRIES);
}

/**
 * The price before the last drop (two successive published prices, the second lower), while that
 * drop is less than PRICE_DROP_BADGE_DAYS old and `current` is still below it; else null.
 */
export function formerPriceOf(prices: PropertyHistory['prices'], current: number | null, now: Date): number | null {
  if (current === null) return null;
  for (let i = prices.length - 1; i > 0; i--) {
    const before = prices[i - 1]?.amount ?? null;
    const after = prices[i]?.amount ?? null;
    if (before === null || after === null || after >= before) continue;
    const age = now.getTime() - Date.parse(prices[i]?.at ?? '');
    return age < PRICE_DROP_BADGE_DAYS * DAY_MS && current < before ? before : null;
  }
  return null;
}

/** "Nouveau": first published less than `days` days before `now`; never for a baseline. */
export function isNewAt(history: Pick<PropertyHistory, 'firstPublishedAt' | 'baseline'>, now: Date, days: number): boolean {
  if (history.baseline) return false;
  return now.getTime() - Date.parse(history.firstPublishedAt) < days * DAY_MS;
}

/** The property's history in this run's output: the last one's, with this run's price and status. */
export function historyOf(subject: HistorySubject, context: HistoryContext): PropertyHistory {
  const start = startOf(subject, context);
  const at = context.now.toISOString();
  const amount = publishedAmount(subject.price);
  const prices = extend(start.prices, { at, amount }, (a, b) => a.amount === b.amount);
  const statuses = extend(start.statuses, { at, status: subject.status }, (a, b) => a.status === b.status);
  return {
    firstPublishedAt: start.firstPublishedAt,
    ...(start.baseline ? { baseline: true } : {}),
    isNew: isNewAt(start, context.now, context.newForDays),
    formerPrice: formerPriceOf(prices, amount, context.now),
    prices,
    statuses,
  };
}

/** The history every record gets when there is no last output to compare with (a first sync at `now`). */
export const firstSyncHistories =
  (now: Date, newForDays = NEW_BADGE_DAYS) =>
  (subject: HistorySubject): PropertyHistory =>
    historyOf(subject, { now, newForDays, last: null });
