import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { VitrineError } from '../../pipeline/errors.js';
import { storeError, storeFault } from './store-fault.js';
import { describeLocation, type StoreLocation } from './store-location.js';

// The server's connections to PostgreSQL (pg's pool, as Kysely's dialect sees it): values typed as
// the SQLite store gives them, waits bounded, every fault turned into a sentence that names the
// database without its password (as connection.ts does for SQLite's file), and a connection that
// dies reported, never fatal.

export interface PostgresPoolOptions {
  location: Extract<StoreLocation, { engine: 'postgres' }>;
  /** How long a statement waits for a lock another session holds, and for a connection to the server. */
  busyTimeoutMs: number;
  onFault?: (error: VitrineError) => void;
}

/**
 * Connections an instance opens at most: each unit of work holds one while it runs, and units beyond
 * wait in pg's pool. Several instances on one server stay well within PostgreSQL's 100 by default.
 */
const MAX_CONNECTIONS = 10;

/** pg's type ids (pg_type.oid) whose text we read otherwise than pg does. */
const INT8 = 20;
const JSON_TEXT = 114;

/**
 * Counts and sums come as int8, which pg gives as strings (they may pass 2^53); ours are counts of
 * rows and property ids below 2^53, read as numbers as SQLite gives them. JSON columns hold the
 * submission's payload as the text the code wrote and parses itself.
 */
function typeParser(oid: number, format?: string) {
  if (oid === INT8) return (text: string) => Number(text);
  if (oid === JSON_TEXT) return (text: string) => text;
  return pg.types.getTypeParser(oid, format as 'text');
}

export function postgresDialect(options: PostgresPoolOptions): PostgresDialect {
  const place = { engine: 'postgres' as const, where: describeLocation(options.location) };
  const fail = (error: unknown) => {
    const known = storeError(error, place);
    if (known) options.onFault?.(known);
    return known ?? error;
  };
  const pool = new pg.Pool({
    connectionString: options.location.url,
    max: MAX_CONNECTIONS,
    connectionTimeoutMillis: Math.max(1, options.busyTimeoutMs),
    // A lock held by another session (a migration, an operator's `lock table`) fails the statement
    // after this wait: the visitor gets a 503 with Retry-After, as with SQLite's busy timeout.
    options: `-c lock_timeout=${Math.round(options.busyTimeoutMs)}`,
    application_name: 'vitrine',
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
  });
  // A connection whose server went away while idle: pg emits it on the pool, and an unheard 'error'
  // event would end the process. The next unit of work opens a new connection (or fails with a 503).
  pool.on('error', fail);
  // The same on a connection lent out between two statements: heard once per connection, which is
  // then closed when given back instead of lent again.
  const broken = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      broken.add(client as pg.PoolClient);
      fail(error);
    }),
  );

  // One wrapper per connection, as Kysely keeps its own per connection it is lent.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrapped = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely passes SQL and its parameters (we open no cursors).
    query: ((text: string, parameters: readonly unknown[]) =>
      client.query(text, [...parameters]).catch((error: unknown) => {
        const known = fail(error);
        if (storeFault(known) === 'unreachable') broken.add(client);
        throw known;
      })) as unknown as PostgresPoolClient['query'],
    release: () => client.release(broken.has(client)),
    // Kysely cancels a query by the session's process id, on a connection of its own (pg.Client).
    get processID() {
      return (client as unknown as { processID?: number }).processID;
    },
  });
  const guarded: PostgresPool = {
    Client: pg.Client,
    options: pool.options,
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw fail(error);
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrapped(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
  return new PostgresDialect({ pool: guarded });
}
