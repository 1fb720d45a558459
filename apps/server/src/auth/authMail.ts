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
  /** The link that confirms the address is the user's own. */
  verification(email: string, url: string): Promise<void>;
  /** Someone signed up with an address that already has an account: its owner is told, not them. */
  existingAccount(email: string, links: { signIn: string; reset: string }): Promise<void>;
};

/** Longest name of a person or organisation an e-mail quotes. */
const QUOTED_NAME_MAX = 60;

/**
 * A name a user chose, as an e-mail may quote it: no control characters, no ':' or '/' that would
 * make it read as a link, at most 60 characters, in quotes so that it reads as a name and never as
 * the e-mail's own words.
 */
export function quotedName(name: string): string {
  const plain = name
    .replace(/[\p{Cc}\p{Cf}:/\\<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, QUOTED_NAME_MAX);
  return `“${plain}”`;
}

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
      async verification() {},
      async existingAccount() {},
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
      // The names are the users' own words: quoted in the body, never in the subject.
      await transport.sendMail({
        from,
        to: mail.email,
        subject: 'You are invited to a team on Cashline',
        text: [
          `A Cashline user named ${quotedName(mail.inviterName)} invited you to join the organisation named ${quotedName(mail.organizationName)} as ${mail.role}.`,
          '',
          `Accept the invitation here: ${mail.url}`,
          '',
          'If you do not know this person, ignore this e-mail.',
        ].join('\n'),
      });
    },
    async verification(email, url) {
      await transport.sendMail({
        from,
        to: email,
        subject: 'Confirm your e-mail address for Cashline',
        text: [
          'Confirm that this address is yours to finish setting up your Cashline account:',
          '',
          url,
          '',
          'If you did not sign up for Cashline, ignore this e-mail.',
        ].join('\n'),
      });
    },
    async existingAccount(email, links) {
      await transport.sendMail({
        from,
        to: email,
        subject: 'You already have a Cashline account',
        text: [
          'Someone tried to create a Cashline account with this address, which already has one.',
          '',
          `If it was you, sign in here: ${links.signIn}`,
          `Forgotten your password? Choose a new one here: ${links.reset}`,
          '',
          'If it was not you, ignore this e-mail: nothing has changed.',
        ].join('\n'),
      });
    },
  };
}
