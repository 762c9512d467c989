import type { Deliver } from '../../../server/outbox/worker.js';
import { unwrapEnvelope } from '../envelope.js';
import { createHttpTransport } from '../http-transport.js';
import { omnicasaCallOf } from './calls.js';

export interface OmnicasaOptions {
  baseUrl: string;
  credentials: { CustomerName: string; CustomerPassword: string };
  timeoutMs?: number;
}

/** The outbox's Omnicasa channel: one call per submission; Success:false is a failure to retry. */
export function omnicasaDelivery(options: OmnicasaOptions): Deliver {
  // The outbox retries with its own backoff: one try per delivery here.
  const transport = createHttpTransport({ ...options, retries: 0, timeoutMs: options.timeoutMs ?? 15_000 });
  return async (submission) => {
    const call = omnicasaCallOf(submission);
    if (!call) return;
    const context = { method: call.method };
    unwrapEnvelope(context, await transport.call(context, call.params, AbortSignal.timeout(30_000)));
  };
}
