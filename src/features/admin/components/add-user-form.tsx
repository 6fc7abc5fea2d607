// The admin's add-user form (areas §5), made real: it creates the account through the
// admin-create-user function and hands the admin a one-time invitation link to pass on (no
// password sent in clear). A server that still answers with a temporary password is shown that.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/ui/clipboard';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ASSIGNABLE_ROLES, ROLE_LABELS, addUserSchema, type AddUserAnswer } from '../../../domain/admin-users';
import { addUser } from '../admin-api';
import { formatDate } from './server-state';

type FormInput = z.input<typeof addUserSchema>;
type FormOutput = z.output<typeof addUserSchema>;

export function AddUserForm() {
  const [created, setCreated] = useState<AddUserAnswer | null>(null);
  const [offline, setOffline] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addUserSchema),
    defaultValues: { email: '', name: '', role: 'user' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (navigator.onLine === false) {
      setOffline(true);
      return;
    }
    setOffline(false);
    const result = await addUser({ ...values, name: values.name || undefined });
    if (!result.ok) {
      console.error('Add user failed:', result.reason);
      // A clash the admin can act on is named; anything else gets the spec's message.
      toast.error(result.status === 409 ? result.reason : 'Failed to add user');
      return;
    }
    setCreated(result.answer);
    reset();
    toast.success(`${result.answer.user.email} added as ${result.answer.user.role}`);
  });

  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Add user"
        className="grid gap-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <div className="space-y-1.5">
          <label htmlFor="add-user-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id="add-user-role"
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 sm:text-sm"
            {...register('role')}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
          {isSubmitting ? 'Adding...' : 'Add User'}
        </Button>
      </form>
      {offline ? (
        <p role="alert" className="text-sm text-amber-900">
          You&rsquo;re offline. Adding a user needs a connection; nothing was sent.
        </p>
      ) : null}
      {created ? <CreatedUser answer={created} onDone={() => setCreated(null)} /> : null}
    </div>
  );
}

function CreatedUser({ answer, onDone }: { answer: AddUserAnswer; onDone: () => void }) {
  // A link relative to the app becomes a full address the person can open from an email.
  const link = answer.invitationUrl ? new URL(answer.invitationUrl, window.location.origin).href : null;
  const secret = link ?? answer.temporaryPassword ?? null;
  const copy = async () => {
    if (!secret) return;
    try {
      await copyText(secret);
      toast.success('Copied to clipboard!');
    } catch {
      toast.error('Failed to copy');
    }
  };
  return (
    <div
      role="status"
      data-testid="created-user"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
    >
      <p className="font-semibold">
        Account created for {answer.user.email} ({answer.user.role}).
      </p>
      {link ? (
        <>
          <p className="mt-1">
            Send them this one-time link to set their password and sign in. It works once
            {answer.expiresAt ? ` and expires on ${formatDate(answer.expiresAt)}` : ''}; it is not shown again.
          </p>
          <label htmlFor="invitation-link" className="sr-only">
            Invitation link
          </label>
          <input
            id="invitation-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-2 block w-full rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
          />
        </>
      ) : answer.temporaryPassword ? (
        <>
          <p className="mt-1">
            Give them this temporary password in person or over a private channel, and ask them to change it in Settings
            after signing in. It is not shown again.
          </p>
          <p className="mt-2 font-mono text-base tracking-wider" data-testid="temporary-password">
            {answer.temporaryPassword}
          </p>
        </>
      ) : (
        <p className="mt-1">They can sign in with the address above once they have set a password.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {secret ? (
          <Button variant="secondary" className="px-3 py-1.5 text-xs" onClick={() => void copy()}>
            {link ? 'Copy link' : 'Copy password'}
          </Button>
        ) : null}
        <Button variant="ghost" className="px-3 py-1.5 text-xs" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
