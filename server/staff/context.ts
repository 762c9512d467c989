import type { Language } from '../../schema/index.js';
import type { WindowCounter } from '../api/window-counter.js';
import type { Db } from '../db/open-database.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';
import type { PasswordWork } from '../owner/password-work.js';
import type { PreviewOutcome, PreviewRequest } from './content/preview.js';
import type { RebuildOutcome } from './content/publisher.js';

/** /admin/'s settings, as `vitrine serve` gives them (cli/serve.ts). */
export interface StaffOptions {
  /**
   * The site's public origin: the links /admin/ e-mails, the cookie's Secure flag (set exactly when
   * it is https), and the Origin a post must come from. Never the request's Host.
   */
  siteOrigin: string;
  /** The name an authenticator app shows beside the codes: the agency's. */
  issuer: string;
  /** The time (tests move it past a lock or a link's expiry); the system clock by default. */
  clock?: () => Date;
  /** Requests to /admin/ per visitor and window; the policy's by default (policy.ts). */
  requests?: { max: number; windowMs: number };
  /** The content to edit; none: /admin/ has the accounts only. */
  content?: StaffContentOptions;
}

/** The content /admin/ edits: data/site/content/ (server/staff/content/), and how a save is published. */
export interface StaffContentOptions {
  /** The configuration's folder (site.json's): its content/ holds the files. */
  dir: string;
  /** The site's enabled languages. */
  languages: readonly Language[];
  /** Builds the site again (the incremental build); none: a save waits for the next `vitrine build`. */
  rebuild?: () => Promise<RebuildOutcome>;
  /** The photo variants' folder (data/media): an upload's are made there, as the sync makes a listing's. */
  media: string;
  /** Renders one page of a draft (cli/preview.ts); none: /admin/ offers no preview. */
  preview?: (request: PreviewRequest) => Promise<PreviewOutcome>;
}

/** What /admin/'s routes share. */
export interface StaffContext extends StaffOptions {
  db: Db;
  commits: UnitsOfWork;
  /** The language of /admin/ before a login says whose it is (the site's default). */
  defaultLanguage: Language;
  passwords: PasswordWork;
  /** A publication built the site: the server reads it again at once. */
  onSiteRebuilt?: () => void;
  /** The outbox worker looks at once (a reset link). */
  nudge: () => void;
  counters: (name: string, windowMs: number) => WindowCounter;
}

export const staffNow = (ctx: Pick<StaffOptions, 'clock'>): Date => ctx.clock?.() ?? new Date();
