import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../../server/db/open-database.js';
import { serveEnv, startVitrine, tinySite } from '../processes.js';
import type { Row } from '../row.js';
import { WAIT_LIMIT_MS } from '../settings.js';

// A corrupt database file (its header overwritten, as a bad disk or a stray copy leaves it):
// `vitrine serve` refuses to start, in one sentence that names the file, with no stack trace.

export const corruptDb: Row = {
  id: 'corrupt-db',
  fault: 'corrupt database',
  async run(context) {
    const path = join(context.work, 'vitrine.db');
    const db = await openDatabase(path);
    await db.destroy();
    await rm(`${path}-wal`, { force: true });
    await rm(`${path}-shm`, { force: true });
    const file = await open(path, 'r+');
    const garbage = Buffer.from(Array.from({ length: 4096 }, () => context.random.int(0, 255)));
    await file.write(garbage, 0, garbage.length, 0);
    await file.close();

    const serve = startVitrine(
      context.children,
      ['serve', '--port', '0', '--site', await tinySite(context.work)],
      serveEnv(path),
    );
    const timer = setTimeout(() => serve.child.kill('SIGKILL'), WAIT_LIMIT_MS);
    const run = await serve.finished;
    clearTimeout(timer);
    const failures: string[] = [];
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => l.trim() !== '' && !/^\s*hint:/.test(l));
    if (run.signal === 'SIGKILL')
      failures.push(`vitrine serve did not stop within ${WAIT_LIMIT_MS / 1000} s (it served a corrupt database?)`);
    else if (run.code === 0) failures.push('vitrine serve exited 0');
    if (lines.length !== 1) {
      failures.push(`it printed ${lines.length} lines, not one sentence (a stack trace?)`);
      context.log(`vitrine serve printed:\n${run.stderr}`);
    }
    if (!run.stderr.includes(path)) failures.push('its message does not name the database file');
    return {
      outcome: `serve exit ${run.code ?? run.signal}: "${(lines[0] ?? '').slice(0, 200)}"`,
      lost: 0,
      duplicated: 0,
      failures,
    };
  },
};
