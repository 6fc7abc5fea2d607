// The founding-member waitlist on the landing page: "Joining..." for 1 second, then the toast
// and cleared fields (spec §4). Duplicates are accepted quietly by the server.
import { forwardRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { landingWaitlistArgs, landingWaitlistSchema, type LandingWaitlistValues } from '../../domain/site-waitlist';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/toast-store';
import { joinWaitlist } from './visitor-writes';

export const WAITLIST_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const LandingWaitlistForm = forwardRef<HTMLElement>(function LandingWaitlistForm(_props, ref) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LandingWaitlistValues>({ resolver: zodResolver(landingWaitlistSchema), defaultValues: { name: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await Promise.all([joinWaitlist(landingWaitlistArgs(values)), wait(WAITLIST_DELAY_MS)]);
      toast.success("You've been added to the waitlist!");
      reset();
    } catch {
      toast.error('We could not add you to the waitlist. Please check your details and try again.');
    }
  });

  return (
    <section ref={ref} id="waitlist" tabIndex={-1} aria-labelledby="waitlist-title" className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-xl sm:p-8">
      <p className="text-xs font-bold tracking-widest text-brand-600 uppercase">Founding members</p>
      <h2 id="waitlist-title" className="mt-1 text-2xl font-bold text-slate-900">
        Join the founding-member waitlist
      </h2>
      <p className="mt-2 text-sm text-slate-600">Be first in line when we open more beta seats. Free during the beta.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <Button type="submit" variant="gold" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
        </Button>
      </form>
    </section>
  );
});
