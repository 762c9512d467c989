import { it } from 'vitest';
import { checkHostileFeeds } from '../support/feed-properties.js';

// Property-based (fast-check, fixed seed, arbitraries in tests/support/feed-arbitraries.ts): over
// 1,000 arbitrary feeds, normalize never throws, every record is published or quarantined with a
// reason, the output fits the schemas and carries no script, event handler, unsafe URL, local path
// or invisible character. tests/slow/feed-properties.test.ts runs 20,000 in `npm run faults`.
it('normalize keeps its properties over 1,000 hostile feeds', () => {
  checkHostileFeeds(1_000);
}, 120_000); // a generous bound for a busy machine: it is no assertion
