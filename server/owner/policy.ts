// The owner portal's figures of safety (docs/reliability.md, the owner portal's abuse): how long a session and a link last,
// when failed logins slow down and then stop a visitor, how many requests a visitor may make, and
// how much argon2 work runs at once.

export const OWNER_POLICY = {
  /** A session ends this long after the login (logout ends it at once; a new password ends the others). */
  sessionHours: 12,
  /** An invitation's link to choose a password. */
  inviteDays: 7,
  /** A forgotten password's link (issue 14: 30 minutes, one use). */
  resetMinutes: 30,
  /** Reset links e-mailed per address and hour at most: more requests get the same answer and no e-mail. */
  resetsPerHour: 3,
  /**
   * Failed logins, counted per account (the e-mail, known or not), per visitor (an address, an IPv6
   * /64 as one) and per pair of the two. Strangers can slow an account, never lock its owner out
   * (OWASP, Authentication: account lockout); a visitor who keeps failing is stopped.
   */
  throttle: {
    /** One e-mail tried by one visitor: slowed, then stopped for lockMinutes. */
    pair: { slowAfter: 5, lockAfter: 10, maxDelaySeconds: 60 },
    /** One visitor, whatever the e-mails: slowed, then stopped for lockMinutes. */
    address: { slowAfter: 20, lockAfter: 50, maxDelaySeconds: 60 },
    /** One account from every visitor: slowed only (its owner, from an address of theirs, waits at most maxDelaySeconds). */
    account: { slowAfter: 10, maxDelaySeconds: 30 },
    /** The owner is e-mailed when the account's failures reach this: once per burst (the count restarts once forgotten). */
    alertOwnerAfter: 10,
    /** How long a stopped pair or visitor waits. */
    lockMinutes: 15,
    /** Failures are forgotten after this long without one. */
    forgetMinutes: 15,
  },
  /** Requests to /api/owner/* per visitor (an IPv6 /64 as one) and window: past it, 429 with Retry-After. */
  requests: { max: 30, windowMs: 60_000 },
  /**
   * argon2 hashes and verifications at once (one per core of the 2-core machine: each holds a thread
   * of libuv's pool for ~50 ms), and how many may wait for a turn; past that, 503 with Retry-After.
   */
  argon2: { concurrency: 2, waiting: 4 },
  /** The Retry-After of that 503: a few hashes' time. */
  argon2RetryAfterSeconds: 2,
} as const;
