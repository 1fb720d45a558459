import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string[]; raw: string };
export type Mailbox = { url: string; received: Mail[]; close(): Promise<void> };

/** A real SMTP server on a loopback port that keeps every message, for a server under test to send to. */
export async function startMailbox(): Promise<Mailbox> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
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

/** A message as read: quoted-printable soft breaks and bytes (UTF-8), and folded headers, undone. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (bytes) =>
      Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'),
    )
    .replace(/\r?\n[ \t]+/g, ' ');
}
