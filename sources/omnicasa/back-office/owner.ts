import type { Dispatcher } from 'undici';
import { describeCause, VitrineError } from '../../../pipeline/errors.js';
import type { Language } from '../../../schema/index.js';
import type { BackOfficeFigures, BackOfficeOwner, OwnerBackOffice } from '../../../server/owner/back-office.js';
import { unwrapEnvelope } from '../envelope.js';
import { createHttpTransport } from '../http-transport.js';
import type { OmnicasaParams } from '../request.js';
import type { OmnicasaOptions } from './deliver.js';
import { calendarVisitsOf, figuresOf } from './owner-figure-answers.js';
import { personIdOf, personOf, propertyIdsOf } from './owner-login-answers.js';
import {
  calendarParams,
  loginParams,
  mediaStatisticsParams,
  OWNER_METHODS,
  personParams,
  portalStatisticsParams,
  relatedPropertiesParams,
} from './owner-params.js';

// The owner portal's side of Omnicasa (server/owner/back-office.ts): the back office's own owner
// login and one property's portal, media and calendar figures. A portal page waits for it, so
// each call has a short timeout and no retry; the caller decides what a failure means.

export interface OmnicasaOwnerOptions extends OmnicasaOptions {
  /** Per call, headers and body included (default 5 s). */
  timeoutMs?: number;
  /** Told about lines of an answer that could not be read and were skipped. */
  warn?: (message: string) => void;
  dispatcher?: Dispatcher;
}

const HINT =
  'Check that the Omnicasa service answers from this machine (base URL, VITRINE_OMNICASA_USER and VITRINE_OMNICASA_PASSWORD); the owner portal shows its own figures meanwhile.';

/** The same error with the portal's hint; the cause is kept as text only, so no request object travels on. */
function portalError(error: unknown): Error {
  if (error instanceof VitrineError) return new VitrineError(error.code, error.message, HINT);
  return new VitrineError('FEED_REQUEST_FAILED', describeCause(error), HINT);
}

const isRefusal = (error: unknown) => error instanceof VitrineError && error.code === 'FEED_REFUSED';

export function omnicasaOwnerBackOffice(options: OmnicasaOwnerOptions): OwnerBackOffice {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const warn = options.warn ?? (() => {});
  const transport = createHttpTransport({
    baseUrl: options.baseUrl,
    credentials: options.credentials,
    timeoutMs,
    retries: 0,
    dispatcher: options.dispatcher,
  });

  /** One call's Value; Success:false stays a FEED_REFUSED error for the caller to read. */
  async function call(method: string, params: OmnicasaParams, signal?: AbortSignal): Promise<unknown> {
    const context = { method };
    try {
      // The transport's timeout bounds the whole request (headers and body); `signal` only stops it early.
      const body = await transport.call(context, params, signal ?? new AbortController().signal);
      return unwrapEnvelope(context, body);
    } catch (error) {
      throw portalError(error);
    }
  }

  /** A refusal of a follow-up call of the login reads as "the back office does not say". */
  const orWhenRefused =
    <T>(fallback: T) =>
    (error: unknown) => {
      if (isRefusal(error)) return fallback;
      throw error;
    };

  async function checkLogin(email: string, password: string): Promise<BackOfficeOwner | null> {
    let value: unknown;
    try {
      value = await call(OWNER_METHODS.login, loginParams(email, password));
    } catch (error) {
      if (isRefusal(error)) return null;
      throw error;
    }
    const personId = personIdOf(value);
    if (personId === null) return null;
    const [person, properties] = await Promise.all([
      call(OWNER_METHODS.person, personParams(personId)).then(personOf, orWhenRefused(null)),
      call(OWNER_METHODS.properties, relatedPropertiesParams(email)).then(
        (v) => propertyIdsOf(OWNER_METHODS.properties, v),
        orWhenRefused({ ids: [], skipped: 0 }),
      ),
    ]);
    if (properties.skipped > 0) warn(`${OWNER_METHODS.properties}: ${properties.skipped} line(s) without a property id skipped`);
    return {
      personId,
      name: person?.name ?? '',
      // The address the owner proved with the password, not the one on file (they may differ in case).
      email: email.trim().toLowerCase(),
      propertyIds: properties.ids,
    };
  }

  async function figures(propertyId: number, language: Language): Promise<BackOfficeFigures> {
    // The three calls run together; the first failure stops the others.
    const stop = new AbortController();
    const run = async <T extends { skipped: number }>(
      method: string,
      params: OmnicasaParams,
      read: (method: string, value: unknown) => T,
    ) => {
      try {
        return read(method, await call(method, params, stop.signal));
      } catch (error) {
        stop.abort();
        throw error;
      }
    };
    const [portals, media, calendar] = await Promise.all([
      run(OWNER_METHODS.portals, portalStatisticsParams(propertyId, language), figuresOf),
      run(OWNER_METHODS.media, mediaStatisticsParams(propertyId, language), figuresOf),
      run(OWNER_METHODS.calendar, calendarParams(propertyId, language), calendarVisitsOf),
    ]);
    // Told in the calls' order, whichever answered first: the log reads the same every time.
    for (const [method, result] of [
      [OWNER_METHODS.portals, portals],
      [OWNER_METHODS.media, media],
      [OWNER_METHODS.calendar, calendar],
    ] as const)
      if (result.skipped > 0)
        warn(`${method} (property ${propertyId}): ${result.skipped} line(s) that could not be read skipped`);
    return { portals: portals.figures, media: media.figures, visits: calendar.visits };
  }

  return { checkLogin, figures };
}
