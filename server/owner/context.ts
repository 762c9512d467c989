import type { Language } from '../../schema/index.js';
import type { WindowCounter } from '../api/window-counter.js';
import type { Db } from '../db/open-database.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';
import type { OwnerBackOffice } from './back-office.js';
import type { PasswordWork, PasswordWorkLimits } from './password-work.js';
import type { PublishedProperties } from './published.js';

/** The owner portal's settings, as `vitrine serve` gives them (cli/serve.ts). */
export interface OwnerPortalOptions {
  /** The built site: its login pages are the portal's frame. */
  siteDir: string;
  /** The sync's output: the owners' properties' titles and pages. */
  dataDir: string;
  /**
   * The site's public origin (https://www.agence.be): every link the portal e-mails, and the
   * cookie's Secure flag (set exactly when it is https). Never the request's Host, which the sender writes.
   */
  siteOrigin: string;
  /** What "today", "this week" and "this month" mean: the agency's time zone. */
  timeZone: string;
  /** The back office's owner login and figures, when configured. */
  backOffice?: OwnerBackOffice;
  /** The time (tests move it past a lock or a link's expiry); the system clock by default. */
  clock?: () => Date;
  /** Requests to /api/owner/* per visitor and window; the policy's by default (policy.ts). */
  requests?: { max: number; windowMs: number };
  /** argon2 work at once and waiting; the policy's by default (policy.ts). */
  argon2?: PasswordWorkLimits;
}

/** What the portal's routes share: the options, the store, and its units of work. */
export interface OwnerContext extends OwnerPortalOptions {
  db: Db;
  commits: UnitsOfWork;
  defaultLanguage: Language;
  published: PublishedProperties;
  /** The outbox worker looks at once (a reset link, the agency's login e-mail). */
  nudge: () => void;
  /** The API's visitor counters by name and window (in the store when several instances share PostgreSQL). */
  counters: (name: string, windowMs: number) => WindowCounter;
}

/** What the API's routes add: the bounded argon2 work (password-work.ts). */
export interface OwnerRouteContext extends OwnerContext {
  passwords: PasswordWork;
}

export const nowOf = (ctx: Pick<OwnerPortalOptions, 'clock'>): Date => ctx.clock?.() ?? new Date();
