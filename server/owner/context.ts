import type { Language } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';
import type { OwnerBackOffice } from './back-office.js';
import type { PublishedProperties } from './published.js';

/** The owner portal's settings, as `vitrine serve` gives them (cli/serve.ts). */
export interface OwnerPortalOptions {
  /** The built site: its login pages are the portal's frame. */
  siteDir: string;
  /** The sync's output: the owners' properties' titles and pages. */
  dataDir: string;
  /** The site's public origin (https://www.agence.be), for links in e-mails, the Origin check and Secure cookies. */
  siteOrigin?: string;
  /** What "today", "this week" and "this month" mean: the agency's time zone. */
  timeZone: string;
  /** The back office's owner login and figures, when configured. */
  backOffice?: OwnerBackOffice;
  /** The time (tests move it past a lock or a link's expiry); the system clock by default. */
  clock?: () => Date;
}

/** What the portal's routes share: the options, the store, and its units of work. */
export interface OwnerContext extends OwnerPortalOptions {
  db: Db;
  commits: UnitsOfWork;
  defaultLanguage: Language;
  published: PublishedProperties;
  /** The outbox worker looks at once (a reset link, the agency's login e-mail). */
  nudge: () => void;
}

export const nowOf = (ctx: Pick<OwnerPortalOptions, 'clock'>): Date => ctx.clock?.() ?? new Date();
