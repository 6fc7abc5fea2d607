import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { CONTACT, PRICING } from '../../../content/site-marketing';
import {
  earlyAccessWaitlistArgs,
  earlyAccessWaitlistSchema,
  type EarlyAccessWaitlistValues,
} from '../../../domain/site-waitlist';
import { adoptWith, usePrerenderedForm } from '../../../components/ui/prerendered-form';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { toast } from '../../../components/ui/toast-store';
import { PageHero } from './page-hero';
import { joinWaitlist } from '../visitor-writes';

const CONTACT_BLOCKS = [
  { title: 'Beta invitations', text: 'Questions about the beta or your invitation.', email: CONTACT.email },
  { title: 'Coaching partners', text: 'Bring StoryStack to your coaching clients.', email: CONTACT.partnerships },
  { title: 'Member support', text: 'Already a member and need a hand?', email: CONTACT.support },
] as const;

export function EarlyAccessPage() {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EarlyAccessWaitlistValues>({
    resolver: zodResolver(earlyAccessWaitlistSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  const formRef = useRef<HTMLFormElement>(null);
  usePrerenderedForm(formRef, adoptWith(setValue));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await joinWaitlist(earlyAccessWaitlistArgs(values));
      toast.success("You've been added to the waitlist!");
      reset();
    } catch {
      toast.error('We could not add you to the waitlist. Please check your details and try again.');
    }
  });

  return (
    <>
      <PageMeta
        title="Get Early Access · StoryStack"
        description="Join the StoryStack waitlist for the next round of beta seats, free during the beta."
      />
      <PageHero eyebrow={`${PRICING.access} · ${PRICING.beta}`} title="Get early access">
        Join the waitlist for the next round of beta seats. StoryStack is free during the beta (normally{' '}
        {PRICING.normal} after launch).
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-2">
        <section aria-labelledby="ea-form-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <h2 id="ea-form-title" className="text-2xl font-bold text-slate-900">
            Join the waitlist
          </h2>
          <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First name"
                autoComplete="given-name"
                required
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextField
                label="Last name (optional)"
                autoComplete="family-name"
                error={errors.lastName?.message}
                {...register('lastName')}
              />
            </div>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
            </Button>
          </form>
          <div className="mt-8 rounded-xl bg-brand-50 p-5">
            <h3 className="font-semibold text-brand-900">Want a conversation first?</h3>
            <p className="mt-1 text-sm text-slate-700">
              Tell us about your business in four quick steps and our team will reach out.
            </p>
            <Link to="/request-access" className={buttonClass('secondary', 'mt-4')}>
              Request Early Access
            </Link>
          </div>
        </section>
        <section aria-labelledby="ea-contact-title">
          <h2 id="ea-contact-title" className="text-2xl font-bold text-slate-900">
            Talk to us
          </h2>
          <p className="mt-2 text-slate-600">{CONTACT.responseTime}</p>
          <ul className="mt-6 space-y-4">
            {CONTACT_BLOCKS.map((b) => (
              <li key={b.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-slate-900">{b.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{b.text}</p>
                <a
                  href={`mailto:${b.email}`}
                  className="mt-2 inline-block rounded text-sm font-semibold text-brand-700 underline"
                >
                  {b.email}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
