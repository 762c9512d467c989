import pRetry, { AbortError } from 'p-retry';
import { Agent, type Dispatcher, request } from 'undici';
import { describeCause, VitrineError } from '../../errors.js';
import { type CallContext, describeCall, type OmnicasaParams, type OmnicasaTransport } from './request.js';

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

class RetryableError extends Error {}

/** Calls `GET {baseUrl}{Method}Json?json={parameters}` (DESIGN.md, Sources) with timeouts and retries. */
export function createHttpTransport(options: HttpTransportOptions): OmnicasaTransport {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 8 });
  let requestCount = 0;

  async function attempt(context: CallContext, params: OmnicasaParams, signal: AbortSignal): Promise<unknown> {
    const url = `${base}${context.method}Json?json=${encodeURIComponent(JSON.stringify({ ...params, ...options.credentials }))}`;
    requestCount++;
    let status: number;
    let text: string;
    try {
      const response = await request(url, {
        method: 'GET',
        dispatcher,
        headers: { accept: 'application/json' },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      if (signal.aborted) throw new AbortError('the sync was stopped');
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || /timeout/i.test(error.name + error.message));
      throw new RetryableError(timedOut ? `no complete answer within ${timeoutMs} ms` : describeCause(error), { cause: error });
    }
    if (status >= 500) throw new RetryableError(`HTTP ${status} from the server`);
    if (status >= 400)
      throw new AbortError(`HTTP ${status}${status === 404 ? ' Not Found (unknown method or wrong base URL)' : ''}`);
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new AbortError(`the response is not valid JSON (${describeCause(error)}; ${text.length} bytes received)`);
    }
  }

  return {
    location: base,
    get requestCount() {
      return requestCount;
    },
    async call(context, params, signal) {
      try {
        return await pRetry(() => attempt(context, params, signal), {
          retries: options.retries ?? 4,
          factor: 2,
          minTimeout: options.retryDelayMs ?? 500,
          randomize: true,
          signal,
          shouldRetry: ({ error }) => error instanceof RetryableError,
        });
      } catch (error) {
        const tries = error instanceof RetryableError ? ` after ${(options.retries ?? 4) + 1} tries` : '';
        throw new VitrineError(
          'FEED_REQUEST_FAILED',
          `${describeCall(context)} at ${base}: ${describeCause(error)}${tries}`,
          'Check that the Omnicasa service is reachable from this machine, then run the sync again: the last good data was kept.',
          { cause: error },
        );
      }
    },
  };
}
