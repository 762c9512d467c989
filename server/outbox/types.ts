import type { Channel } from '../submissions/accept.js';

export interface StoredSubmission {
  id: number;
  kind: string;
  language: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** The outbox row being delivered: what makes a repeat recognisable (the e-mail's Message-ID). */
export interface Delivery {
  id: number;
}

export type Deliver = (submission: StoredSubmission, delivery: Delivery) => Promise<void>;

export interface OutboxOptions {
  /** How each channel delivers; a channel without one waits (e.g. Omnicasa not configured). */
  deliver: Partial<Record<Channel, Deliver>>;
  /** Wait after the first failure; it doubles with each failure, up to `maxDelayMs`. */
  retryDelayMs?: number;
  maxDelayMs?: number;
  /** How often the worker looks for due deliveries. */
  pollMs?: number;
  /**
   * How long a claimed delivery is left to its worker (CLAIM_MS): longer than any send takes, since a
   * worker that has not recorded the outcome by then is presumed dead and the delivery is sent again.
   */
  claimMs?: number;
  /** The captcha's validity: used captchas older than this are forgotten (at most once a minute). */
  usedCaptchaValidMs?: number;
  /** Hears each delivery and each failure (the server's log): ids, channels and kinds, no address. */
  log?: OutboxLog;
  /**
   * Aborted when a stopping server may wait no longer for the deliveries it is sending
   * (VITRINE_STOP_TIMEOUT_MS): their claims are handed back, and they go at the next start.
   */
  stopSignal?: AbortSignal;
}

/** What the outbox writes to the log: pino's (Fastify's) logger fits. */
export interface OutboxLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
