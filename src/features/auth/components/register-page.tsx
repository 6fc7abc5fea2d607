// Registration behind the beta code. The code arrives in router state from the landing gate
// (memory only); on a direct visit the page asks for it. The server checks it again at sign-up.
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readBetaHandoff, registerSchema, type RegisterValues } from '../../../domain/auth-schemas';
import { adoptWith, usePrerenderedForm } from '../../../components/ui/prerendered-form';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { AuthCard } from './auth-card';
import { InvitationRegister } from './invitation-register';
import { NameFields, PasswordFields } from './account-fields';
import { useAuth } from '../../../data/auth/use-auth';

export function RegisterPage() {
  const [params] = useSearchParams();
  const invitation = params.get('invite');
  return invitation ? <InvitationRegister token={invitation} /> : <BetaRegister />;
}

function BetaRegister() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const handedCode = readBetaHandoff(location.state);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      betaCode: handedCode ?? '',
    },
  });

  const formRef = useRef<HTMLFormElement>(null);
  usePrerenderedForm(formRef, adoptWith(setValue));

  const onSubmit = handleSubmit(async (v) => {
    try {
      await signUp(v.email.trim(), v.password, {
        betaCode: v.betaCode.trim(),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
      });
      toast.success('Welcome to the beta! Account created successfully.');
      void navigate('/dashboard', { replace: true });
    } catch {
      toast.error('Registration failed. Please try again or contact support.');
    }
  });

  return (
    <AuthCard
      title="Create Account"
      badge="Beta Access"
      intro={
        handedCode
          ? 'Your beta access is confirmed. Create your founding member account.'
          : 'StoryStack is invite only. Enter your beta access password and your details.'
      }
    >
      <PageMeta
        title="Create Account · StoryStack"
        description="Create your StoryStack founding member account with your beta invitation."
      />
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        {handedCode ? (
          <input type="hidden" {...register('betaCode')} />
        ) : (
          <TextField
            label="Beta access password"
            type="password"
            autoComplete="off"
            required
            hint="The password from your invitation."
            error={errors.betaCode?.message}
            {...register('betaCode')}
          />
        )}
        <NameFields first={register('firstName')} last={register('lastName')} errors={errors} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordFields password={register('password')} confirm={register('confirmPassword')} errors={errors} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
