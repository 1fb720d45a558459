import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { smtpTransportOptions } from '../contact/contactForwarder.js';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** Sends the server's own e-mails (notices, alerts, digests) through SMTP_URL. */
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/**
 * The mailer, or undefined when the server sends no notices: without SMTP_URL there is no way to,
 * and without PUBLIC_URL their links could not point at the address users reach Cashline at.
 */
export function createMailer(config: Config): Mailer | undefined {
  if (!config.smtpUrl || !config.publicUrl) return undefined;
  const transport = nodemailer.createTransport(smtpTransportOptions(config.smtpUrl));
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
