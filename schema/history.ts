import { z } from 'zod';
import { STATUSES } from './spec/goals.js';

// Issue 17: what the sync remembers of each property from run to run (its price and status history,
// when it was first published) and the events of each run (new, cheaper, changed status), which
// `vitrine alerts send` matches against the alerts. Both live in the published output.

/** "Nouveau" for this many days after the first publication (the site configuration may change it). */
export const NEW_BADGE_DAYS = 14;
/** "Prix en baisse" with the former price for this many days after the drop. Ours. */
export const PRICE_DROP_BADGE_DAYS = 30;
/** At most this many entries per property in each history (the oldest go first). */
export const HISTORY_MAX_ENTRIES = 24;
/** Events are kept this long in <out>/events.json (a weekly digest needs 7 days; a server down for weeks still catches up), and this many at most. */
export const EVENT_LIMITS = { keepDays: 35, maxEntries: 20_000 } as const;

const at = z.iso.datetime();
const price = z.number().finite().nonnegative().nullable();

/** In every language's record of the property (the same in all). Prices are null when not published. */
export const propertyHistorySchema = z.object({
  /** The publication time of the first output that had the property. */
  firstPublishedAt: at,
  /**
   * True when the property was already on the market when its history began (the first sync, or an
   * output from before histories) and the feed gave no creation date: firstPublishedAt is then when
   * the history began, not when the agency published it, so the property is never "new".
   */
  baseline: z.boolean().optional(),
  /** Within the "Nouveau" days at this output's publication time. */
  isNew: z.boolean(),
  /** The price before the last drop, while that drop is within PRICE_DROP_BADGE_DAYS; else null. */
  formerPrice: price,
  /** Oldest first: each published price change (the first entry is the first price). */
  prices: z.array(z.object({ at, amount: price })).max(HISTORY_MAX_ENTRIES),
  /** Oldest first: each status change (the first entry is the first status). */
  statuses: z.array(z.object({ at, status: z.enum(STATUSES) })).max(HISTORY_MAX_ENTRIES),
});
export type PropertyHistory = z.infer<typeof propertyHistorySchema>;

export const EVENT_KINDS = ['new', 'price-drop', 'status'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const listingEventSchema = z.object({
  /** Stable and unique: `${propertyId}:${kind}:${at}`. */
  id: z.string().min(1),
  kind: z.enum(EVENT_KINDS),
  propertyId: z.number().int().positive(),
  /** The publication time of the output that first showed it. Events are ordered by it. */
  at,
  price,
  /** price-drop: the price before. */
  formerPrice: price.optional(),
  status: z.enum(STATUSES),
  /** status: the status before. */
  formerStatus: z.enum(STATUSES).optional(),
});
export type ListingEvent = z.infer<typeof listingEventSchema>;

/** <out>/events.json: oldest first, the last EVENT_LIMITS.keepDays days. A first sync (no output before) records none. */
export const EVENTS_FILE = 'events.json';
export const eventsFileSchema = z.object({ events: z.array(listingEventSchema) });
export type EventsFile = z.infer<typeof eventsFileSchema>;
