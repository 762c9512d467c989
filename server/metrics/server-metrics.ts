import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { FormKind } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import { builtAt, lastSuccessfulSync } from '../health/site-state.js';
import { alertMailsQueued, outboxHealth } from '../outbox/health.js';
import { type FormOutcome, formOutcome } from './form-outcome.js';

// The figures an operator graphs (DESIGN.md, Running in production), in Prometheus's text format
// through prom-client: the requests by route and status, the forms' outcomes, the page views, the
// outbox and the site's age, and the process's own (prom-client's default metrics). A registry per
// server, so that servers in one process (the tests') keep their own counts.

export interface MetricsSources {
  /** The store whose outbox is read at each scrape; a server without the API has none. */
  db?: Db;
  /** The built site (dist/client): its build record beside it gives the build's time. */
  siteDir: string;
  /** The sync's output (`vitrine serve --data`): its record beside it (or its manifest) gives the last successful sync. */
  dataDir: string;
  /** Hears why the store did not answer a scrape (its figures are left out of that scrape). */
  onStoreError?: (error: unknown) => void;
}

/** What the API counts as it answers (server/api/register-api.ts). */
export interface ApiMetrics {
  /** A form post's answer (its kind, when one of ours, and its status). */
  formAnswered(kind: FormKind, status: number): void;
  /** A page-view beacon: counted, or dropped (past its limit, a property not published, a repeat). */
  pageView(counted: boolean): void;
}

const seconds = (date: Date) => date.getTime() / 1000;

/** prom-client's default metrics left out (nodejs_active_handles, _requests and _resources by type stay). */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

export function serverMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named as counters (promtool refuses them), and each the sum of its per-type gauge beside it.
  for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name);
  const registers = [registry];
  const requests = new Histogram({
    name: 'vitrine_http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const forms = new Counter({
    name: 'vitrine_form_submissions_total',
    help: 'Form posts by kind and outcome: accepted (stored), repeated (nothing new stored), refused, failed',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const views = new Counter({
    name: 'vitrine_page_views_total',
    help: 'Page-view beacons, counted or dropped (past the limit, a property not published, a repeat)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const storeUp = new Gauge({
    name: 'vitrine_store_up',
    help: 'Whether the store answered the last scrape (1) or not (0)',
    registers,
  });
  const pending = new Gauge({ name: 'vitrine_outbox_pending', help: 'Deliveries not yet delivered', registers });
  const failed = new Gauge({
    name: 'vitrine_outbox_failed',
    help: 'Deliveries not yet delivered with a failed try (retried later)',
    registers,
  });
  const oldest = new Gauge({
    name: 'vitrine_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest delivery not yet delivered has waited (0 with none)',
    registers,
  });
  const alertMails = new Gauge({
    name: 'vitrine_alert_mails_queued',
    help: 'Search-alert e-mails queued and not yet sent',
    registers,
  });
  const synced = new Gauge({
    name: 'vitrine_sync_last_success_timestamp_seconds',
    help: 'When the last successful sync of the data folder ran, in seconds since 1970 (0: none yet)',
    registers,
  });
  const built = new Gauge({
    name: 'vitrine_site_built_timestamp_seconds',
    help: 'When the site served was built (its build record), in seconds since 1970 (0: no record)',
    registers,
  });
  const lastSync = lastSuccessfulSync(sources.dataDir);

  /** The store's and the disk's figures, read now: once per scrape. */
  async function refresh(now: Date) {
    if (sources.db) {
      try {
        const outbox = await outboxHealth(sources.db, now);
        pending.set(outbox.pending);
        failed.set(outbox.failed);
        oldest.set((outbox.oldestPendingAgeMs ?? 0) / 1000);
        alertMails.set(await alertMailsQueued(sources.db));
        storeUp.set(1);
      } catch (error) {
        // The outbox's figures keep their last values, which vitrine_store_up 0 says are not current.
        sources.onStoreError?.(error);
        storeUp.set(0);
      }
    }
    // 0 for none yet: a time as old as can be, which any alert on the age takes as stale.
    synced.set(seconds((await lastSync()) ?? new Date(0)));
    built.set(seconds((await builtAt(sources.siteDir)) ?? new Date(0)));
  }

  const api: ApiMetrics = {
    formAnswered: (kind, status) => forms.inc({ kind, outcome: formOutcome(status) satisfies FormOutcome }),
    pageView: (counted) => views.inc({ outcome: counted ? 'counted' : 'dropped' }),
  };

  return {
    api,
    /** Counts a request answered: its route's pattern (never its URL, which anyone may vary). */
    requestAnswered(method: string, route: string | undefined, status: number, durationSeconds: number) {
      requests.observe({ method, route: route ?? 'none', status: String(status) }, durationSeconds);
    },
    contentType: registry.contentType,
    /** The text a scrape gets. */
    async exposition(now = new Date()): Promise<string> {
      await refresh(now);
      return registry.metrics();
    },
  };
}

export type ServerMetrics = ReturnType<typeof serverMetrics>;
