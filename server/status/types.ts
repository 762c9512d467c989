import type { SyncRun } from '../../schema/index.js';
import type { OutboxHealth } from '../outbox/health.js';

// What `vitrine status` finds of each part of the installation (the facts, as `--json` prints them),
// and the problems it reads in them, each with what to do.

export interface SyncPart {
  /** The sync's output folder. */
  data: string;
  /** The last run, as the sync's record has it (pipeline/sync-state/); null before a run of this version. */
  lastRun: SyncRun | null;
  lastSuccessAt: string | null;
  /** Failed runs in a row, and since when. */
  failures: number;
  failingSince: string | null;
  /** The staff's e-mail about the failures, once they called for one: `told` once it is in the outbox. */
  alarm: { raisedAt: string; reason: string; told: boolean } | null;
  /** Staff e-mails decided but not in the outbox yet (the sync had no store to queue them in). */
  unsentMails: number;
  /** What the output holds, from its manifest; null when there is none. */
  published: {
    at: string;
    properties: number;
    projects: number;
    quarantined: number;
    forSale: number;
    forRent: number;
    /** Sources that failed and whose last listings were published again. */
    keptSources: { name: string; error: string }[];
  } | null;
  /** Photos that failed in the published output (its quarantine report). */
  photoFailures: number;
  /** Issue 46: listings on the market that lack what their region requires in an advertisement (information: they publish). */
  adGapListings: number;
}

export interface BuildPart {
  /** The built site's folder (dist/client). */
  site: string;
  /** When its build record was written; null when no complete site is there. */
  builtAt: string | null;
  pages: number | null;
}

export interface ServerPart {
  url: string;
  answers: boolean;
  /** The HTTP status of GET <url>. */
  status?: number;
  error?: string;
}

export interface StorePart {
  /** The store's file, or its URL without the password. */
  location: string;
  /** missing: no SQLite file yet; unreachable: it did not open (the error says why). */
  state: 'ok' | 'missing' | 'unreachable';
  error?: { message: string; hint?: string };
  outbox?: OutboxHealth;
  /** Confirmed search alerts, and their e-mails waiting in the outbox. */
  alerts?: { confirmed: number; mailsWaiting: number };
  /** The owner portal's accounts, and those invited who have not chosen a password yet. */
  owners?: { accounts: number; invited: number };
}

export interface DiskPart {
  /** The folders on this file system. */
  folders: string[];
  freeBytes: number;
  totalBytes: number;
}

export interface ConfigPart {
  site: { file: string; valid: boolean; error?: string };
  environment: { valid: boolean; error?: string };
}

export interface StatusFacts {
  checkedAt: string;
  sync: SyncPart;
  build: BuildPart;
  server: ServerPart;
  store: StorePart;
  disk: DiskPart[];
  config: ConfigPart;
}

export type StatusPartName = 'sync' | 'build' | 'server' | 'store' | 'outbox' | 'disk' | 'config';

/** One thing that needs action: what, and what to do. */
export interface Problem {
  part: StatusPartName;
  message: string;
  hint: string;
}

export interface StatusReport extends StatusFacts {
  /** Nothing needs action. */
  ok: boolean;
  problems: Problem[];
}
