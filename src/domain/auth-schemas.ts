// Sign-in, registration and beta-gate validation (spec §5), with the spec's messages.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const emailField = z
  .string()
  .trim()
  .min(1, 'Please enter your email')
  .max(320)
  .pipe(z.email('Please enter a valid email address'));

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Please enter your password'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const betaCodeSchema = z.string().trim().min(1, 'Please enter the beta access password').max(200);

export const betaGateSchema = z.object({ code: betaCodeSchema });
export type BetaGateValues = z.infer<typeof betaGateSchema>;

const newPassword = {
  password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(72, 'Please use at most 72 characters'),
  confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
};
const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] }];

const accountFields = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Please enter your last name').max(100),
  email: emailField,
  ...newPassword,
});

export const registerSchema = accountFields.extend({ betaCode: betaCodeSchema }).refine(...passwordsMatch);
export type RegisterValues = z.infer<typeof registerSchema>;

/** Registration through a client invitation: the invitation stands in for the beta code. */
export const invitedRegisterSchema = accountFields.refine(...passwordsMatch);
export type InvitedRegisterValues = z.infer<typeof invitedRegisterSchema>;

/** Setting the password of an account an admin made (account invitation). */
export const setPasswordSchema = z.object(newPassword).refine(...passwordsMatch);
export type SetPasswordValues = z.infer<typeof setPasswordSchema>;

/** What sign-up sends as user metadata: the server checks the code and names the profile. */
export function signUpMetadata(v: RegisterValues): { beta_code: string; first_name: string; last_name: string } {
  return { beta_code: v.betaCode.trim(), first_name: v.firstName.trim(), last_name: v.lastName.trim() };
}

/** Router state that carries an unlocked code from the landing gate to /register (memory only). */
export const betaHandoffSchema = z.object({ betaCode: betaCodeSchema });
export function readBetaHandoff(state: unknown): string | null {
  const parsed = betaHandoffSchema.safeParse(state);
  return parsed.success ? parsed.data.betaCode : null;
}

/** Where the guard sent the user from, if it is a safe in-app path. */
export function safeRedirectPath(state: unknown, fallback = '/dashboard'): string {
  const parsed = z
    .object({ from: z.object({ pathname: z.string(), search: z.string().optional(), hash: z.string().optional() }) })
    .safeParse(state);
  if (!parsed.success) return fallback;
  const { pathname, search = '', hash = '' } = parsed.data.from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login' || pathname === '/register')
    return fallback;
  return `${pathname}${search}${hash}`;
}
