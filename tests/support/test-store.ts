import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, type OpenOptions, openDatabase } from '../../server/db/open-database.js';
import type { StoreLocation } from '../../server/db/store-location.js';

// A fresh, empty store for a test, of the engine its vitest project runs on (vitest.config.ts): a
// SQLite file in a folder of its own, or, in the `postgres` project, a database of its own on the
// tests' PostgreSQL server on 127.0.0.1, which `npm test` starts (scripts/postgres.sh).

/** The engine of this test run: the `postgres` project sets VITRINE_TEST_STORE. */
export const TEST_ENGINE: StoreLocation['engine'] = process.env.VITRINE_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** The tests' PostgreSQL server and the role that may create databases on it (scripts/postgres.sh makes it). */
export const TEST_POSTGRES_URL =
  process.env.VITRINE_TEST_POSTGRES ?? 'postgres://vitrine_test:vitrine_test@127.0.0.1:5432/postgres';

/** Runs SQL as the tests' role on its maintenance database. */
async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `the PostgreSQL tests need the server at ${TEST_POSTGRES_URL.replace(/:[^:@/]*@/, ':***@')} (${(error as Error).message}): ` +
        '`npm test` starts it (scripts/postgres.sh); run that script as root to start it by hand',
      { cause: error },
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the tests' server, and its URL. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // `with (force)`: a killed server's connections may linger until PostgreSQL notices them.
    drop: () => asAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export interface TestStore {
  db: Db;
  /** Where it is: for a second connection, or a `vitrine serve` process's VITRINE_DB. */
  location: StoreLocation;
  /** The VITRINE_DB value naming it. */
  env: string;
  /** Closes the connection and removes the store (a PostgreSQL database; a SQLite file stays in its temp folder). */
  close: () => Promise<void>;
}

/** A location for a new store of this run's engine, not yet opened (a process of the test opens it). */
export async function newTestStoreLocation(): Promise<{ location: StoreLocation; env: string; drop: () => Promise<void> }> {
  if (TEST_ENGINE === 'postgres') {
    const { url, drop } = await createTestDatabase();
    return { location: { engine: 'postgres', url }, env: url, drop };
  }
  const path = join(await mkdtemp(join(tmpdir(), 'vitrine-store-')), 'vitrine.db');
  return { location: { engine: 'sqlite', path }, env: path, drop: async () => undefined };
}

export async function openTestStore(options: OpenOptions = {}): Promise<TestStore> {
  const { location, env, drop } = await newTestStoreLocation();
  const db = await openDatabase(location, options);
  return {
    db,
    location,
    env,
    close: async () => {
      await db.destroy();
      await drop();
    },
  };
}
