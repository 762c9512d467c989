// Documented in docs/staff-guide.md (Exit codes): cron and CI decide on these.
export const EXIT = {
  /** Published (or already up to date) with no record left out. */
  ok: 0,
  /** Failed: nothing was changed, the last good output is intact. */
  failed: 1,
  /** Wrong flags or configuration: nothing was attempted. */
  usage: 2,
  /** Published, but some records were quarantined (listed in quarantine.json). */
  warnings: 3,
} as const;
