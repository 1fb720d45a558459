import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { smtpTransportOptions } from '../contact/contactForwarder.js';

export type InvitationMail = {
  email: string;
  url: string;
  organizationName: string;
  inviterName: string;
  role: string;
};

/** Where sign-in links go: by e-mail when SMTP is configured, otherwise nowhere but the UI. */
export type AuthMail = {
  /** True when links are e-mailed; otherwise the UI shows invitation links and the operator prints reset links. */
  readonly sends: boolean;
  passwordReset(email: string, url: string): Promise<void>;
  invitation(mail: InvitationMail): Promise<void>;
};

/**
 * Why sign-in e-mails are not sent, when they are not: a link must point at the address users reach
 * Cashline at, and only PUBLIC_URL says that (a request's Host is the client's to choose).
 */
export function mailNotSentReason(config: Config): string | undefined {
  if (!config.smtpUrl) return undefined;
  if (!config.publicUrl) {
    return 'SMTP_URL is set but PUBLIC_URL is not: password-reset and invitation e-mails are not sent, because their links must point at the address users reach Cashline at. Set PUBLIC_URL (for example https://cash.example.com).';
  }
  return undefined;
}

/** Sends sign-in e-mails through SMTP_URL, or tells the operator how to hand out a reset link. */
export function createAuthMail(config: Config, logger: Logger): AuthMail {
  const notSent = mailNotSentReason(config);
  if (notSent) logger.warn(notSent);
  if (!config.smtpUrl || notSent) {
    return {
      sends: false,
      async passwordReset() {
        logger.info(
          'a password reset was asked for, but SMTP_URL is not set: print a link with `npm run reset-link -- <email>`',
        );
      },
      async invitation() {},
    };
  }
  const transport = nodemailer.createTransport(smtpTransportOptions(config.smtpUrl));
  const from = config.mailFrom;
  return {
    sends: true,
    async passwordReset(email, url) {
      await transport.sendMail({
        from,
        to: email,
        subject: 'Reset your Cashline password',
        text: [
          'Someone asked to reset the password of your Cashline account.',
          '',
          `Choose a new password here (the link works for one hour): ${url}`,
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
    },
    async invitation(mail) {
      await transport.sendMail({
        from,
        to: mail.email,
        subject: `${mail.inviterName} invited you to ${mail.organizationName} on Cashline`,
        text: [
          `${mail.inviterName} invited you to join ${mail.organizationName} on Cashline as ${mail.role}.`,
          '',
          `Accept the invitation here: ${mail.url}`,
        ].join('\n'),
      });
    },
  };
}
