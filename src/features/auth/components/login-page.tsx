import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema, safeRedirectPath, type LoginValues } from '../../../domain/auth-schemas';
import { adoptWith, usePrerenderedForm } from '../../../components/ui/prerendered-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { toast } from '../../../components/ui/toast-store';
import { SignInCancelled } from '../auth-api';
import { AuthCard } from './auth-card';
import { signInFailureMessage } from '../sign-in-failure-message';
import { useAuth } from '../../../data/auth/use-auth';

export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const formRef = useRef<HTMLFormElement>(null);
  usePrerenderedForm(formRef, adoptWith(setValue));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values.email, values.password);
      toast.success('Welcome back!');
      void navigate(safeRedirectPath(location.state), { replace: true });
    } catch (error) {
      if (error instanceof SignInCancelled) return;
      toast.error(signInFailureMessage(error));
    }
  });

  return (
    <AuthCard title="Welcome Back" badge="Invite Only" intro="Sign in to your StoryStack account.">
      <PageMeta title="Sign In · StoryStack" description="Sign in to your StoryStack account." />
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Have a beta invitation?{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
