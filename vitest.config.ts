import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longest-first.js';

/**
 * The store's tests: run on SQLite with the others, and a second time on PostgreSQL, each with a
 * store of its own engine (tests/support/test-store.ts). tests/postgres/ holds what only several
 * instances on one PostgreSQL can show.
 */
const STORE_TESTS = [
  'tests/integration/forms-api.test.ts',
  'tests/integration/forms-abuse.test.ts',
  'tests/integration/appointment-abuse.test.ts',
  'tests/integration/mail-bounds.test.ts',
  'tests/integration/stored-secrets.test.ts',
  'tests/integration/page-view-abuse.test.ts',
  'tests/integration/api-table.test.ts',
  'tests/integration/owner-portal.test.ts',
  'tests/integration/owner-abuse.test.ts',
  'tests/integration/staff-accounts.test.ts',
  'tests/integration/staff-content.test.ts',
  'tests/unit/outbox-housekeeping.test.ts',
  'tests/integration/health-metrics.test.ts',
  'tests/integration/outbox-stop.test.ts',
  'tests/integration/serve-stop.test.ts',
  'tests/unit/owner-figures.test.ts',
  'tests/unit/owner-throttle.test.ts',
  'tests/unit/alerts-send.test.ts',
  'tests/integration/sync-alarm.test.ts',
  'tests/unit/outbox-health.test.ts',
];

export default defineConfig({
  test: {
    pool: 'forks',
    // One module graph for the files a worker runs, not one each: loading the modules again for each
    // file was a quarter of the run's time and CPU (20 of the server's files, paired, twice: 81 and
    // 85 s against 62 and 63 s; the hundred unit files: 40 s against 26 s). So a file that changes
    // a module's state sets it back when it ends (setBuildPlaces: config-at-import, share-data,
    // site-numbered-pages), and none changes process.env.
    isolate: false,
    // Two test files at a time on CI's two cores (vitest's default is one fewer than the cores): a
    // browser test waits on Chromium and the server part of the time, and the other worker's files
    // fill that wait. Three at a time were measured and left twice: tests timed out under the load
    // (with the whole Chromium; and on its headless shell, serve-stop on PostgreSQL past its 60 s
    // in a fresh clone's run, 2026-12-02).
    maxWorkers: 2,
    // The longest files first, whichever project they belong to (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    // expect.poll returns as soon as its condition holds; its bound only ends a wait that fails.
    // vitest's 1 s default failed a search-box test on a loaded machine (the index fetched, parsed
    // and shown took longer), in a fresh clone's run on 2026-11-27.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['tests/**/*.test.ts'],
          // A folder of the run for the sample built once and shared by the files that only read it
          // (tests/support/shared-sample-setup.ts); the store's project has none of them.
          globalSetup: ['tests/support/shared-sample-setup.ts'],
          // Long proofs (many-case fuzzing) run in `npm run faults`, not in `npm test`.
          exclude: ['tests/slow/**', 'tests/postgres/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...STORE_TESTS, 'tests/postgres/**/*.test.ts'],
          env: { VITRINE_TEST_STORE: 'postgres' },
        },
      },
    ],
  },
});
