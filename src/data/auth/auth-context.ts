// The auth context's shape (spec §3): user, role, loading, isNewUser and the three actions.
import { createContext } from 'react';
import { normalizeRole, type Role } from '../../domain/roles';

export type AppRole = Role;

export interface AuthUser {
  id: string;
  email: string;
}

export interface SignUpDetails {
  /** The beta code, or an invitation token that stands in for it. */
  betaCode?: string;
  invitation?: string;
  firstName: string;
  lastName: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  role: AppRole | null;
  loading: boolean;
  isNewUser: boolean;
  /** True while the user shown is known from this device's cache, not yet confirmed by the server. */
  offline: boolean;
  /** Nobody is cached on this device and the session could not be read: why (else null). */
  problem: 'offline' | 'unreachable' | null;
  /** Reads the session again (after a start-up problem). */
  retry(): void;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string, details: SignUpDetails): Promise<void>;
  /**
   * Resolves true when signed out, false when the user chose to stay signed in. `discard`: do not
   * ask about unsynced work, clear it (the account it belonged to was just deleted).
   */
  signOut(options?: { discard?: boolean }): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const toRole = normalizeRole;
