import { it } from 'vitest';
import { checkHostileFeeds } from '../support/feed-properties.js';

// The long run of tests/unit/feed-properties.test.ts (same properties, same seed): 20,000 feeds.
it('normalize keeps its properties over 20,000 hostile feeds', () => {
  checkHostileFeeds(20_000);
}, 1_800_000); // a generous bound for a busy machine: it is no assertion
