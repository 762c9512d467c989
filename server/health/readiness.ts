import { sql } from 'kysely';
import type { Db } from '../db/open-database.js';
import { outboxHealth } from '../outbox/health.js';
import type { CheckResult } from './health-report.js';
import { hasSite, lastSuccessfulSync } from './site-state.js';

// What /readyz checks (DESIGN.md, Running in production): the store answers a query, a built site is
// in place, and the data is fresh (the last successful sync is younger than the bound). Deliveries
// failing for an hour warn (still 200): the site serves its visitors, but no e-mail can tell the
// staff, since the mail is what fails.

/** A store that has not answered `select 1` by then is taken as not answering (a lost PostgreSQL server). */
export const STORE_CHECK_TIMEOUT_MS = 2000;

export interface ReadinessOptions {
  /** The store; a server without the API has none to check. */
  db?: Db;
  /** The built site (dist/client). */
  siteDir: string;
  /** The sync's output (`vitrine serve --data`): its record (or manifest) tells the last successful sync. */
  dataDir: string;
  /** The last sync may be this old (VITRINE_SYNC_STALE_HOURS). */
  syncMaxAgeMs: number;
  /** The system clock by default. */
  now?: () => Date;
  /** Hears why the store did not answer (the server logs it: the answer only says that it did not). */
  onStoreError?: (error: unknown) => void;
}

async function storeCheck(db: Db, onError: ReadinessOptions['onStoreError']): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${STORE_CHECK_TIMEOUT_MS} ms`)), STORE_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
    return {
      status: 'pass',
      componentType: 'datastore',
      observedValue: Math.round(performance.now() - started),
      observedUnit: 'ms',
    };
  } catch (error) {
    // Its reason for the log (the server's), not for whoever asks: a connection error names hosts.
    onError?.(error);
    return {
      status: 'fail',
      componentType: 'datastore',
      output: `the store does not answer (${(error as { code?: string }).code ?? 'no answer'}): see the server's log`,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The outbox could not be read: the store's own check tells why. */
const storeUnread = (): CheckResult => ({ status: 'warn', componentType: 'component', output: 'the outbox could not be read' });

async function siteCheck(siteDir: string): Promise<CheckResult> {
  return (await hasSite(siteDir))
    ? { status: 'pass', componentType: 'component' }
    : { status: 'fail', componentType: 'component', output: 'no built site (index.html or 404.html): run vitrine build' };
}

function syncCheck(syncedAt: Date | undefined, now: Date, maxAgeMs: number): CheckResult {
  if (!syncedAt) return { status: 'fail', componentType: 'component', output: 'no successful sync: run vitrine sync' };
  const ageMs = now.getTime() - syncedAt.getTime();
  const entry = {
    componentType: 'component' as const,
    observedValue: Math.round(ageMs / 1000),
    observedUnit: 's',
    time: syncedAt.toISOString(),
  };
  if (ageMs <= maxAgeMs) return { status: 'pass', ...entry };
  const hours = (ms: number) => `${Math.round((ms / 3600_000) * 10) / 10} h`;
  return {
    status: 'fail',
    ...entry,
    output: `the last successful sync ran ${hours(ageMs)} ago, more than ${hours(maxAgeMs)} (VITRINE_SYNC_STALE_HOURS): see vitrine status and the sync's log`,
  };
}

async function outboxCheck(db: Db, now: Date): Promise<CheckResult> {
  const outbox = await outboxHealth(db, now);
  const entry = { componentType: 'component' as const, observedValue: outbox.failed, observedUnit: 'deliveries failing' };
  if (!outbox.failingForAnHour) return { status: 'pass', ...entry };
  return {
    status: 'warn',
    ...entry,
    output: `e-mails have failed to go for more than an hour (${outbox.pending} waiting): see vitrine outbox and VITRINE_SMTP_URL`,
  };
}

/** The checks, run at each call. */
export function readinessChecks(options: ReadinessOptions): () => Promise<Record<string, CheckResult>> {
  const lastSync = lastSuccessfulSync(options.dataDir);
  const now = options.now ?? (() => new Date());
  return async () => ({
    ...(options.db && { 'store:responseTime': await storeCheck(options.db, options.onStoreError) }),
    ...(options.db && { 'outbox:failures': await outboxCheck(options.db, now()).catch(storeUnread) }),
    'site:pages': await siteCheck(options.siteDir),
    'sync:age': syncCheck(await lastSync(), now(), options.syncMaxAgeMs),
  });
}
