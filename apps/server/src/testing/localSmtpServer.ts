import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type LocalSmtpServer = { url: string; received: ReceivedMail[]; close(): Promise<void> };

/**
 * A real SMTP server on a free loopback port that keeps every message it accepts; with
 * `refuseRecipients` it answers every RCPT TO with a permanent 550, as a mailbox that does not exist.
 */
export async function startLocalSmtpServer(
  options: { refuseRecipients?: boolean } = {},
): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      const refusal = Object.assign(new Error(`Mailbox ${address.address} does not exist`), {
        responseCode: 550,
      });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
