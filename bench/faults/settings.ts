// The fault table's knobs, in one place (`npm run faults`). Every loop and wait of a row is bounded
// by these; change them here, not in the rows.

/** Seeds the kill moments and the corrupted bytes: the same seed gives the same run (`--seed <n>`). */
export const DEFAULT_SEED = 20261124;

/** A row that runs longer than this fails as "did not finish" and its processes are killed. */
export const ROW_TIME_LIMIT_MS = 240_000;

/** The longest any single wait may take (a server to start, a mail to arrive, a sync to end). */
export const WAIT_LIMIT_MS = 60_000;

/** `vitrine sync` killed with SIGKILL: this many tries, each at a random moment of a run. */
export const SYNC_KILL_TRIES = 10;
/** The synthetic feeds the kills hit: large enough that the write takes a while to be hit. */
export const SYNC_KILL_PROPERTIES = 150;

/** `vitrine serve` killed during a burst: this many visitors at once, killed after a random number of answers in this range. */
export const BURST_VISITORS = 20;
export const BURST_KILL_AFTER = { min: 40, max: 160 } as const;

/** Submissions whose e-mails the killed server is delivering; the kill comes at a random mail in this range. */
export const OUTBOX_SUBMISSIONS = 20;
export const OUTBOX_KILL_AT_MAIL = { min: 2, max: 15 } as const;
/**
 * The killed sender's claim on its delivery lasts VITRINE_OUTBOX_LEASE_MINUTES (15 by default).
 * true: its end is simulated (the claim moved into the past, as the time would); false: the row
 * runs the servers with the shortest lease, 1 minute, and waits it out (a minute more in all).
 */
export const OUTBOX_LEASE_SIMULATED = true;

/**
 * SMTP down for an hour, time compressed this many times through the outbox's own options
 * (`ApiOptions.outbox`): its 30 s first retry becomes 30 ms, the hour 3.6 s, its 6 h cap 21.6 s.
 */
export const TIME_COMPRESSION = 1000;
export const SMTP_DOWN_MS = 3_600_000;
export const SMTP_DOWN_SUBMISSIONS = 10;

/**
 * The write lock held on the server's SQLite file by a second connection (`BEGIN IMMEDIATE`).
 * `serveEnv` is what `vitrine serve` is started with for this row: its busy timeout (how long a
 * write waits for the lock before the visitor gets a 503), at the default docs/configuration.md gives.
 */
export const HELD_LOCK = {
  holdMs: 30_000,
  visitors: 5,
  afterRelease: 5,
  serveEnv: { VITRINE_DB_BUSY_MS: '5000' } as Record<string, string>,
};

/** The full disk: a tmpfs this large (the sample's output is about 2.8 MB), left with this much free. */
export const TMPFS_SIZE = '16m';
export const DISK_LEFT_FREE_BYTES = 256 * 1024;
/** The fallback when mounting is refused: files larger than this fail to grow (RLIMIT_FSIZE, EFBIG). */
export const FILE_SIZE_LIMIT_KB = 256;

/** The captcha work `vitrine serve` asks of the rows' visitors: the proof is not what is tested. */
export const CAPTCHA_WORK = '20';
export const CAPTCHA_KEY = 'f'.repeat(40);
