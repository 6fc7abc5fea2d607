// Profile: the name is a mirror write (works offline, synced like any other change); the email
// belongs to the account, so it changes through the auth service while online and the profile
// follows it on the server.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { changeEmail } from '../../../data/remote/account';
import { updateProfile } from '../../../data/mirror/preferences';
import type { ProfileRow } from '../../../data/mirror/types';
import { profileFormSchema, type ProfileFormValues } from '../../../domain/settings-schemas';
import { SettingsCard } from './settings-card';
import { formatDateTime } from '../format';

/** Who sees the name: a client's coach, a coach's clients; nobody named for the others. */
const PROFILE_INTRO: Readonly<Record<string, string>> = {
  client: 'Your name appears on your stories and to your coach.',
  coach: 'Your name appears on your stories and to your clients.',
};

export function ProfileSection({ profile, role }: { profile: ProfileRow; role: string }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name ?? '', email: profile.email ?? '' },
  });

  // A change from elsewhere (a pull, the email following the account) shows unless being edited.
  useEffect(() => {
    if (!isDirty) reset({ name: profile.name ?? '', email: profile.email ?? '' });
  }, [profile.name, profile.email, isDirty, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const emailChanged = v.email.toLowerCase() !== (profile.email ?? '').toLowerCase();
    let confirmEmail = false;
    try {
      if (emailChanged) {
        const answer = await changeEmail(v.email);
        if (!answer.ok) {
          setError('email', {
            message:
              answer.reason === 'offline'
                ? 'Changing your email needs a connection. Your name can be saved offline.'
                : answer.reason === 'refused'
                  ? 'This email cannot be used. It may belong to another account.'
                  : 'The email could not be changed. Please try again.',
          });
          toast.error('Failed to update profile');
          return;
        }
        confirmEmail = answer.data.pending;
      }
      if (v.name !== (profile.name ?? '')) await updateProfile(profile.id, { name: v.name || null });
      reset(confirmEmail ? { ...v, email: profile.email ?? '' } : v);
      toast.success('Profile updated successfully');
      if (confirmEmail) toast(`We sent a link to ${v.email}: your email changes once you open it.`);
    } catch {
      toast.error('Failed to update profile');
    }
  });

  return (
    <SettingsCard title="Profile" intro={PROFILE_INTRO[role] ?? 'Your name appears on your stories.'}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            hint="You sign in with this address."
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Account created</dt>
            <dd className="font-medium text-slate-900" data-testid="profile-created">
              {formatDateTime(profile.created_at)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Last updated</dt>
            <dd className="font-medium text-slate-900" data-testid="profile-updated">
              {formatDateTime(profile.updated_at)}
            </dd>
          </div>
        </dl>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : 'Save Profile'}
        </Button>
      </form>
    </SettingsCard>
  );
}
