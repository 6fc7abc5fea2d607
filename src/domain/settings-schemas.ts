// The settings forms (spec areas §5, §8), with the spec's messages. The same limits as the
// server: a profile name of at most 200 characters (SQL check), an email of at most 255 (GoTrue),
// passwords of 6 to 72 characters (GoTrue; bcrypt reads no further).
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth-schemas';

export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const PASSWORD_TOO_SHORT_LONG = 'Password must be at least 6 characters long';
export const PASSWORD_MAX_LENGTH = 72;
export const DELETE_ACCOUNT_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone.';

export const profileFormSchema = z.object({
  name: z.string().trim().max(200, 'Please use at most 200 characters'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email')
    .max(255, 'Please use at most 255 characters')
    .pipe(z.email('Please enter a valid email address')),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  // The spec's order: the match first, then the length.
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: NEW_PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
    } else if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_SHORT_LONG, path: ['newPassword'] });
    } else if (v.newPassword.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'Please use at most 72 characters', path: ['newPassword'] });
    }
  });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/** The update button waits until both new-password fields hold something (spec §5). */
export function canSubmitPassword(v: { newPassword: string; confirmPassword: string }): boolean {
  return v.newPassword.length > 0 && v.confirmPassword.length > 0;
}
