import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { organization } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { AuthDatabase } from './authDatabase.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import type { AuthMail } from './authMail.js';
import {
  activateFirstOrganization,
  createFirstOrganization,
  firstOrganizationOf,
} from './firstOrganization.js';
import { acceptanceGuard, invitationGuard } from './invitationGuard.js';
import { NAMED_PATHS, refuseOddNames } from './nameRules.js';
import { refuseRemovalBelowAdmin } from './memberRemovalGuard.js';
import { accessControl, roles } from './roles.js';

/** Set by the Express side from `req.ip` (which honours TRUST_PROXY_HOPS); a client's own value is replaced. */
export const CLIENT_IP_HEADER = 'x-cashline-client-ip';

export const INVITATION_DAYS = 7;

export type AuthDeps = {
  config: Config;
  sql: SqlDatabase;
  database: AuthDatabase;
  secret: string;
  mail: AuthMail;
  logger: Logger;
  now: () => Date;
};

/**
 * The origin links in e-mails point at: PUBLIC_URL only, never the request's Host, which the client
 * chooses. No e-mail is sent without it (authMail); the operator's reset-link command then prints
 * a link on this machine's own port.
 */
function linkOrigin(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** better-auth for Cashline: e-mail and password, database sessions, organisations with our roles. */
export function createAuth({ config, sql, database, secret, mail, logger, now }: AuthDeps) {
  const guardInvitation = invitationGuard({ config, sql, mail, now });
  const guardAcceptance = acceptanceGuard({ config, mail });
  const windowSeconds = config.rateLimitWindowMinutes * 60;
  const signInRule = { window: windowSeconds, max: config.signInRateLimitMax };
  return betterAuth({
    appName: 'Cashline',
    secret,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    database,
    trustedOrigins: [...config.corsOrigins, ...(config.publicUrl ? [config.publicUrl] : [])],
    telemetry: { enabled: false },
    logger: {
      // Its warnings are set-up advice that does not apply here (the base URL comes from each
      // request unless PUBLIC_URL is set); failures are still logged.
      level: 'error',
      log: (level, message) => logger[level](`auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${linkOrigin(config)}/reset-password?token=${encodeURIComponent(token)}`;
        await mail.passwordReset(user.email, url);
      },
      // Where e-mail is sent, an account signs in only once its address is confirmed; better-auth
      // then answers a sign-up with a taken address exactly as a new one, so sign-up cannot be used
      // to learn who has an account. The address's owner is told by e-mail instead.
      ...(mail.sends
        ? {
            requireEmailVerification: true,
            onExistingUserSignUp: async ({ user }: { user: { email: string } }) => {
              await mail.existingAccount(user.email, {
                signIn: `${linkOrigin(config)}/login`,
                reset: `${linkOrigin(config)}/forgot-password`,
              });
            },
          }
        : {}),
    },
    // Only where e-mail is sent: an address is confirmed by the link sent to it at sign-up (again
    // at a sign-in before it is), and following the link signs the user in.
    ...(mail.sends
      ? {
          emailVerification: {
            sendOnSignUp: true,
            sendOnSignIn: true,
            autoSignInAfterVerification: true,
            sendVerificationEmail: async ({
              user,
              url,
            }: {
              user: { email: string };
              url: string;
            }) => {
              await mail.verification(user.email, url);
            },
          },
        }
      : {}),
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: {
        '/sign-in/email': signInRule,
        '/sign-up/email': signInRule,
        // Asked on every page load: counting it would only add writes.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl?.startsWith('https:') ?? false,
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            if (ctx) await createFirstOrganization(ctx.context.adapter, user, ctx.body);
          },
        },
      },
      session: {
        create: {
          // A new session starts in the user's first organisation.
          before: async (session, ctx) => {
            if (!ctx) return { data: session };
            const organizationId = await firstOrganizationOf(ctx.context.adapter, session.userId);
            return { data: { ...session, activeOrganizationId: organizationId ?? null } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Changing a password signs every other session out, whatever the client asked.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        if (ctx.path === '/organization/invite-member') await guardInvitation(ctx);
        if (ctx.path === '/organization/accept-invitation') await guardAcceptance(ctx);
        if (ctx.path === '/organization/remove-member') await refuseRemovalBelowAdmin(ctx);
        if (NAMED_PATHS.has(ctx.path)) refuseOddNames(ctx.body);
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const created = ctx.context.newSession;
        if (created) await activateFirstOrganization(ctx.context, created.session);
      }),
    },
    plugins: [
      organization({
        ac: accessControl,
        roles,
        creatorRole: 'owner',
        invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        sendInvitationEmail: async (data) => {
          await mail.invitation({
            email: data.email,
            url: `${linkOrigin(config)}/invite/${encodeURIComponent(data.id)}`,
            organizationName: data.organization.name,
            inviterName: data.inviter.user.name,
            role: data.role,
          });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
