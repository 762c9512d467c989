import { defineConfig } from 'vitest/config';

// `npm run faults`: the slow proofs (fuzzing with many cases) that `npm test` leaves out.
export default defineConfig({
  test: {
    include: ['tests/slow/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
