import pRetry from 'p-retry';
import { type Dispatcher, request } from 'undici';
import { describeCause } from '../errors.js';
import { refusedIn } from './address-guard.js';
import { type HeldHost, type HostBreaker, hostOf } from './host-breaker.js';

// One GET with a timeout and retries with exponential backoff and jitter, for the feed and its
// photos. Network errors, timeouts and 5xx are retried; any other answer goes back to the caller.

export interface HttpGetOptions {
  timeoutMs: number;
  /** Retries after the first try. */
  retries: number;
  /** First backoff delay; it doubles each retry, with jitter. */
  retryDelayMs: number;
  headers?: Record<string, string>;
  dispatcher?: Dispatcher;
  signal?: AbortSignal;
  /** A body larger than this is refused (not retried), whatever its headers say: reading stops there. */
  maxBytes?: number;
  /** The run's breaker: a host it holds back is not asked, and its requests in flight stop. */
  breaker?: HostBreaker;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Thrown when every try failed; `message` says why the last one did and how many there were. */
export class HttpGetError extends Error {
  override name = 'HttpGetError';
}

/** A request to a host the run's breaker holds back: not tried, or stopped in flight. Never retried. */
export class HostHeldBackError extends HttpGetError {
  override name = 'HostHeldBackError';
  constructor(readonly held: HeldHost) {
    super(`${held.host} held back for the rest of this run (${held.reason})`);
  }
}

class Retryable extends Error {}

/** The body, read chunk by chunk: a chunked answer with no length stops at the limit too. */
async function readBounded(body: AsyncIterable<Buffer> & { destroy(): unknown }, maxBytes?: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (maxBytes && size > maxBytes) {
      body.destroy();
      throw new HttpGetError(`the answer is more than the ${maxBytes} bytes allowed: reading stopped there`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function httpGet(url: string, options: HttpGetOptions): Promise<HttpResponse> {
  const signal = options.signal ?? new AbortController().signal;
  const { breaker } = options;
  const host = breaker ? hostOf(url) : '';
  const throwIfHeldBack = () => {
    const held = breaker?.heldBack(host);
    if (held) throw new HostHeldBackError(held);
  };
  /** A failed try: counted by the breaker, which may hold the host back at once. */
  const failure = (message: string, cause?: unknown): never => {
    breaker?.failed(host, message);
    throwIfHeldBack();
    throw new Retryable(message, { cause });
  };
  /** Why a try threw: passed on as it is, refused for good, stopped, or a failure to count and retry. */
  const failed = (error: unknown): never => {
    if (error instanceof Retryable || error instanceof HttpGetError) throw error;
    // A refused address stays refused: no retry, and no word from the socket about the host.
    const refused = refusedIn(error);
    if (refused) throw new HttpGetError(refused.message, { cause: refused });
    if (signal.aborted) throw new HttpGetError('stopped');
    // Stopped because the breaker held the host back while this try waited.
    throwIfHeldBack();
    const timedOut = error instanceof Error && /timeout/i.test(error.name + error.message);
    return failure(timedOut ? `no complete answer within ${options.timeoutMs} ms` : describeCause(error), error);
  };
  const attempt = async (): Promise<HttpResponse> => {
    throwIfHeldBack();
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(url, {
        method: 'GET',
        dispatcher: options.dispatcher,
        headers: options.headers,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs), ...(breaker ? [breaker.signalFor(host)] : [])]),
      });
    } catch (error) {
      return failed(error);
    }
    if (response.statusCode < 500) breaker?.answered(host);
    try {
      const length = Number(response.headers['content-length']);
      if (options.maxBytes && length > options.maxBytes) {
        response.body.destroy();
        throw new HttpGetError(`the answer is ${length} bytes, more than the ${options.maxBytes} allowed`);
      }
      const body = await readBounded(response.body, options.maxBytes);
      if (response.statusCode >= 500) return failure(`HTTP ${response.statusCode} from the server`);
      return { status: response.statusCode, headers: response.headers, body };
    } catch (error) {
      return failed(error);
    }
  };
  try {
    return await pRetry(attempt, {
      retries: options.retries,
      factor: 2,
      minTimeout: options.retryDelayMs,
      randomize: true,
      signal,
      shouldRetry: ({ error }) => error instanceof Retryable,
    });
  } catch (error) {
    if (error instanceof HostHeldBackError) throw error;
    const tries = error instanceof Retryable ? ` after ${options.retries + 1} tries` : '';
    throw new HttpGetError(`${describeCause(error)}${tries}`, { cause: error });
  }
}
