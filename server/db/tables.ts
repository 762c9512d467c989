import type { Generated } from 'kysely';

// The server's store (DESIGN.md, Server): what visitors sent, and what is still to be delivered.
// Times are ISO strings (UTC): readable in the database and ordered as text.

export interface SubmissionsTable {
  id: Generated<number>;
  /** The form kind (schema/forms). */
  kind: string;
  /** The browser's key: a retried or double-clicked request stores one submission. */
  idempotency_key: string;
  language: string;
  /** The validated body, as JSON. */
  payload: string;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  submission_id: number;
  /** Where it goes: 'agency' (e-mail to the agency), 'visitor' (e-mail to the visitor or the friend), 'omnicasa'. */
  channel: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  /**
   * A worker's lease on the delivery (ISO, UTC): set in its own commit before the send, so no other
   * worker (or server instance) sends it meanwhile; past it, a worker that died mid-send is presumed
   * gone and the delivery is taken again (a repeat the recipient recognises by its Message-ID).
   */
  claimed_until: string | null;
}

export interface BookingsTable {
  id: Generated<number>;
  submission_id: number;
  property_id: number;
  slot_id: string;
  created_at: string;
}

/** Solved captcha challenges, by signature: each counts once. */
export interface CaptchaUsedTable {
  signature: string;
  used_at: string;
}

/** First-party page views (POST /api/page-views): no cookie, no address; what the owner portal counts. */
export interface PageViewsTable {
  id: Generated<number>;
  /** The property shown, or null for other pages. */
  property_id: string | null;
  language: string;
  /** schema/referrer-class.ts: direct, internal, search, social, portal, other. */
  referrer: string;
  /** The minute it arrived (ISO, UTC): enough for "today / this week / this month", no finer. */
  viewed_at: string;
}

export interface Tables {
  captcha_used: CaptchaUsedTable;
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  bookings: BookingsTable;
  page_views: PageViewsTable;
}
