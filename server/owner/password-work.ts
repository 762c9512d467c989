import PQueue from 'p-queue';
import { hashPassword, passwordMatches } from './passwords.js';
import { OWNER_POLICY } from './policy.js';

// The bound on argon2 work (finding 4): each hash or verification holds a thread of libuv's pool for
// ~50 ms, so a burst of logins or password posts would fill the pool and stall every file read and
// DNS look-up of the server. At most `concurrency` run at once and `waiting` wait for a turn; one
// more is refused at once (503 with Retry-After), before any work.

export interface PasswordWorkLimits {
  /** argon2 operations at once. */
  concurrency: number;
  /** Operations that may wait for a turn; past them, PasswordWorkBusy. */
  waiting: number;
}

/** The bound is full: the request is answered 503, nothing was hashed. */
export class PasswordWorkBusy extends Error {
  readonly retryAfterSeconds = OWNER_POLICY.argon2RetryAfterSeconds;
  constructor() {
    super('the password work is at its bound');
  }
}

export interface PasswordWork {
  hash(password: string): Promise<string>;
  /** passwordMatches (passwords.ts): the decoy's verification for an account without a hash. */
  matches(stored: string | null | undefined, password: string): Promise<boolean>;
}

let runs = 0;

/** The argon2 operations this process has run through a bound so far (a test reads it in-process). */
export const argon2Runs = (): number => runs;

export function passwordWork(limits: PasswordWorkLimits = OWNER_POLICY.argon2): PasswordWork {
  const queue = new PQueue({ concurrency: limits.concurrency });
  const bounded = <T>(job: () => Promise<T>): Promise<T> => {
    // `size` counts the operations waiting, not those running.
    if (queue.pending >= limits.concurrency && queue.size >= limits.waiting) return Promise.reject(new PasswordWorkBusy());
    return queue.add(() => {
      runs += 1;
      return job();
    });
  };
  return {
    hash: (password) => bounded(() => hashPassword(password)),
    matches: (stored, password) => bounded(() => passwordMatches(stored, password)),
  };
}
