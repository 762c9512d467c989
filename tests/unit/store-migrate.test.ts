import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.js';

// An existing install's database, made before the outbox had claims: opening it adds the column and
// keeps the rows; opening it again (or from two processes) changes nothing.

describe('openDatabase on an existing install', () => {
  it('adds the outbox claim column to the old table, once, keeping its deliveries', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'vitrine-migrate-')), 'vitrine.db');
    const old = new Database(path);
    old.exec(`
      create table submissions (id integer primary key autoincrement, kind text not null, idempotency_key text not null unique,
        language text not null, payload text not null, created_at text not null);
      create table outbox (id integer primary key autoincrement, submission_id integer not null references submissions(id),
        channel text not null, attempts integer not null default 0, next_attempt_at text not null, last_error text, delivered_at text);
      insert into submissions values (1, 'site-contact', 'k', 'fr', '{}', '2026-11-01T10:00:00.000Z');
      insert into outbox (submission_id, channel, next_attempt_at) values (1, 'agency', '2026-11-01T10:00:00.000Z');
    `);
    old.close();

    for (let open = 0; open < 2; open++) {
      const db = await openDatabase(path);
      try {
        const rows = await db.selectFrom('outbox').select(['id', 'channel', 'claimed_until']).execute();
        expect(rows).toEqual([{ id: 1, channel: 'agency', claimed_until: null }]);
      } finally {
        await db.destroy();
      }
    }
  });

  it('counts the old per-view rows into the days and the totals, and ties old submissions to their property', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'vitrine-migrate-')), 'vitrine.db');
    const old = new Database(path);
    old.exec(`
      create table submissions (id integer primary key autoincrement, kind text not null, idempotency_key text not null unique,
        language text not null, payload text not null, created_at text not null);
      create table page_views (id integer primary key autoincrement, property_id text, language text not null,
        referrer text not null, viewed_at text not null);
      insert into submissions values (1, 'contact-me', 'k1', 'fr', '{"propertyId":4100004}', '2026-11-01T10:00:00.000Z');
      insert into submissions values (2, 'site-contact', 'k2', 'fr', '{}', '2026-11-01T10:00:00.000Z');
      insert into page_views (property_id, language, referrer, viewed_at) values
        ('4100004', 'fr', 'search', '2026-11-01T10:00Z'), ('4100004', 'nl', 'search', '2026-11-01T18:00Z'),
        ('4100004', 'fr', 'direct', '2026-11-02T09:00Z'), (null, 'fr', 'search', '2026-11-02T09:00Z');
    `);
    old.close();

    for (let open = 0; open < 2; open++) {
      const db = await openDatabase(path);
      try {
        const days = await db.selectFrom('page_view_days').selectAll().orderBy('property_id').orderBy('day').execute();
        expect(days).toEqual([
          { property_id: '', day: '2026-11-02', source: 'search', views: 1 },
          { property_id: '4100004', day: '2026-11-01', source: 'search', views: 2 },
          { property_id: '4100004', day: '2026-11-02', source: 'direct', views: 1 },
        ]);
        const totals = await db.selectFrom('page_view_totals').selectAll().orderBy('property_id').orderBy('source').execute();
        expect(totals).toEqual([
          { property_id: '', source: 'search', views: 1 },
          { property_id: '4100004', source: 'direct', views: 1 },
          { property_id: '4100004', source: 'search', views: 2 },
        ]);
        const tied = await db.selectFrom('submissions').select(['id', 'property_id']).orderBy('id').execute();
        expect(tied).toEqual([
          { id: 1, property_id: 4100004 },
          { id: 2, property_id: null },
        ]);
      } finally {
        await db.destroy();
      }
    }
  });
});
