// The founding-member waitlist on the landing page: "Joining..." for 1 second, then the toast
// and cleared fields (spec §4). Duplicates are accepted quietly by the server. Plain state
// instead of react-hook-form, and the zod schema loaded on submit, keep the landing page's first
// bundle small.
import { useRef, useState, type FormEvent } from 'react';
import type { LandingWaitlistValues } from '../../../domain/site-waitlist';
import { ISLAND_HOOK } from '../site-nav';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { usePrerenderedForm } from '../../../components/ui/prerendered-form';
import { joinWaitlist } from '../visitor-writes';

export const WAITLIST_DELAY_MS = 1000;

const EMPTY: LandingWaitlistValues = { name: '', email: '' };
type Errors = Partial<Record<keyof LandingWaitlistValues, string>>;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function LandingWaitlistForm() {
  const [values, setValues] = useState<LandingWaitlistValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [joining, setJoining] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const live = usePrerenderedForm(formRef, (typed) =>
    setValues((v) => ({ ...v, name: typed.name ?? v.name, email: typed.email ?? v.email })),
  );

  const set = (field: keyof LandingWaitlistValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const { landingWaitlistArgs, landingWaitlistSchema } = await import('../../../domain/site-waitlist');
    const parsed = landingWaitlistSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'email') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      const first = form.querySelector<HTMLInputElement>(`[name="${next.name ? 'name' : 'email'}"]`);
      first?.focus();
      return;
    }
    setErrors({});
    setJoining(true);
    try {
      await Promise.all([joinWaitlist(landingWaitlistArgs(parsed.data)), wait(WAITLIST_DELAY_MS)]);
      toast.success("You've been added to the waitlist!");
      setValues(EMPTY);
    } catch {
      toast.error('We could not add you to the waitlist. Please check your details and try again.');
    } finally {
      setJoining(false);
    }
  };

  return (
    <section
      id="waitlist"
      tabIndex={-1}
      aria-labelledby="waitlist-title"
      className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-xl sm:p-8"
      data-live={live ? '' : undefined}
    >
      <p className="text-xs font-bold tracking-widest text-brand-600 uppercase">Founding members</p>
      <h2 id="waitlist-title" className="mt-1 text-2xl font-bold text-slate-900">
        Join the founding-member waitlist
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Be first in line when we open more beta seats. Free during the beta.
      </p>
      <form
        ref={formRef}
        onSubmit={(e) => void submit(e)}
        noValidate
        className="mt-6 space-y-4"
        {...{ [ISLAND_HOOK.liveOnUse]: '' }}
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Button type="submit" variant="gold" className="w-full" disabled={joining}>
          {joining ? 'Joining...' : 'Join the Waitlist'}
        </Button>
      </form>
    </section>
  );
}
