// Publishing (issue 45): a saved change starts the site's incremental build, one build at a time;
// changes saved while one runs join the next, which starts as it ends. Each save gets the number of
// the publication that will carry it, so its page can tell when that one is live.

export interface RebuildOutcome {
  ok: boolean;
  /** What went wrong, in the build's own words (its last line), when it failed. */
  message?: string;
}

export interface PublicationState {
  /** The save's publication has not ended yet. */
  pending: boolean;
  /** Once it ended: whether the site it built is live, and when. */
  ok?: boolean;
  at?: Date;
  message?: string;
}

export interface Publisher {
  /** Asks for a build that carries what is saved now; returns its number. */
  publish(): number;
  /** Where publication `n` stands (a number from an earlier server is unknown: undefined). */
  stateOf(n: number): PublicationState | undefined;
}

export function createPublisher(rebuild: () => Promise<RebuildOutcome>, clock: () => Date = () => new Date()): Publisher {
  let asked = 0;
  /** The highest number the ended builds carried, and how the last one ended. */
  let carried = 0;
  let last: { ok: boolean; at: Date; message?: string } | undefined;
  let running: Promise<void> | undefined;
  const run = async (): Promise<void> => {
    while (carried < asked) {
      const carries = asked;
      const outcome = await rebuild().catch(
        (error: unknown): RebuildOutcome => ({ ok: false, message: (error as Error).message }),
      );
      carried = carries;
      last = { ok: outcome.ok, at: clock(), ...(outcome.message && { message: outcome.message }) };
    }
    running = undefined;
  };
  return {
    publish() {
      asked += 1;
      running ??= run();
      return asked;
    },
    stateOf(n) {
      if (n < 1 || n > asked) return undefined;
      if (n > carried) return { pending: true };
      return { pending: false, ...last };
    },
  };
}
