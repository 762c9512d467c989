import { Agent, type Dispatcher } from 'undici';
import { describeCause, VitrineError } from '../../pipeline/errors.js';
import { createHostBreaker } from '../../pipeline/feed/host-breaker.js';
import { httpGet } from '../../pipeline/feed/http-get.js';
import { describeCall, type OmnicasaTransport } from './request.js';

export interface HttpTransportOptions {
  /** e.g. https://newapi.omnicasa.com/1.12/OmnicasaService.svc/ */
  baseUrl: string;
  /** Merged into every call's parameters; never printed. */
  credentials: { CustomerName: string; CustomerPassword: string };
  /** Per request, headers and body included. */
  timeoutMs?: number;
  /** Retries after the first try, on network errors, timeouts and 5xx only. */
  retries?: number;
  /** First backoff delay; it doubles each retry, with jitter. */
  retryDelayMs?: number;
  dispatcher?: Dispatcher;
}

/** Calls `GET {baseUrl}{Method}Json?json={parameters}` (DESIGN.md, Sources) with timeouts and retries. */
export function createHttpTransport(options: HttpTransportOptions): OmnicasaTransport {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  // HTTP/1.1 only (undici 8 offers HTTP/2 by default): the timeouts and the 8 connections were measured on it.
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 8, allowH2: false });
  // One run's: once the service failed a few tries in a row, the calls left fail at once (the run
  // keeps the last good data) instead of each waiting out its own timeouts and retries.
  const breaker = createHostBreaker();
  let requestCount = 0;

  return {
    location: base,
    get requestCount() {
      return requestCount;
    },
    async call(context, params, signal) {
      const url = `${base}${context.method}Json?json=${encodeURIComponent(JSON.stringify({ ...params, ...options.credentials }))}`;
      const fail = (cause: string, error?: unknown) =>
        new VitrineError(
          'FEED_REQUEST_FAILED',
          `${describeCall(context)} at ${base}: ${cause}`,
          'Check that the Omnicasa service is reachable from this machine, then run the sync again: the last good data was kept.',
          { cause: error },
        );
      requestCount++;
      let response: Awaited<ReturnType<typeof httpGet>>;
      try {
        response = await httpGet(url, {
          timeoutMs: options.timeoutMs ?? 30_000,
          retries: options.retries ?? 4,
          retryDelayMs: options.retryDelayMs ?? 500,
          headers: { accept: 'application/json' },
          dispatcher,
          signal,
          breaker,
        });
      } catch (error) {
        throw fail(describeCause(error), error);
      }
      if (response.status >= 400) {
        throw fail(`HTTP ${response.status}${response.status === 404 ? ' Not Found (unknown method or wrong base URL)' : ''}`);
      }
      const text = response.body.toString('utf8');
      try {
        return JSON.parse(text);
      } catch (error) {
        throw fail(`the response is not valid JSON (${describeCause(error)}; ${text.length} bytes received)`, error);
      }
    },
  };
}
