import { ALERT_FREQUENCIES, type AlertFrequency, isLanguage, type Language } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import { unitsOfWork } from '../db/units-of-work.js';
import { ALERT_MAIL_KIND } from '../mail/alert.js';
import { isDue } from './due.js';
import { alertMailPayload } from './mail-payload.js';
import { compileCriteria } from './match.js';
import { type EventTimeline, eventTimeline, newMatches } from './new-matches.js';
import { type PublishedOutput, readPublishedOutput } from './published.js';
import { type AlertRow, addAlertToken, criteriaOf, type Store } from './store.js';
import { newAlertToken } from './token.js';

// `vitrine alerts send`: the sync's events matched to every confirmed alert that is due, and one
// e-mail per alert queued in the outbox (the running server's worker, or this command, delivers it).
//
// Never the same event twice, none missed, whenever the run is killed: an alert's e-mail is queued
// in the same transaction that moves its handled_through past the events it tells of, and that move
// only happens from the value the run read (a second run at the same time finds it moved and leaves
// the alert alone). A run killed halfway has queued some alerts' e-mails whole and not begun the
// others; the next run starts each alert from where its last committed run left it. The e-mail's
// idempotency key (alert:<id>:<through>) makes a repeat of the same batch a no-op besides.

export interface SendAlertsOptions {
  db: Db;
  /** The sync's published output: events.json and <lang>/properties.json. */
  dataDir: string;
  /** The site's languages; an alert in another language is written in the default one. */
  languages: readonly Language[];
  defaultLanguage: Language;
  /** The site's public URL: the e-mails' links and photos. */
  siteUrl: string;
  /** Only the alerts of these frequencies (after a sync: the instant ones). */
  frequencies?: readonly AlertFrequency[];
  /** Alerts per transaction: a busy server's forms wait at most one batch for the store. */
  batch?: number;
  now?: Date;
}

export interface SendSummary {
  /** Confirmed alerts of the frequencies asked for. */
  alerts: number;
  /** E-mails queued. */
  queued: number;
  /** Digests whose period has not passed: their events wait for them. */
  waiting: number;
  /** Events in the published output. */
  events: number;
  /** The newest event's publication time: what the alerts have now handled. */
  through: string | null;
}

type Outcome = 'queued' | 'waiting' | 'handled';

export const DEFAULT_BATCH = 100;

export async function sendAlerts(options: SendAlertsOptions): Promise<SendSummary> {
  const now = options.now ?? new Date();
  const output = await readPublishedOutput(options.dataDir, options.languages);
  const timeline = eventTimeline(output.events);
  const frequencies = options.frequencies ?? ALERT_FREQUENCIES;
  const rows = await options.db
    .selectFrom('alerts')
    .selectAll()
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where('frequency', 'in', [...frequencies])
    .orderBy('id')
    .execute();
  const summary: SendSummary = {
    alerts: rows.length,
    queued: 0,
    waiting: 0,
    events: output.events.length,
    through: timeline.through,
  };
  if (!timeline.through) return summary;
  const commits = unitsOfWork(options.db);
  const batch = Math.max(1, options.batch ?? DEFAULT_BATCH);
  for (let start = 0; start < rows.length; start += batch) {
    // The units of one batch reach the store together: on SQLite one transaction, each alert in its savepoint.
    const outcomes = await Promise.all(
      rows
        .slice(start, start + batch)
        .map((row) =>
          handleAlert(row, { ...options, now, timeline, output, through: timeline.through as string }, (unit) =>
            commits.run(unit),
          ),
        ),
    );
    for (const outcome of outcomes) {
      if (outcome === 'queued') summary.queued++;
      if (outcome === 'waiting') summary.waiting++;
    }
  }
  return summary;
}

interface Context extends SendAlertsOptions {
  now: Date;
  timeline: EventTimeline;
  output: PublishedOutput;
  through: string;
}

async function handleAlert(
  row: AlertRow,
  context: Context,
  run: <T>(unit: (trx: Store) => Promise<T>) => Promise<T>,
): Promise<Outcome> {
  const handled = row.handled_through;
  if (handled !== null && Date.parse(handled) >= Date.parse(context.through)) return 'handled';
  if (!isDue({ frequency: row.frequency as AlertFrequency, lastMailAt: row.last_mail_at }, context.now)) return 'waiting';
  const language = isLanguage(row.language) && context.languages.includes(row.language) ? row.language : context.defaultLanguage;
  const criteria = criteriaOf(row);
  const published = context.output.properties.get(language) ?? new Map();
  const matches = newMatches(context.timeline, handled, published, compileCriteria(criteria));
  // Each e-mail's links carry a token of its own: the store keeps its hash (alert_tokens), the e-mail its value.
  const token = newAlertToken();
  const payload =
    matches.length > 0
      ? alertMailPayload(
          { id: row.id, email: row.email, language, token, listUrl: row.list_url, goal: criteria.goal },
          matches,
          context.through,
          context.siteUrl,
        )
      : undefined;
  const at = context.now.toISOString();
  return run(async (trx) => {
    // From the value read above only: another run, or the visitor leaving meanwhile, wins.
    const moved = await trx
      .updateTable('alerts')
      .set({ handled_through: context.through, ...(payload && { last_mail_at: at }) })
      .where('id', '=', row.id)
      .where('handled_through', handled === null ? 'is' : '=', handled)
      .where('unsubscribed_at', 'is', null)
      .executeTakeFirst();
    // A digest with nothing new is not sent; its events are handled all the same.
    if (Number(moved.numUpdatedRows) !== 1 || !payload) return 'handled';
    const queued = await trx
      .insertInto('submissions')
      .values({
        kind: ALERT_MAIL_KIND,
        idempotency_key: `alert:${row.id}:${context.through}`,
        language,
        payload: JSON.stringify(payload),
        created_at: at,
        property_id: null,
      })
      .onConflict((c) => c.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!queued) return 'handled';
    await addAlertToken(trx, row.id, token, context.now);
    await trx.insertInto('outbox').values({ submission_id: queued.id, channel: 'visitor', next_attempt_at: at }).execute();
    return 'queued';
  });
}
