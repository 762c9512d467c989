// The owner portal's figures of safety (README, Owner portal): how long a session and a link last,
// and when failed logins slow down and then lock an account or a visitor's address.

export const OWNER_POLICY = {
  /** A session ends this long after the login (logout ends it at once; a new password ends the others). */
  sessionHours: 12,
  /** An invitation's link to choose a password. */
  inviteDays: 7,
  /** A forgotten password's link (issue 14: 30 minutes, one use). */
  resetMinutes: 30,
  /** Reset links e-mailed per address and hour at most: more requests get the same answer and no e-mail. */
  resetsPerHour: 3,
  /** Failed logins, counted per account (the e-mail, known or not) and per visitor address. */
  throttle: {
    account: { slowAfter: 5, lockAfter: 10 },
    address: { slowAfter: 20, lockAfter: 50 },
    /** Once slowed, the wait after a failure: 1 s, doubling with each further failure, at most this. */
    maxDelaySeconds: 60,
    lockMinutes: 15,
    /** Failures are forgotten after this long without one. */
    forgetMinutes: 15,
  },
} as const;
