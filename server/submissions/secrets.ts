import type { Channel } from './accept.js';

// Secrets that an e-mail carries (a one-time link's token, an alert's or a booking's key): the store
// keeps only their hashes (issue 48, finding 5), so the clear value rides in the submission's
// payload under `secrets`, per channel, until that channel's e-mail is delivered. The outbox then
// takes it out of the stored payload (outbox/claim.ts recordDelivered): reading the database after
// the e-mail left gives no usable link. A delivery sent again after a crash (before its record) still
// has it.

/** The payload's field: the clear secrets each channel's e-mail needs. */
export const SECRETS_FIELD = 'secrets';

export type ChannelSecrets = Partial<Record<Channel, Record<string, string>>>;

/** The payload with `secrets` added for the channel (beside any the payload already has). */
export function withSecrets<T extends object>(payload: T, channel: Channel, secrets: Record<string, string>): T {
  const kept = secretsOf(payload);
  return { ...payload, [SECRETS_FIELD]: { ...kept, [channel]: { ...kept[channel], ...secrets } } };
}

/** The clear secrets the payload holds, by channel ({} when none). */
export function secretsOf(payload: unknown): ChannelSecrets {
  const field = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[SECRETS_FIELD] : undefined;
  return typeof field === 'object' && field !== null ? (field as ChannelSecrets) : {};
}

/** One secret of the channel's, or undefined. */
export function secretOf(payload: unknown, channel: Channel, name: string): string | undefined {
  const value = secretsOf(payload)[channel]?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The payload without the channel's secrets: undefined when it held none (nothing to write). */
export function withoutSecrets(payload: Record<string, unknown>, channel: Channel): Record<string, unknown> | undefined {
  const secrets = secretsOf(payload);
  if (!(channel in secrets)) return undefined;
  const { [channel]: _gone, ...rest } = secrets;
  const { [SECRETS_FIELD]: _all, ...others } = payload;
  return Object.keys(rest).length > 0 ? { ...others, [SECRETS_FIELD]: rest } : others;
}
