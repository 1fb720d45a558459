import { createContext } from 'react';
import type { Me } from './authApi';

export type AuthState =
  | { status: 'loading'; me: null }
  | { status: 'signed-out'; me: null }
  | { status: 'signed-in'; me: Me };

export type AuthContextValue = AuthState & {
  /** Asks the server again (after sign-in, sign-up, accepting an invitation...). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
  switchOrganization(organizationId: string): Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
