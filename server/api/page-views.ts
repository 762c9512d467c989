import type { FastifyInstance } from 'fastify';
import { FORM_ERRORS, PAGE_VIEW_PATH, pageViewSchema } from '../../schema/index.js';
import type { GroupCommit } from '../db/group-commit.js';
import { countViews } from '../db/page-view-counts.js';
import { AGENCY_TIME_ZONE, calendarDay } from '../owner/calendar-day.js';
import { replyToStoreFault } from './store-fault-reply.js';
import { windowLimit } from './window-limit.js';

// POST /api/page-views: the first-party, cookie-less page-view beacon (§1 owner portal, §7). The body
// is checked by the shared schema (schema/page-view.ts) and counted into its property's, day's and
// source's row (page_view_days): no address, no time finer than the agency's day, and a table that
// grows with properties × days × sources, never with the traffic. Past the limit a view is dropped
// quietly: a beacon's answer is never read, and an error would only show in the visitor's console.

export interface PageViewOptions {
  /** The server's one group commit: a burst of views shares a transaction (and a flush) with the forms'. */
  commits: GroupCommit;
  /** Per visitor address: this many views per window are stored. */
  rateLimit?: { max: number; windowMs: number };
  /** The agency's time zone (IANA name): the day a view counts for. AGENCY_TIME_ZONE when not given. */
  timeZone?: string;
  /** The clock a view is dated by (a test sets it to a month's last half hour). */
  now?: () => Date;
}

export function pageViewRoutes(app: FastifyInstance, options: PageViewOptions) {
  const limit = windowLimit(options.rateLimit?.max ?? 120, options.rateLimit?.windowMs ?? 60_000);
  const timeZone = options.timeZone ?? AGENCY_TIME_ZONE;
  const now = options.now ?? (() => new Date());
  app.post(PAGE_VIEW_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const parsed = pageViewSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'not a page view' });
    if (limit.allow(request.ip, Date.now())) {
      const { propertyId, language, referrer } = parsed.data;
      const row = { property_id: propertyId ?? '', day: calendarDay(now(), timeZone), source: referrer, views: 1 };
      try {
        await options.commits.run((trx) => countViews(trx, row));
      } catch (error) {
        // A held lock or a full disk loses this view; the visitor hears the §8 words, never SQLite's.
        return replyToStoreFault(reply, error, language) ?? reply.code(500).send({ message: FORM_ERRORS[language].apiError });
      }
    }
    return reply.code(204).send();
  });
}
