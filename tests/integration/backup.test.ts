import { copyFile, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsBeyond } from '../../cli/backup.js';
import { EXIT } from '../../cli/exit-codes.js';
import { postForm, publishProperties } from '../support/api-server.js';
import { solvedCaptcha } from '../support/captcha.js';
import { ROOT, runCli } from '../support/cli.js';
import {
  adapted,
  envFileSettings,
  execStartOf,
  makeInstall,
  readDeployFile,
  runCommand,
  type ServeProcess,
  startServe,
  unitEnvironment,
} from '../support/deploy-install.js';
import { validBody } from '../support/form-bodies.js';

// `vitrine backup` and `vitrine restore` of a SQLite store, run as deploy/ runs them: the backup by
// vitrine-backup.service's ExecStart, the restore by deploy/vitrine (the operator's command), the
// server by vitrine-serve.service's ExecStart, all with vitrine.env.example's settings, in a
// checkout of the test's own. The server is a real `vitrine serve` process taking a burst of forms.

let install: string;
let backups: string;
let store: string;
let env: NodeJS.ProcessEnv;
let serveCommand: string[];
let backupCommand: string[];
let server: ServeProcess | undefined;

const startServer = async () => {
  server = await startServe([...serveCommand, '--port', '0'], install, env);
  return server;
};
const stopServer = async () => {
  const ended = await server?.stop();
  server = undefined;
  return ended;
};

/** Posts a contact form with its solved captcha; its idempotency key when the server answered 201. */
async function submit(base: string): Promise<string | undefined> {
  const body = { ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) };
  const answer = await postForm(base, 'site-contact', body);
  return answer.status === 201 ? body.idempotencyKey : undefined;
}

/**
 * What a store file holds (one with no WAL beside it), read from a copy: libsql keeps a connection
 * open until its statements are collected, and one on the file itself would hold it for the next test.
 */
async function read(file: string) {
  const copy = join(await mkdtemp(join(tmpdir(), 'vitrine-backup-read-')), 'copy.db');
  await copyFile(file, copy);
  const database = new Database(copy);
  const keys = (database.prepare('select idempotency_key as key from submissions').all() as { key: string }[]).map((r) => r.key);
  const outbox = database.prepare('select submission_id as id from outbox').all() as { id: number }[];
  const submissions = database.prepare('select id, idempotency_key as key from submissions').all() as {
    id: number;
    key: string;
  }[];
  const integrity = (database.prepare('pragma integrity_check').all() as { integrity_check: string }[]).map(
    (r) => r.integrity_check,
  );
  return { keys: new Set(keys), outbox, submissions, integrity };
}

/** A filler of the store, so that the copy takes long enough for forms to come in meanwhile. */
function fill(file: string, rows: number) {
  const database = new Database(file);
  // exec only: libsql keeps a connection that prepared statements open until they are collected.
  database.exec(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows})
    insert into submissions (kind, idempotency_key, language, payload, created_at)
    select 'site-contact', 'filler-' || i, 'fr', printf('%.400c', 'x'), '2026-01-01T00:00:00.000Z' from n`);
  database.close();
}

beforeAll(async () => {
  install = await mkdtemp(join(tmpdir(), 'vitrine-backup-'));
  await makeInstall(install);
  backups = join(install, 'backups');
  await mkdir(backups);
  const site = join(install, 'data', 'dist', 'client');
  await mkdir(site, { recursive: true });
  await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
  await publishProperties(join(install, 'data', 'generated'), [4100004]);
  const envFile = join(install, 'vitrine.env');
  const envText = adapted(await readDeployFile('vitrine.env.example'), { install });
  // The server takes the burst (one visitor, forms solved fast); the rest as the example says.
  await writeFile(envFile, `${envText}\nVITRINE_FORM_RATE=100000\nVITRINE_CAPTCHA_WORK=20\n`);
  const settings = envFileSettings(await readFile(envFile, 'utf8')).set;
  store = settings.VITRINE_DB as string;
  env = unitEnvironment(settings);
  serveCommand = execStartOf(adapted(await readDeployFile('vitrine-serve.service'), { install }));
  backupCommand = execStartOf(adapted(await readDeployFile('vitrine-backup.service'), { install, backups }));
  await writeFile(join(install, 'vitrine'), adapted(await readDeployFile('vitrine'), { install, envFile }), { mode: 0o755 });
}, 60_000);

afterAll(async () => {
  await stopServer();
});

/** deploy/vitrine as the operator runs it (sudo -u vitrine vitrine …), adapted to the test's folders. */
const vitrine = (...args: string[]) => runCommand(['sh', join(install, 'vitrine'), ...args], ROOT, unitEnvironment({}));

describe('vitrine backup and restore of a SQLite store (deploy/vitrine-backup.service, deploy/vitrine)', () => {
  let answeredBefore: string[];
  let backupFile: string;
  let copied: Awaited<ReturnType<typeof read>>;

  it('copies the store while forms are posted: the copy passes integrity_check and holds every one answered before it began', async () => {
    const { base } = await startServer();
    fill(store, 20_000);
    answeredBefore = (await Promise.all(Array.from({ length: 30 }, () => submit(base)))).filter((k) => k !== undefined);
    expect(answeredBefore).toHaveLength(30);

    // The burst goes on, four visitors at a time, for as long as the backup runs.
    let running = true;
    const during: string[] = [];
    const visitor = async () => {
      while (running) {
        const key = await submit(base);
        if (key) during.push(key);
      }
    };
    const burst = Promise.all(Array.from({ length: 4 }, visitor));
    const run = await runCommand(backupCommand, install, env).finally(() => {
      running = false;
    });
    await burst;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(during.length).toBeGreaterThan(0);

    const [name, ...others] = await readdir(backups);
    expect(others).toEqual([]);
    expect(name).toMatch(/^vitrine-\d{8}T\d{6}Z\.db$/);
    backupFile = join(backups, name as string);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    copied = await read(backupFile);
    expect(copied.integrity).toEqual(['ok']);
    for (const key of answeredBefore) expect(copied.keys.has(key), key).toBe(true);
    // One moment's store: every submission with its outbox rows, no outbox row without its submission.
    const ids = new Set(copied.submissions.map((s) => s.id));
    const withOutbox = new Set(copied.outbox.map((o) => o.id));
    for (const s of copied.submissions) if (!s.key.startsWith('filler-')) expect(withOutbox.has(s.id), s.key).toBe(true);
    for (const o of copied.outbox) expect(ids.has(o.id)).toBe(true);
    // What it printed: where the copy is and what it holds.
    expect(run.stdout).toContain(`Backed up ${store} to ${backupFile}`);
    expect(run.stdout).toContain(`  submissions: ${copied.submissions.length} rows`);
  }, 120_000);

  it('restores the copy into the stopped store, keeps the store it replaced, and the server starts on it', async () => {
    await stopServer();
    const restore = await vitrine('restore', backupFile);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(EXIT.ok);
    expect(restore.stdout).toContain(`Restored ${backupFile} into ${store}`);
    const kept = /kept at (\S+):/.exec(restore.stdout)?.[1] as string;
    expect(kept).toBeDefined();

    // The store is the copy, with no log of the file it replaced beside it.
    await expect(stat(`${store}-wal`)).rejects.toThrow();
    expect([...(await read(store)).keys].sort()).toEqual([...copied.keys].sort());
    // The replaced store is whole, with what came in after the backup too.
    const before = await read(kept);
    expect(before.integrity).toEqual(['ok']);
    expect(before.keys.size).toBeGreaterThan(copied.keys.size);

    const { base } = await startServer();
    expect(await submit(base)).toBeDefined();
  }, 60_000);

  it('refuses to restore while a server has the store open, and leaves it as it was', async () => {
    expect(server).toBeDefined();
    const { ino } = await stat(store);
    const entries = await readdir(join(install, 'data', 'server'));
    const refused = await vitrine('restore', backupFile);
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.stderr).toBe(
      `vitrine restore: the store ${store} is open in another process (a running vitrine serve, or a vitrine command): nothing was restored\n` +
        '  hint: stop the server (sudo systemctl stop vitrine-serve.service), wait for any running vitrine command to end, then run vitrine restore again\n',
    );
    expect((await stat(store)).ino).toBe(ino);
    expect(await readdir(join(install, 'data', 'server'))).toEqual(entries);
    await stopServer();
  });

  it('never writes over an existing file', async () => {
    const run = await vitrine('backup', backupFile);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toBe(
      `vitrine backup: ${backupFile} already exists, and a backup never replaces another: give a new file name, or a folder\n`,
    );
    expect((await read(backupFile)).keys).toEqual(copied.keys);
  });
});

describe('a PostgreSQL store', () => {
  it('is not copied by vitrine backup or restore: both name pg_dump and the guide, in one sentence', async () => {
    const postgres = { VITRINE_DB: 'postgres://vitrine:secret-word@127.0.0.1:5432/vitrine' };
    const guide = await readFile(join(ROOT, 'docs', 'operations.md'), 'utf8');
    expect(guide).toMatch(/^## Back up and restore$/m);
    for (const args of [
      ['backup', join(tmpdir(), 'never.db')],
      ['restore', join(tmpdir(), 'never.db')],
    ]) {
      const run = await runCli(args, postgres);
      expect(run.code).toBe(EXIT.usage);
      expect(run.stderr).toBe(
        `vitrine ${args[0]}: the store (VITRINE_DB postgres://vitrine:***@127.0.0.1:5432/vitrine) is a PostgreSQL database, which PostgreSQL's own tools copy: use pg_dump and pg_restore, as the section "Back up and restore" of docs/operations.md shows\n`,
      );
    }
  });
});

describe('--keep with a folder of dated backups', () => {
  it('removes the oldest past the newest n, and nothing that is not a dated backup', () => {
    const names = [
      'vitrine-20261203T033000Z.db',
      'notes.txt',
      'vitrine-20261201T033000Z.db',
      'vitrine-20261202T033000Z.db',
      '.vitrine-20261204T033000Z.db.partial-12',
    ];
    expect(backupsBeyond(names, 2)).toEqual(['vitrine-20261201T033000Z.db']);
    expect(backupsBeyond(names, 3)).toEqual([]);
    expect(backupsBeyond(names, 1)).toEqual(['vitrine-20261201T033000Z.db', 'vitrine-20261202T033000Z.db']);
  });
});
