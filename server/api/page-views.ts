import type { FastifyInstance } from 'fastify';
import { FORM_ERRORS, PAGE_VIEW_PATH, type PageView, pageViewSchema } from '../../schema/index.js';
import { countViews } from '../db/page-view-counts.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';
import { AGENCY_TIME_ZONE, calendarDay } from '../owner/calendar-day.js';
import type { PublishedProperties } from '../owner/published.js';
import { replyToStoreFault } from './store-fault-reply.js';
import { visitorKey } from './visitor-key.js';
import type { WindowCounter } from './window-counter.js';

// POST /api/page-views: the first-party, cookie-less page-view beacon (§1 owner portal, §7). The body
// is checked by the shared schema (schema/page-view.ts) and counted into its property's, day's and
// source's row (page_view_days): no address, no time finer than the agency's day, and a table that
// grows with properties × days × sources, never with the traffic. The owner reads these figures, so
// a property view counts only for a property the site publishes (an id made up adds no row), and once
// per visitor and window (twenty reloads naming "social" are one view). Past a limit, or not counted,
// a view is dropped quietly: a beacon's answer is never read, and an error would only show in the
// visitor's console.

/** One visitor's views of one property count once in a window this long (fixed windows, as every limit's). */
export const PROPERTY_VIEW_WINDOW_MS = 30 * 60_000;

export interface PageViewOptions {
  /** The store's units of work: on SQLite a burst of views shares a transaction (and a flush) with the forms'. */
  commits: UnitsOfWork;
  /** Per visitor (visitorKey: an IPv6 address by its /64): this many views per window of the counter's are stored. */
  limit: { max: number; counter: WindowCounter };
  /** The site as the last sync published it: a view of any other property id is dropped. */
  published: PublishedProperties;
  /** Per visitor and property, in windows of PROPERTY_VIEW_WINDOW_MS: the window's first view counts, the others are dropped. */
  oncePerVisitor: WindowCounter;
  /** The agency's time zone (IANA name): the day a view counts for. AGENCY_TIME_ZONE when not given. */
  timeZone?: string;
  /** The clock a view is dated and counted by (a test sets it to a month's last half hour). */
  now?: () => Date;
  /** Hears each beacon answered: counted or dropped (/metrics). */
  onView?: (counted: boolean) => void;
}

/**
 * The property id a view counts under: '' for a page that is not a property's; the published id (as
 * the site writes it) for this visitor's first view of it in the window; undefined to drop the view.
 */
async function countedUnder(options: PageViewOptions, view: PageView, visitor: string, at: number): Promise<string | undefined> {
  if (view.propertyId === null) return '';
  const id = Number(view.propertyId);
  if (!(await options.published.inLanguage(view.language)).has(id)) return undefined;
  const { hits } = await options.oncePerVisitor.hit(`${visitor}\n${id}`, at);
  return hits === 1 ? String(id) : undefined;
}

export function pageViewRoutes(app: FastifyInstance, options: PageViewOptions) {
  const timeZone = options.timeZone ?? AGENCY_TIME_ZONE;
  const now = options.now ?? (() => new Date());
  app.post(PAGE_VIEW_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const parsed = pageViewSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'not a page view' });
    const view = parsed.data;
    try {
      const at = now();
      const visitor = visitorKey(request.ip);
      const { hits } = await options.limit.counter.hit(visitor, at.getTime());
      const property = hits <= options.limit.max ? await countedUnder(options, view, visitor, at.getTime()) : undefined;
      if (property !== undefined) {
        const row = { property_id: property, day: calendarDay(at, timeZone), source: view.referrer, views: 1 };
        await options.commits.run((trx) => countViews(trx, row));
      }
      options.onView?.(property !== undefined);
    } catch (error) {
      // A held lock or a full disk loses this view; the visitor hears the §8 words, never the store's.
      return (
        replyToStoreFault(reply, error, view.language) ?? reply.code(500).send({ message: FORM_ERRORS[view.language].apiError })
      );
    }
    return reply.code(204).send();
  });
}
