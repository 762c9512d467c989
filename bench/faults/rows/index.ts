import type { Row } from '../row.js';
import { badFeed } from './bad-feed.js';
import { corruptDb } from './corrupt-db.js';
import { corruptImageJson } from './corrupt-image-json.js';
import { feedDies } from './feed-dies.js';
import { fullDisk } from './full-disk.js';
import { heldLock } from './held-lock.js';
import { serveKillBurst } from './serve-kill-burst.js';
import { serveKillOutbox } from './serve-kill-outbox.js';
import { smtpDown } from './smtp-down.js';
import { syncKill, syncKillIncremental } from './sync-kill.js';

/** The fault table's rows, in the order they run and print. */
export const ROWS: readonly Row[] = [
  feedDies,
  badFeed,
  syncKill,
  syncKillIncremental,
  fullDisk,
  serveKillBurst,
  serveKillOutbox,
  smtpDown,
  heldLock,
  corruptImageJson,
  corruptDb,
];
