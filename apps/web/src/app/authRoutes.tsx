import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { lazyNamed } from '../lib/lazyNamed';

const LoginPage = lazyNamed(() => import('../features/auth/LoginPage'), 'LoginPage');
const SignUpPage = lazyNamed(() => import('../features/auth/SignUpPage'), 'SignUpPage');
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
const InvitePage = lazyNamed(() => import('../features/auth/InvitePage'), 'InvitePage');
const TeamPage = lazyNamed(() => import('../features/team/TeamPage'), 'TeamPage');

/** Sign-in pages, invitations and the team page, by route key. */
export const authRoutes: Partial<Record<PathKey, ReactElement>> = {
  login: <LoginPage />,
  signup: <SignUpPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  invitation: <InvitePage />,
  team: <TeamPage />,
};
