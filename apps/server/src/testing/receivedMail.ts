import type { LocalSmtpServer } from './localSmtpServer.js';

/** The message with quoted-printable soft breaks and bytes (UTF-8) and folded headers undone. */
export const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (bytes) =>
      Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'),
    )
    .replace(/\r?\n[ \t]+/g, ' ');

/** The first link to `path` in a received message. */
export function linkIn(raw: string, path: string): URL {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(mailText(raw));
  if (!match) throw new Error(`no ${path} link in:\n${mailText(raw)}`);
  return new URL(match[0]);
}

/** The newest message the mailbox received for `email`. */
export function lastMailTo(mailbox: LocalSmtpServer, email: string): string {
  const mail = mailbox.received.findLast((m) => m.to.includes(email.toLowerCase()));
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return mail.raw;
}

/** The newest address-confirmation link the mailbox received for `email`, as a path on the server. */
export function confirmationPath(mailbox: LocalSmtpServer, email: string): string {
  const link = linkIn(lastMailTo(mailbox, email), '/api/auth/verify-email');
  return `${link.pathname}${link.search}`;
}
