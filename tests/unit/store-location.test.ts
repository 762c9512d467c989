import { spawn } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../cli/handle-error.js';
import { readServerEnv } from '../../cli/server-config.js';
import { describeLocation, storeLocationOf } from '../../server/db/store-location.js';
import { ROOT } from '../support/cli.js';

// VITRINE_DB names a SQLite file or a PostgreSQL database; anything else that looks like a URL is
// refused in a sentence, never taken for a file path (a `mysql:` folder holding the forms).

describe('storeLocationOf', () => {
  it.each([
    ['data/server/vitrine.db', { engine: 'sqlite', path: 'data/server/vitrine.db' }],
    ['/srv/vitrine/vitrine.db', { engine: 'sqlite', path: '/srv/vitrine/vitrine.db' }],
    [':memory:', { engine: 'sqlite', path: ':memory:' }],
    ['C:\\vitrine\\vitrine.db', { engine: 'sqlite', path: 'C:\\vitrine\\vitrine.db' }],
    [
      'postgres://vitrine:secret@db.internal:5432/agency',
      { engine: 'postgres', url: 'postgres://vitrine:secret@db.internal:5432/agency' },
    ],
    ['postgresql://vitrine@127.0.0.1/agency', { engine: 'postgres', url: 'postgresql://vitrine@127.0.0.1/agency' }],
  ])('reads %s', (value, location) => {
    expect(storeLocationOf(value)).toEqual(location);
  });

  it.each([
    ['mysql://vitrine:secret@db.internal/agency', 'mysql is not a database Vitrine speaks'],
    ['sqlite:///srv/vitrine.db', 'sqlite is not a database Vitrine speaks'],
    ['https://db.internal/agency', 'https is not a database Vitrine speaks'],
    ['postgres:///agency', 'names no host'],
  ])('refuses %s, saying why and keeping its password out', (value, reason) => {
    const location = storeLocationOf(value);
    expect(location).toHaveProperty('error');
    const { error } = location as { error: string };
    expect(error).toContain(reason);
    expect(error).not.toContain('secret');
  });

  it('names a PostgreSQL database without its password', () => {
    expect(describeLocation({ engine: 'postgres', url: 'postgres://vitrine:s3cr%40t@db.internal:5432/agency?password=x' })).toBe(
      'postgres://vitrine:***@db.internal:5432/agency?password=***',
    );
  });
});

describe("the server's VITRINE_DB", () => {
  it('resolves a SQLite path and keeps a postgres URL', () => {
    expect(readServerEnv({ VITRINE_DB: 'data/x.db' }).VITRINE_DB).toEqual({
      engine: 'sqlite',
      path: join(process.cwd(), 'data/x.db'),
    });
    expect(readServerEnv({ VITRINE_DB: 'postgres://u:p@127.0.0.1/d' }).VITRINE_DB).toEqual({
      engine: 'postgres',
      url: 'postgres://u:p@127.0.0.1/d',
    });
  });

  it('refuses any other URL in one sentence naming it without its password', () => {
    const read = () => readServerEnv({ VITRINE_DB: 'mysql://vitrine:secret@db.internal/agency' });
    expect(read).toThrow(UsageError);
    expect(read).toThrow('"mysql://vitrine:***@db.internal/agency" is neither a file path (SQLite) nor a postgres:// URL');
    expect(read).toThrow(/give a SQLite file path or a postgres:\/\/user:password@host:5432\/database URL\n.*at VITRINE_DB/);
    expect(read).not.toThrow(/secret/);
  });

  it('stops `vitrine serve` at start, and makes no folder named after the URL', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'vitrine-store-url-'));
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(ROOT, 'bin/vitrine.js'), 'serve', '--port', '0'], {
        cwd,
        env: { ...process.env, VITRINE_DB: 'mysql://vitrine:secret@127.0.0.1/agency' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mysql is not a database Vitrine speaks');
    expect(run.stderr).not.toContain('secret');
    expect(await readdir(cwd)).toEqual([]);
  });
});
