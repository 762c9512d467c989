import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALERT_API,
  type AlertKey,
  alertKeySchema,
  alertUpdateBody,
  checkForm,
  FORM_SUCCESS,
  isLanguage,
  LANGUAGES,
  type Language,
} from '../../schema/index.js';
import {
  type AlertRow,
  alertByKey,
  alertView,
  confirmAlert,
  type Store,
  unsubscribeAlert,
  updateAlert,
} from '../alerts/store.js';
import { ALERT_TEXTS } from '../alerts/texts.js';
import type { Db } from '../db/open-database.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';

// The search alert's links (issue 17; paths and answers in schema/alerts.ts ALERT_API): the alert
// page reads the alert and confirms, changes or stops it; a mail client's one-click unsubscribe
// (RFC 8058) stops it. Each request carries the alert's id and secret token (in its body, or in the
// one-click URL); no cookie is read or set, so no other site can make a visitor's browser act with
// an authority it would not have anyway: no CSRF token is needed. A GET changes nothing (mail
// scanners and link previews open links). An unknown alert and a wrong token get the same 404.

export interface AlertRouteOptions {
  commits: UnitsOfWork;
  db: Db;
  defaultLanguage: Language;
}

/** The small bodies of these routes: a key, or a key and criteria. */
const BODY_LIMIT = 16 * 1024;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/** The language the request asks for: its `language` field, else its Accept-Language; undefined when neither names one of ours. */
function askedLanguage(request: FastifyRequest, given: unknown): Language | undefined {
  if (isLanguage(given)) return given;
  const header = String(request.headers['accept-language'] ?? '').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(header) ? (header as Language) : undefined;
}

export async function alertRoutes(app: FastifyInstance, options: AlertRouteOptions) {
  const now = () => new Date();
  const notFound = (reply: FastifyReply, language: Language) => reply.code(404).send({ message: ALERT_TEXTS[language].notFound });
  const languageOf = (asked: Language | undefined, row?: AlertRow): Language =>
    asked ?? (row && isLanguage(row.language) ? row.language : options.defaultLanguage);

  /** Runs `change` on the alert the key names, in one transaction; the alert as it then is, or undefined. */
  const changed = (key: AlertKey, change: (trx: Store, row: AlertRow) => Promise<unknown>) =>
    options.commits.run(async (trx) => {
      const row = await alertByKey(trx, key);
      if (!row) return undefined;
      await change(trx, row);
      return (await alertByKey(trx, key)) ?? row;
    });

  // RFC 8058 asks mail clients for multipart/form-data (or urlencoded, which @fastify/formbody reads):
  // the key is in the URL, so the body is read (bounded) and set aside.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get<{ Params: { alert: string }; Querystring: Fields }>(`${ALERT_API.view}:alert`, async (request, reply) => {
    const asked = askedLanguage(request, request.query.language);
    reply.header('cache-control', 'no-store');
    const key = alertKeySchema.safeParse({ alert: request.params.alert, token: request.query.token });
    const row = key.success ? await alertByKey(options.db, key.data) : undefined;
    return row ? alertView(row) : notFound(reply, languageOf(asked));
  });

  app.post(ALERT_API.confirm, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = fieldsOf(request.body);
    const asked = askedLanguage(request, body.language);
    const key = alertKeySchema.safeParse(body);
    // Confirming twice is no change; a left alert is not brought back by an old confirmation link.
    const row = key.success ? await changed(key.data, (trx, alert) => confirmAlert(trx, alert.id, now())) : undefined;
    return row ? alertView(row) : notFound(reply, languageOf(asked));
  });

  app.post(ALERT_API.update, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = fieldsOf(request.body);
    const asked = askedLanguage(request, body.language);
    const key = alertKeySchema.safeParse(body);
    if (!key.success) return notFound(reply, languageOf(asked));
    const checked = checkForm(alertUpdateBody, body, languageOf(asked));
    if (!checked.ok) return reply.code(400).send({ errors: 'errors' in checked ? checked.errors : {} });
    let left = false;
    const row = await changed(key.data, async (trx, alert) => {
      left = !(await updateAlert(trx, alert.id, checked.data));
    });
    if (!row) return notFound(reply, languageOf(asked));
    if (left) return reply.code(409).send({ message: ALERT_TEXTS[languageOf(asked, row)].left });
    return alertView(row);
  });

  app.post<{ Querystring: Fields }>(ALERT_API.unsubscribe, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = fieldsOf(request.body);
    const asked = askedLanguage(request, request.query.language ?? body.language);
    // The one-click POST has the key in its URL (and List-Unsubscribe=One-Click as its body); the page sends it as JSON.
    const fromUrl = request.query.alert !== undefined || request.query.token !== undefined;
    const key = alertKeySchema.safeParse(fromUrl ? request.query : body);
    const row = key.success ? await changed(key.data, (trx, alert) => unsubscribeAlert(trx, alert.id, now())) : undefined;
    if (!row) return notFound(reply, languageOf(asked));
    // §8: "Vous avez été désinscrit", again on a second click.
    return { ...alertView(row), message: FORM_SUCCESS[languageOf(asked, row)].unsubscribed };
  });
}
