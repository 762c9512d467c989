import { span } from './problems.js';
import type { StatusReport, StorePart, SyncPart } from './types.js';

// `vitrine status` on one screen: a line or two per part, then each problem with what to do. Pure.

const LABEL_WIDTH = 9;
const line = (label: string, ...texts: string[]) =>
  texts.map((text, i) => `${(i === 0 ? label : '').padEnd(LABEL_WIDTH)}${text}`);

/** A time in UTC and how long ago it was. */
const when = (iso: string, now: Date) =>
  `${iso.slice(0, 16).replace('T', ' ')} UTC (${span(Math.max(0, now.getTime() - Date.parse(iso)))} ago)`;

const bytes = (n: number) => (n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(1)} GB` : `${Math.round(n / 1024 ** 2)} MB`);

function syncLines(sync: SyncPart, now: Date): string[] {
  const run = sync.lastRun;
  const first = run
    ? `last run ${when(run.at, now)}: ${run.outcome}${run.outcome === 'failed' && sync.failures > 1 ? ` (${sync.failures} in a row)` : ''}`
    : sync.published
      ? 'last run: not recorded (synced by an earlier version)'
      : `nothing synced into ${sync.data}`;
  const published = sync.published;
  const more = published
    ? [
        `published ${when(published.at, now)}: ${published.properties} properties, ${published.projects} projects (${published.forSale} for sale, ${published.forRent} for rent)`,
        `${published.quarantined} quarantined · ${sync.photoFailures} photos failed${sync.lastSuccessAt ? ` · last success ${when(sync.lastSuccessAt, now)}` : ''}`,
        ...(sync.adGapListings > 0
          ? [
              `${sync.adGapListings} listings lack what their region requires in an advertisement: \`vitrine validate ${sync.data}\` lists them`,
            ]
          : []),
      ]
    : [];
  const why = sync.alarm?.reason === 'stale' ? 'no successful sync for too long' : 'failed runs in a row';
  const alarm = sync.alarm
    ? [`staff ${sync.alarm.told ? 'told by e-mail' : 'not told yet'} (${why}) ${when(sync.alarm.raisedAt, now)}`]
    : [];
  return line('Sync', first, ...more, ...alarm);
}

function storeLines(store: StorePart): string[] {
  if (store.state !== 'ok') {
    const why = store.state === 'missing' ? 'not made yet' : `did not answer: ${store.error?.message}`;
    return line('Store', `${store.location} ${why}`);
  }
  const outbox = store.outbox;
  return [
    ...line('Store', store.location),
    ...(outbox
      ? line(
          'Outbox',
          `${outbox.pending} waiting, ${outbox.failed} failed${outbox.oldestPendingAt ? ` · oldest since ${outbox.oldestPendingAt.slice(0, 16).replace('T', ' ')} UTC` : ''}${outbox.failingForAnHour > 0 ? ` · ${outbox.failingForAnHour} failing for more than an hour` : ''}`,
        )
      : []),
    ...(store.alerts ? line('Alerts', `${store.alerts.confirmed} confirmed · ${store.alerts.mailsWaiting} e-mails waiting`) : []),
    ...(store.owners
      ? line('Owners', `${store.owners.accounts} accounts (${store.owners.invited} invited, no password chosen yet)`)
      : []),
  ];
}

export function statusScreen(report: StatusReport): string {
  const now = new Date(report.checkedAt);
  const { build, server, config } = report;
  const lines = [
    `Vitrine status, ${report.checkedAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    ...syncLines(report.sync, now),
    ...line(
      'Build',
      build.builtAt
        ? `built ${when(build.builtAt, now)} · ${build.pages ?? '?'} pages · ${build.site}`
        : `no site in ${build.site}`,
    ),
    ...line(
      'Server',
      `${server.url} ${server.answers ? 'answers' : 'does not answer'} (${server.status ? `HTTP ${server.status}` : server.error})`,
    ),
    ...storeLines(report.store),
    ...report.disk.flatMap((disk) =>
      line(
        'Disk',
        `${bytes(disk.freeBytes)} free of ${bytes(disk.totalBytes)} (${Math.round((100 * disk.freeBytes) / Math.max(1, disk.totalBytes))} %) · ${disk.folders.join(', ')}`,
      ),
    ),
    ...line(
      'Config',
      `${config.site.file} ${config.site.valid ? 'valid' : 'NOT valid'} · environment ${config.environment.valid ? 'valid' : 'NOT valid'}`,
    ),
    '',
  ];
  if (report.problems.length === 0) lines.push('Nothing needs action.');
  else {
    lines.push(`${report.problems.length} ${report.problems.length === 1 ? 'problem needs' : 'problems need'} action:`);
    for (const problem of report.problems) lines.push(`  ✗ ${problem.part}: ${problem.message}`, `      → ${problem.hint}`);
  }
  return `${lines.join('\n')}\n`;
}
