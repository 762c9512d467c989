// The staff accounts' figures of safety (issue 45; docs/reliability.md). Failed logins are slowed and
// stopped as the owners' are (server/owner/policy.ts's throttle, counted apart), and argon2 work shares
// their bound (server/api/register-api.ts).

export const STAFF_POLICY = {
  /** A session ends this long after the login: a working day (logout ends it at once; a new password ends the others). */
  sessionHours: 10,
  /** An invitation's link to choose a password. */
  inviteDays: 7,
  /** A forgotten password's link, one use. */
  resetMinutes: 30,
  /** Between a login's password and its second factor's code: the ticket's life. */
  codeMinutes: 5,
  /**
   * Requests to /admin/ per visitor and minute: a staff member at work, whose page reloads itself every
   * 2 s while a publication runs, stays far below; a script trying passwords meets the throttle first.
   */
  requests: { max: 120, windowMs: 60_000 },
} as const;
