import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import pRetry from 'p-retry';
import { type Dispatcher, request } from 'undici';
import { describeCause, VitrineError } from '../../pipeline/errors.js';
import { type AllowedHost, createGuardedAgent, refusedIn } from '../../pipeline/feed/address-guard.js';
import type { FeedPlace } from './parse.js';

// Where a Kyero feed's bytes come from: a file, or an http(s) URL answered as a stream. Either way
// the bytes are counted and a feed past maxBytes is refused where it crosses the bound. Over HTTP the
// connection goes through the address guard (pipeline/feed/address-guard.ts): the configured feed
// host (and the allowed hosts) may be private, anything a redirect points to may not.

export interface KyeroHttpOptions {
  timeoutMs: number;
  /** Retries after the first try, for network errors, timeouts and 5xx before the body starts. */
  retries: number;
  /** First backoff delay (ms), doubling each retry; 500 when not given. */
  retryDelayMs?: number;
  /** Hosts besides the feed's own that may be private (a redirect to a mirror on the LAN). */
  allowedHosts?: readonly AllowedHost[];
  /** Replaces the guarded agent (a test's own); the caller then answers for what it connects to. */
  dispatcher?: Dispatcher;
}

export interface FeedBytes extends FeedPlace {
  chunks: AsyncIterable<Uint8Array>;
  /** What the server said identifies this version of the feed (HTTP only), to ask next time whether it changed. */
  validators?: FeedValidators;
}

/** An HTTP answer's ETag and Last-Modified, sent back as If-None-Match and If-Modified-Since. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

const MAX_REDIRECTS = 5;
const HINT_URL =
  'Check the feed URL in the configuration and that its server answers; the last published listings stay as they are.';

const isUrl = (location: string) => /^https?:\/\//i.test(location);

/** The feed at `location` (an http(s) URL or a file path) as a bounded stream of bytes. */
export async function openKyeroFeed(location: string, maxBytes: number, http?: KyeroHttpOptions): Promise<FeedBytes> {
  const feed = await openKyeroFeedIfChanged(location, maxBytes, http);
  if (feed === 'not-modified') throw new Error('unreachable: no validators were sent');
  return feed;
}

export const isKyeroUrl = isUrl;

/**
 * The same, asking an http(s) server first whether the feed changed since the version `since`
 * identifies: 'not-modified' when it answers 304.
 */
export async function openKyeroFeedIfChanged(
  location: string,
  maxBytes: number,
  http?: KyeroHttpOptions,
  since?: FeedValidators,
): Promise<FeedBytes | 'not-modified'> {
  if (isUrl(location)) {
    if (!http)
      throw new VitrineError('CONFIG_INVALID', `The Kyero feed ${location} is a URL, but no HTTP settings were given`, HINT_URL);
    return openUrl(location, maxBytes, http, since);
  }
  return openFile(location, maxBytes);
}

/** The request headers that ask whether the feed changed since `since`. */
const conditionalHeaders = (since?: FeedValidators): Record<string, string> => ({
  ...(since?.etag && { 'if-none-match': since.etag }),
  ...(since?.lastModified && { 'if-modified-since': since.lastModified }),
});

const header = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : null);

async function openFile(path: string, maxBytes: number): Promise<FeedBytes> {
  const describe = `The Kyero file ${path}`;
  const info = await stat(path).catch((error: unknown) => {
    throw new VitrineError(
      'FEED_REQUEST_FAILED',
      `${describe} cannot be read: ${describeCause(error)}`,
      'Check the path given for the feed.',
    );
  });
  if (!info.isFile())
    throw new VitrineError('FEED_REQUEST_FAILED', `${describe} is not a file`, 'Give the path of the XML file itself.');
  if (info.size > maxBytes) throw tooLarge(describe, `is ${info.size} bytes`, maxBytes);
  return { describe, chunks: bounded(createReadStream(path, { highWaterMark: 64 * 1024 }), describe, maxBytes) };
}

const tooLarge = (describe: string, what: string, maxBytes: number) =>
  new VitrineError(
    'FEED_REFUSED',
    `${describe} ${what}, more than the ${maxBytes} bytes allowed: not read`,
    'Raise the source’s maxBytes in the configuration if the feed really is that large.',
  );

/** The chunks of a stream, stopped (and the stream destroyed) once more than maxBytes came. */
async function* bounded(
  body: AsyncIterable<Uint8Array> & { destroy(): unknown },
  describe: string,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(describe, 'goes on past', maxBytes);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof VitrineError) throw error;
    throw new VitrineError('FEED_REQUEST_FAILED', `${describe} broke off after ${size} bytes: ${describeCause(error)}`, HINT_URL);
  } finally {
    discard(body); // a consumer that stopped early (a refused feed) closes the file or the socket
  }
}

/** Closes a body nobody will read; the abort error that undici then emits is expected, not a fault. */
function discard(body: { destroy(): unknown }) {
  (body as Partial<NodeJS.EventEmitter>).on?.('error', () => {});
  body.destroy();
}

class Retryable extends Error {}

async function openUrl(
  location: string,
  maxBytes: number,
  http: KyeroHttpOptions,
  since?: FeedValidators,
): Promise<FeedBytes | 'not-modified'> {
  const describe = `The Kyero feed ${location}`;
  const feed = new URL(location);
  const port = feed.port || (feed.protocol === 'https:' ? '443' : '80');
  const dispatcher =
    http.dispatcher ??
    createGuardedAgent({
      allowed: [{ host: feed.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port }, ...(http.allowedHosts ?? [])],
      connectTimeoutMs: http.timeoutMs,
    });
  const fail = (what: string, cause?: unknown) =>
    new VitrineError('FEED_REQUEST_FAILED', `${describe} ${what}`, HINT_URL, { cause });

  const attempt = async () => {
    let url = location;
    for (let hop = 0; ; hop += 1) {
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, {
          method: 'GET',
          dispatcher,
          headers: { accept: 'application/xml, text/xml', ...conditionalHeaders(since) },
          headersTimeout: http.timeoutMs,
          bodyTimeout: http.timeoutMs,
        });
      } catch (error) {
        const refused = refusedIn(error);
        if (refused) throw new VitrineError('FEED_REFUSED', `${describe} was not fetched: ${refused.message}`, HINT_URL);
        throw new Retryable(describeCause(error), { cause: error });
      }
      const status = response.statusCode;
      const next = response.headers.location;
      if (status >= 300 && status < 400 && typeof next === 'string') {
        discard(response.body);
        if (hop >= MAX_REDIRECTS) throw fail(`redirects more than ${MAX_REDIRECTS} times`);
        url = new URL(next, url).href;
        if (!isUrl(url)) throw fail(`redirects to a URL that is not http(s)`);
        continue;
      }
      if (status >= 500) {
        discard(response.body);
        throw new Retryable(`HTTP ${status} from the server`);
      }
      if (status === 304 && since) {
        discard(response.body);
        return 'not-modified' as const;
      }
      if (status !== 200) {
        discard(response.body);
        throw fail(`answered HTTP ${status}`);
      }
      const length = Number(response.headers['content-length']);
      if (length > maxBytes) {
        discard(response.body);
        throw tooLarge(describe, `announces ${length} bytes`, maxBytes);
      }
      const validators = { etag: header(response.headers.etag), lastModified: header(response.headers['last-modified']) };
      return { body: response.body, validators };
    }
  };
  try {
    const answer = await pRetry(attempt, {
      retries: http.retries,
      factor: 2,
      minTimeout: http.retryDelayMs ?? 500,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof Retryable,
    });
    if (answer === 'not-modified') return answer;
    return { describe, chunks: bounded(answer.body, describe, maxBytes), validators: answer.validators };
  } catch (error) {
    if (error instanceof VitrineError) throw error;
    throw fail(`could not be fetched after ${http.retries + 1} tries: ${describeCause(error)}`, error);
  }
}
