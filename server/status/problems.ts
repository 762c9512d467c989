import { FAILING_AFTER_MS } from '../outbox/health.js';
import type { BuildPart, Problem, StatusFacts, StorePart, SyncPart } from './types.js';

// What needs action in the installation's state, each with what to do (Ghost-CLI's `doctor`, STYLE.md).
// The unit names are deploy/'s. Pure.

/** Less free space than this on a disk of the data is a problem: a sync's photos and a build's site need room. */
export const LOW_DISK_BYTES = 1024 ** 3;

export interface StatusBounds {
  now: Date;
  /** Listings older than this are stale (VITRINE_SYNC_STALE_HOURS). */
  staleAfterHours: number;
}

/** A span of time as an operator reads it. */
export function span(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(ms / 3600_000);
  return hours < 48 ? `${hours} h` : `${Math.round(ms / 86_400_000)} days`;
}

/** "1 delivery", "2 deliveries". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const SYNC_LOG = 'read its log (`journalctl -u vitrine-sync`)';

function syncProblems(sync: SyncPart, bounds: StatusBounds): Problem[] {
  const problem = (message: string, hint: string): Problem => ({ part: 'sync', message, hint });
  if (!sync.published && !sync.lastRun)
    return [
      problem(
        `nothing has been synced into ${sync.data} yet`,
        'run `vitrine sync --build` (on a server, the timer vitrine-sync.timer runs it)',
      ),
    ];
  const found: Problem[] = [];
  const run = sync.lastRun;
  if (run?.outcome === 'failed') {
    const told = sync.alarm?.told
      ? ' The agency was told by e-mail.'
      : sync.unsentMails > 0
        ? " The agency's e-mail about it waits: the sync has no VITRINE_DB, or the store did not answer."
        : '';
    found.push(
      problem(
        `the last ${sync.failures === 1 ? 'sync' : `${sync.failures} syncs`} failed (since ${sync.failingSince ?? run.at}): ${run.error?.message ?? 'no error recorded'}.${told}`,
        run.error?.hint ?? `${SYNC_LOG}, fix the cause, then run \`vitrine sync --build\``,
      ),
    );
  }
  const age = sync.lastSuccessAt === null ? undefined : bounds.now.getTime() - Date.parse(sync.lastSuccessAt);
  if (age !== undefined && age > bounds.staleAfterHours * 3600_000)
    found.push(
      problem(
        `the listings were last synced ${span(age)} ago (${sync.lastSuccessAt}), more than the ${bounds.staleAfterHours} h of VITRINE_SYNC_STALE_HOURS`,
        `check that the timer runs (\`systemctl list-timers vitrine-sync.timer\`) and ${SYNC_LOG}`,
      ),
    );
  for (const kept of sync.published?.keptSources ?? [])
    found.push(
      problem(
        `source ${kept.name} failed in the last sync, and its last listings were published again: ${kept.error}`,
        `check that back office, then run \`vitrine sync --build\``,
      ),
    );
  const report = `${sync.data}/quarantine.json`;
  if ((sync.published?.quarantined ?? 0) > 0)
    found.push(
      problem(
        `${count(sync.published?.quarantined ?? 0, 'property is', 'properties are')} left out of the site: their data failed validation`,
        `each is listed with its field and reason in ${report}: correct them in the back office; the next sync publishes them`,
      ),
    );
  if (sync.photoFailures > 0)
    found.push(
      problem(
        `${count(sync.photoFailures, 'photo', 'photos')} could not be downloaded or read in the last sync (their properties keep their previous photos or a placeholder)`,
        `each is listed with its property and URL in ${report}: replace them in the back office`,
      ),
    );
  return found;
}

function buildProblems(build: BuildPart, sync: SyncPart): Problem[] {
  if (build.builtAt === null)
    return [
      { part: 'build', message: `no site is built in ${build.site}`, hint: 'run `vitrine build` (or `vitrine sync --build`)' },
    ];
  const published = sync.published?.at;
  if (published && Date.parse(published) > Date.parse(build.builtAt))
    return [
      {
        part: 'build',
        message: `the site was built (${build.builtAt}) before the listings were last published (${published}): it shows older listings`,
        hint: 'run `vitrine build`',
      },
    ];
  return [];
}

function storeProblems(store: StorePart): Problem[] {
  if (store.state === 'missing')
    return [
      {
        part: 'store',
        message: `there is no store at ${store.location} yet`,
        hint: '`vitrine serve` makes it at its first start; if it runs, give this command the VITRINE_DB of the server (/etc/vitrine/vitrine.env)',
      },
    ];
  if (store.state === 'unreachable')
    return [
      {
        part: 'store',
        message: `the store ${store.location} did not answer: ${store.error?.message}`,
        hint: store.error?.hint ?? 'check VITRINE_DB',
      },
    ];
  const outbox = store.outbox;
  if (!outbox) return [];
  const hour = span(FAILING_AFTER_MS);
  if (outbox.failingForAnHour > 0)
    return [
      {
        part: 'outbox',
        message: `${count(outbox.failingForAnHour, 'delivery has', 'deliveries have')} been failing for more than ${hour} (the oldest waits since ${outbox.oldestPendingAt}; last error: ${outbox.lastError})`,
        hint: 'check VITRINE_SMTP_URL and the mail server (or the back office, for Omnicasa deliveries); `vitrine outbox` lists them, `vitrine outbox retry` tries them now',
      },
    ];
  if ((outbox.oldestPendingAgeMs ?? 0) > FAILING_AFTER_MS)
    return [
      {
        part: 'outbox',
        message: `${count(outbox.pending, 'delivery waits', 'deliveries wait')}, the oldest for ${span(outbox.oldestPendingAgeMs ?? 0)} without a failed try: nothing sends them`,
        hint: 'is `vitrine serve` running (vitrine-serve.service), with VITRINE_SMTP_URL set? `vitrine outbox` lists them',
      },
    ];
  return [];
}

/** Every problem of the installation, part by part. */
export function problemsOf(facts: StatusFacts, bounds: StatusBounds): Problem[] {
  const { server, config } = facts;
  return [
    ...(config.site.valid
      ? []
      : [{ part: 'config' as const, message: `${config.site.error}`, hint: `correct ${config.site.file}` }]),
    ...(config.environment.valid
      ? []
      : [
          {
            part: 'config' as const,
            message: `${config.environment.error}`,
            hint: 'correct the environment file (/etc/vitrine/vitrine.env on a server)',
          },
        ]),
    ...syncProblems(facts.sync, bounds),
    ...buildProblems(facts.build, facts.sync),
    ...(server.answers
      ? []
      : [
          {
            part: 'server' as const,
            message: `the server does not answer at ${server.url} (${server.status ? `HTTP ${server.status}` : server.error})`,
            hint: 'start it (`systemctl start vitrine-serve`, or `vitrine serve`); if it listens elsewhere, give --url',
          },
        ]),
    ...storeProblems(facts.store),
    ...facts.disk
      .filter((disk) => disk.freeBytes < LOW_DISK_BYTES)
      .map((disk) => ({
        part: 'disk' as const,
        message: `only ${Math.round(disk.freeBytes / 1024 ** 2)} MB are free on the disk of ${disk.folders.join(', ')}`,
        hint: 'free space: old backups, `vitrine outbox purge`, the journal (`journalctl --vacuum-size=200M`)',
      })),
  ];
}
