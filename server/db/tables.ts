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
  /** The property the submission is about, when it names one: the owner portal counts them. */
  property_id: number | null;
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

/**
 * A visit booked through the appointment form (finding 3): it holds its seat until `held_until`,
 * until the visitor confirms it by their e-mail's link or the agency by its own; cancelled, or held
 * past its time, it takes no seat. Its links' tokens are kept as SHA-256 only (db/token-hash.ts).
 */
export interface BookingsTable {
  id: Generated<number>;
  submission_id: number;
  property_id: number;
  slot_id: string;
  created_at: string;
  /** schema/appointments.ts BOOKING_STATES: held, confirmed or cancelled. Rows booked before holds existed are confirmed. */
  status: Generated<string>;
  /** A held booking's seat is kept until then (ISO, UTC); null for the rows from before holds. */
  held_until: string | null;
  /** SHA-256 of the token of the visitor's e-mail's links. */
  visitor_token_hash: string | null;
  /** SHA-256 of the token of the agency's e-mail's link. */
  agency_token_hash: string | null;
  /** HMAC of the visitor's key (api/visitor-key.ts), never the address: their held bookings are counted by it. */
  visitor_hash: string | null;
  /** When it was confirmed or cancelled. */
  settled_at: string | null;
}

/** Solved captcha challenges, by signature: each counts once. */
export interface CaptchaUsedTable {
  signature: string;
  used_at: string;
}

/**
 * First-party page views (POST /api/page-views), counted per property, day and source: no cookie,
 * no address, no time finer than the day. What the owner portal shows; its size grows with
 * properties × days × sources, never with the traffic.
 */
export interface PageViewDaysTable {
  /** The property shown, or '' for other pages. */
  property_id: string;
  /** The agency's calendar day (YYYY-MM-DD in its time zone). */
  day: string;
  /** schema/referrer-class.ts. */
  source: string;
  views: number;
}

/** Page views of all time per property and source: the owner portal's totals without summing the days. */
export interface PageViewTotalsTable {
  property_id: string;
  source: string;
  views: number;
}

/** Owners of properties (§1 owner portal): invited by the agency, or known to the back office. */
export interface OwnersTable {
  id: Generated<number>;
  /** Lower case: the login. */
  email: string;
  name: string;
  language: string;
  /** argon2id (PHC string); null until the owner sets one (or for an owner who logs in through the back office). */
  password_hash: string | null;
  /** The back office's person id, when the owner came from it. */
  back_office_id: number | null;
  created_at: string;
}

export interface OwnerPropertiesTable {
  owner_id: number;
  property_id: number;
}

/** Logged-in owners: the cookie holds the token, the table its SHA-256 (a stolen database opens no session). */
export interface OwnerSessionsTable {
  token_hash: string;
  owner_id: number;
  created_at: string;
  expires_at: string;
}

/** One-time links: an invitation or a password reset (SHA-256 of the token, as for sessions). */
export interface OwnerTokensTable {
  token_hash: string;
  owner_id: number;
  purpose: 'invite' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The agency's staff accounts (issue 45): who edits the site at /admin/, apart from the owners. */
export interface StaffTable {
  id: Generated<number>;
  /** Lower case: the login. */
  email: string;
  name: string;
  /** The language /admin/ speaks to them and their e-mails are in. */
  language: string;
  role: 'editor' | 'admin';
  /** argon2id (PHC string); null until they follow their invitation. */
  password_hash: string | null;
  /** The second factor's TOTP secret (base32), once they set one up; required for an admin. */
  totp_secret: string | null;
  /** The secret shown to set the second factor up, until a code of it confirms it. */
  totp_pending_secret: string | null;
  /** The 30-second step of the last code accepted: a code is taken once, never again (server/staff/second-factor.ts). */
  totp_last_step: number | null;
  created_at: string;
}

/** Logged-in staff: as the owners' sessions, the token's SHA-256 only. */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
}

/** The staff's one-time links: an invitation or a password reset (SHA-256 of the token). */
export interface StaffTokensTable {
  token_hash: string;
  staff_id: number;
  /** 'second-factor': a password accepted, the code still to come (minutes; server/staff/log-in.ts). */
  purpose: 'invite' | 'reset' | 'second-factor';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * What was done to the site and its accounts, by whom and when (issue 45): shown to admins. `detail`
 * holds what changed (JSON), never a password, token or secret.
 */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The staff member's e-mail, or `terminal (<user>)` for a command run on the server. */
  actor: string;
  action: string;
  /** What it was done to: an account's e-mail, a content file's path. */
  subject: string;
  detail: string;
}

/** Each text a content file had (issue 45): who saved it and when; any one can be put back. */
export interface ContentVersionsTable {
  id: Generated<number>;
  /** The file under data/site/content/ (articles.json, …). */
  file: string;
  saved_at: string;
  /** The staff member's e-mail; `the file on disk` for a text found there (a developer's edit). */
  actor: string;
  /** What changed, in a few words (an article's id, a restore of version n). */
  summary: string;
  /** The file's SHA-256 and its whole text. */
  digest: string;
  text: string;
}

/** Failed logins per account and per visitor address (hashed): slowed, then locked (server/owner/throttle.ts). */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

/**
 * Search alerts that we send (issue 17): made by the demand register or "save this search", live
 * once their address confirmed them (double opt-in), until unsubscribed. Times are ISO (UTC).
 */
export interface AlertsTable {
  id: Generated<number>;
  /** Lower case, as the visitor typed it otherwise. */
  email: string;
  /** The language of its e-mails and pages. */
  language: string;
  /** AlertCriteria (schema/alerts.ts), as JSON. */
  criteria: string;
  /** instant, daily or weekly (schema/alerts.ts ALERT_FREQUENCIES). */
  frequency: string;
  /** The list's path and query when made from a filtered list ("see every result"); null otherwise or once changed. */
  list_url: string | null;
  created_at: string;
  /** Null until the visitor confirmed it from the e-mail's link: nothing is sent before. */
  confirmed_at: string | null;
  /** Set when the visitor left it: nothing is sent after. */
  unsubscribed_at: string | null;
  /**
   * The publication time of the newest listing event already handled for this alert: the events
   * after it are new to it. Set to the confirmation time, so an alert hears only of what came after.
   */
  handled_through: string | null;
  /** When its last e-mail was queued: a digest waits its period after it. */
  last_mail_at: string | null;
  /** The submission that made it. No foreign key: old submissions are purged while the alert lives on. */
  submission_id: number | null;
}

/**
 * The secrets of an alert's links (confirm, manage, leave; no login), by SHA-256 only: each e-mail
 * the alert is sent carries a token of its own, whose clear value lives in that e-mail alone
 * (submissions/secrets.ts). Every token of a live alert keeps working, so an old e-mail's
 * unsubscribe link still unsubscribes; they go with the alert.
 */
export interface AlertTokensTable {
  token_hash: string;
  alert_id: number;
  created_at: string;
}

/**
 * The e-mails the forms made us send to an address a visitor typed (server/submissions/recipient-limit.ts):
 * the address by its SHA-256 only, kept for the limit's window.
 */
export interface RecipientMailsTable {
  recipient_hash: string;
  kind: string;
  submission_id: number;
  created_at: string;
}

/** Keys the instances share, made once by the first (the captcha's signing key when the environment gives none). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

/**
 * Requests per visitor and window, counted by every instance together (server/api/shared-window.ts):
 * the key is an HMAC of the limit's name and the visitor's address, never the address itself.
 */
export interface RateLimitsTable {
  key: string;
  /** The window's start (ms since 1970), aligned on its length so that every instance agrees. */
  window_start: number;
  hits: number;
}

export interface Tables {
  server_keys: ServerKeysTable;
  rate_limits: RateLimitsTable;
  alerts: AlertsTable;
  alert_tokens: AlertTokensTable;
  recipient_mails: RecipientMailsTable;
  captcha_used: CaptchaUsedTable;
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  bookings: BookingsTable;
  page_view_days: PageViewDaysTable;
  page_view_totals: PageViewTotalsTable;
  owners: OwnersTable;
  owner_properties: OwnerPropertiesTable;
  owner_sessions: OwnerSessionsTable;
  owner_tokens: OwnerTokensTable;
  login_throttle: LoginThrottleTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  audit_log: AuditLogTable;
  content_versions: ContentVersionsTable;
}
