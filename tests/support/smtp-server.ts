import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 that keeps what it receives (non-negotiable 2: real parts).

export interface ReceivedMail {
  to: string[];
  from: string;
  parsed: ParsedMail;
}

/**
 * `onAccept` hears each message the moment the server has it whole, and the "250 OK" waits for it: a
 * test can stop the sender there (a crash between the SMTP acceptance and the outbox's record).
 */
export async function startSmtpServer(port = 0, hooks: { onAccept?: (mail: ReceivedMail) => unknown } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed,
          };
          received.push(mail);
          await hooks.onAccept?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
