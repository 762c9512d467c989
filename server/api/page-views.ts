import type { FastifyInstance } from 'fastify';
import { FORM_ERRORS, PAGE_VIEW_PATH, pageViewSchema } from '../../schema/index.js';
import { countViews } from '../db/page-view-counts.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';
import { AGENCY_TIME_ZONE, calendarDay } from '../owner/calendar-day.js';
import { replyToStoreFault } from './store-fault-reply.js';
import type { WindowCounter } from './window-counter.js';

// POST /api/page-views: the first-party, cookie-less page-view beacon (§1 owner portal, §7). The body
// is checked by the shared schema (schema/page-view.ts) and counted into its property's, day's and
// source's row (page_view_days): no address, no time finer than the agency's day, and a table that
// grows with properties × days × sources, never with the traffic. Past the limit a view is dropped
// quietly: a beacon's answer is never read, and an error would only show in the visitor's console.

export interface PageViewOptions {
  /** The store's units of work: on SQLite a burst of views shares a transaction (and a flush) with the forms'. */
  commits: UnitsOfWork;
  /** Per visitor address: this many views per window of the counter's are stored. */
  limit: { max: number; counter: WindowCounter };
  /** The agency's time zone (IANA name): the day a view counts for. AGENCY_TIME_ZONE when not given. */
  timeZone?: string;
  /** The clock a view is dated by (a test sets it to a month's last half hour). */
  now?: () => Date;
}

export function pageViewRoutes(app: FastifyInstance, options: PageViewOptions) {
  const timeZone = options.timeZone ?? AGENCY_TIME_ZONE;
  const now = options.now ?? (() => new Date());
  app.post(PAGE_VIEW_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const parsed = pageViewSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'not a page view' });
    const { propertyId, language, referrer } = parsed.data;
    try {
      const { hits } = await options.limit.counter.hit(request.ip, Date.now());
      if (hits <= options.limit.max) {
        const row = { property_id: propertyId ?? '', day: calendarDay(now(), timeZone), source: referrer, views: 1 };
        await options.commits.run((trx) => countViews(trx, row));
      }
    } catch (error) {
      // A held lock or a full disk loses this view; the visitor hears the §8 words, never the store's.
      return replyToStoreFault(reply, error, language) ?? reply.code(500).send({ message: FORM_ERRORS[language].apiError });
    }
    return reply.code(204).send();
  });
}
