// The fields every account form shares: first and last name, a new password and its confirmation.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth-schemas';
import { TextField } from '../../../components/ui/field';

export function PasswordFields({
  password,
  confirm,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        error={errors.confirmPassword?.message}
        {...confirm}
      />
    </>
  );
}

export function NameFields({
  first,
  last,
  errors,
}: {
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  errors: { firstName?: { message?: string }; lastName?: { message?: string } };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...first} />
      <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...last} />
    </div>
  );
}
