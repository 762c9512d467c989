import { EventEmitter, once } from 'node:events';
import { startSmtpServer } from '../../tests/support/smtp-server.js';
import { WAIT_LIMIT_MS } from './settings.js';

// The tests' real SMTP server on 127.0.0.1, counting what arrives: `beforeAccept` runs once a
// message is fully received and before the server answers "250": the moment a sender killed then
// cannot know its e-mail arrived.

export interface Arrived {
  to: string;
  subject: string;
  messageId: string;
}

export interface RecordingSmtp {
  port: number;
  url: string;
  arrived: Arrived[];
  /** Resolves once `n` messages have arrived in all (bounded by the wait limit). */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startRecordingSmtp(
  options: { port?: number; beforeAccept?: (mail: Arrived, count: number) => Promise<void> } = {},
  arrived: Arrived[] = [],
): Promise<RecordingSmtp> {
  const events = new EventEmitter();
  const server = await startSmtpServer(options.port ?? 0, {
    async onAccept(received) {
      const mail = {
        to: received.to.join(','),
        subject: received.parsed.subject ?? '',
        messageId: received.parsed.messageId ?? '',
      };
      arrived.push(mail);
      await options.beforeAccept?.(mail, arrived.length);
      events.emit('mail');
    },
  });
  return {
    port: server.port,
    url: server.url,
    arrived,
    async waitFor(n) {
      const deadline = AbortSignal.timeout(WAIT_LIMIT_MS);
      while (arrived.length < n) {
        await once(events, 'mail', { signal: deadline }).catch(() => {
          throw new Error(`${arrived.length} of ${n} e-mails arrived within ${WAIT_LIMIT_MS} ms`);
        });
      }
    },
    close: server.close,
  };
}

/**
 * Each delivery's copies at the server, by recipient and subject (the subject names the
 * submission: "(n° 12)"): `resent` counts deliveries that came exactly twice with one Message-ID
 * (recognisable as a repeat), `duplicated` every other extra copy.
 */
export function copiesOf(arrived: readonly Arrived[]) {
  const byDelivery = new Map<string, Arrived[]>();
  for (const mail of arrived) {
    const key = `${mail.to} ${mail.subject}`;
    byDelivery.set(key, [...(byDelivery.get(key) ?? []), mail]);
  }
  let resent = 0;
  let duplicated = 0;
  for (const copies of byDelivery.values()) {
    const sameId = new Set(copies.map((c) => c.messageId)).size === 1 && copies[0]?.messageId !== '';
    if (copies.length === 2 && sameId) resent++;
    else duplicated += copies.length - 1;
  }
  return { deliveries: byDelivery.size, resent, duplicated };
}
