// Change password (spec areas §5): current, new and confirm, each with show/hide; the button
// waits until new and confirm are filled; the server checks the current password first.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { changePassword } from '../../../data/remote/account';
import { canSubmitPassword, passwordFormSchema, type PasswordFormValues } from '../../../domain/settings-schemas';
import { SettingsCard } from './settings-card';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordField({
  label,
  autoComplete,
  error,
  field,
}: {
  label: string;
  autoComplete: string;
  error?: string;
  field: ReturnType<ReturnType<typeof useForm<PasswordFormValues>>['register']>;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <TextField
        label={label}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        error={error}
        className="pr-16"
        {...field}
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-pressed={shown}
        className="absolute top-8 right-2 rounded px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-slate-100"
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}

export function PasswordSection() {
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });

  const onSubmit = handleSubmit(async (v) => {
    const answer = await changePassword(v.currentPassword, v.newPassword);
    if (answer.ok) {
      reset(EMPTY);
      toast.success('Password updated successfully');
      return;
    }
    if (answer.reason === 'wrong-password') {
      setError('currentPassword', { message: 'Your current password is not correct.' });
    } else if (answer.reason === 'offline') {
      setError('root', { message: 'Changing your password needs a connection. Please try again when you are online.' });
    } else if (answer.reason === 'same-password') {
      setError('newPassword', { message: 'Please choose a different password from your current one.' });
    }
    toast.error('Failed to change password');
  });

  return (
    <SettingsCard
      title="Change password"
      intro="Changing your password signs you out on your other devices; this one stays signed in."
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          field={register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          field={register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          field={register('confirmPassword')}
        />
        {errors.root?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting || !canSubmitPassword({ newPassword, confirmPassword })}>
          {isSubmitting ? 'Updating…' : 'Update Password'}
        </Button>
      </form>
    </SettingsCard>
  );
}
