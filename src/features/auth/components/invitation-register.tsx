// /register?invite=TOKEN: the invitation stands in for the beta code. A client invitation makes
// the account (its email fixed to the invited address) and joins the coach's client record; an
// account invitation (an admin added the user) sets the password, then signs in.
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import {
  invitedRegisterSchema,
  setPasswordSchema,
  type InvitedRegisterValues,
  type SetPasswordValues,
} from '../../../domain/auth-schemas';
import {
  acceptAccountInvitation,
  lookUpInvitation,
  type InvitationDetails,
  type InvitationLookup,
} from '../../../data/remote/invitations';
import { useAuth } from '../../../data/auth/use-auth';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { AuthCard } from './auth-card';
import { NameFields, PasswordFields } from './account-fields';

export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';

export function InvitationRegister({ token }: { token: string }) {
  const [lookup, setLookup] = useState<InvitationLookup | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    void lookUpInvitation(token).then((found) => alive && setLookup(found));
    return () => {
      alive = false;
    };
  }, [token, attempt]);

  const meta = <PageMeta title="Accept Invitation · StoryStack" description="Accept your StoryStack invitation." />;
  if (!lookup) {
    return (
      <AuthCard title="Accept Invitation" badge="Invitation" intro="Checking your invitation…">
        {meta}
        <Spinner label="Checking your invitation" />
      </AuthCard>
    );
  }
  if (lookup.state === 'unreachable') {
    return (
      <AuthCard
        title="Accept Invitation"
        badge="Invitation"
        intro="We could not reach StoryStack to check your invitation. Check your connection and try again."
      >
        {meta}
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
      </AuthCard>
    );
  }
  if (lookup.state === 'invalid') {
    return (
      <AuthCard title="Accept Invitation" badge="Invitation" intro={INVALID_INVITATION}>
        {meta}
        <p className="text-sm text-slate-700">
          Invitation links work once and for seven days. Ask the person who invited you for a new link, or{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            sign in
          </Link>{' '}
          if you already set up your account.
        </p>
      </AuthCard>
    );
  }
  return lookup.details.kind === 'client' ? (
    <ClientInvitationForm token={token} details={lookup.details} meta={meta} />
  ) : (
    <AccountInvitationForm token={token} details={lookup.details} meta={meta} />
  );
}

function splitName(name: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

function ClientInvitationForm({
  token,
  details,
  meta,
}: {
  token: string;
  details: InvitationDetails;
  meta: ReactNode;
}) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InvitedRegisterValues>({
    resolver: zodResolver(invitedRegisterSchema),
    defaultValues: { ...splitName(details.name), email: details.email, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await signUp(details.email, v.password, {
        invitation: token,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
      });
      toast.success('Welcome to StoryStack! Your account is ready.');
      void navigate('/dashboard', { replace: true });
    } catch {
      toast.error('Registration failed. Please try again or contact support.');
    }
  });
  const by = details.invited_by ? `${details.invited_by} invited you` : 'You are invited';
  return (
    <AuthCard
      title="Join Your Coach"
      badge="Invitation"
      intro={`${by} to build your story stack on StoryStack${details.company ? ` for ${details.company}` : ''}. Create your account to start.`}
    >
      {meta}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NameFields first={register('firstName')} last={register('lastName')} errors={errors} />
        <TextField
          label="Email"
          type="email"
          readOnly
          hint="Your invitation is for this address."
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordFields password={register('password')} confirm={register('confirmPassword')} errors={errors} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}

function AccountInvitationForm({
  token,
  details,
  meta,
}: {
  token: string;
  details: InvitationDetails;
  meta: ReactNode;
}) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const email = await acceptAccountInvitation(token, v.password);
      await signIn(email, v.password);
      toast.success('Password set. Welcome to StoryStack!');
      void navigate('/dashboard', { replace: true });
    } catch (e) {
      const message = e instanceof Error && e.message === INVALID_INVITATION ? INVALID_INVITATION : null;
      setFailure(message ?? 'We could not set your password. Check your connection and try again.');
    }
  });
  return (
    <AuthCard
      title="Set Your Password"
      badge="Invitation"
      intro={`Your StoryStack account for ${details.email} is ready. Choose a password to sign in.`}
    >
      {meta}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordFields password={register('password')} confirm={register('confirmPassword')} errors={errors} />
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Setting Password...' : 'Set Password and Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
