import type { FastifyServerOptions } from 'fastify';
import { LOG_SERIALIZERS } from './serializers.js';

// `vitrine serve`'s log (DESIGN.md, Running in production): pino through Fastify, one JSON object a
// line on standard output, for journald or any collector; on a terminal, the same lines made readable.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogOptions {
  level: LogLevel;
  /** Readable lines (pino-pretty) instead of JSON: for a person at a terminal, never for a collector. */
  pretty?: boolean;
  /** Where the JSON lines go: standard output by default (a test reads them here). */
  stream?: { write(line: string): void };
}

/** The fields of a request line, shown on one line by the readable form. */
const PRETTY_REQUEST = '{msg}{if method} {method} {path} {status} {durationMs} ms{end}';

/** The readable form: loaded only for a terminal (a server whose output is piped never needs it). */
async function prettyStream() {
  const { default: pretty } = await import('pino-pretty');
  // Synchronous, as pino's own destination: the stop's last lines are written before the process exits.
  return pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,method,route,path,status,durationMs',
    messageFormat: PRETTY_REQUEST,
  });
}

/** Fastify's `logger` option for these settings. */
export async function loggerOptions(options: LogOptions): Promise<FastifyServerOptions['logger']> {
  const stream = options.pretty ? await prettyStream() : options.stream;
  return {
    level: options.level,
    serializers: LOG_SERIALIZERS,
    // A time and a level that read without pino's table (epoch milliseconds, level 30).
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
    ...(stream && { stream }),
  };
}
