import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { ContactRequest } from './contactRequest.js';

export type ContactForwarder = { forward(message: ContactRequest): Promise<void> };

const TYPE_LABELS = { support: 'Technical Support', sales: 'Sales Inquiry' } as const;

/** Nodemailer options for an smtp:// or smtps:// URL, with timeouts short enough for a waiting user. */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Fail within seconds: the visitor is waiting for the answer.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** Forwards contact messages by e-mail, or undefined when SMTP_URL or CONTACT_TO is not set. */
export function createContactForwarder(config: Config): ContactForwarder | undefined {
  const { smtpUrl, contactTo } = config;
  if (!smtpUrl || !contactTo) return undefined;
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  const from = config.contactFrom ?? contactTo;
  return {
    async forward(m) {
      await transport.sendMail({
        from,
        to: contactTo,
        replyTo: { name: m.name, address: m.email },
        subject: `[Cashline ${TYPE_LABELS[m.type]}] ${m.subject}`,
        text: [
          `Name: ${m.name}`,
          `Email: ${m.email}`,
          `Company: ${m.company || '-'}`,
          `Type: ${TYPE_LABELS[m.type]}`,
          '',
          m.message,
        ].join('\n'),
      });
    },
  };
}
