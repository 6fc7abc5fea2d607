// The 4-step "Request Early Access" wizard (spec §2–§5). Next is enabled only when the
// current step is valid; the dots go back to earlier steps.
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { adoptWith, usePrerenderedForm } from '../../../components/ui/prerendered-form';
import {
  AUTHORITY_OPTIONS,
  BUDGET_OPTIONS,
  emptyLeadDraft,
  isLeadStepValid,
  LEAD_STEP_FIELDS,
  LEAD_WIZARD_STEPS,
  leadFormSchema,
  leadProgressPercent,
  NEEDS_OPTIONS,
  TIMELINE_OPTIONS,
  toLeadInsert,
  type LeadFormDraft,
} from '../../../domain/lead';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { submitLead } from '../visitor-writes';

const STEP_TITLES = ['About you', 'Your business', 'Budget and timeline', 'Your goals'] as const;

export function LeadWizard() {
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  const { register, control, handleSubmit, reset, setValue, formState } = useForm<LeadFormDraft>({
    defaultValues: emptyLeadDraft,
    mode: 'onChange',
  });
  const draft = useWatch({ control }) as LeadFormDraft;
  const values: LeadFormDraft = { ...emptyLeadDraft, ...draft };
  const stepValid = isLeadStepValid(step, values);
  const submitting = formState.isSubmitting;

  const formRef = useRef<HTMLFormElement>(null);
  usePrerenderedForm(formRef, adoptWith(setValue));

  const onSubmit = handleSubmit(async (raw) => {
    const parsed = leadFormSchema.safeParse(raw);
    if (!parsed.success) return;
    try {
      await submitLead(toLeadInsert(parsed.data));
      toast.success("Thank you for your interest! We'll be in touch soon.");
      reset(emptyLeadDraft);
      setDone(true);
    } catch {
      toast.error('Something went wrong. Please try again.');
    }
  });

  if (done) {
    return (
      <div className="rounded-2xl border border-slate-200 p-8 text-center shadow-sm" data-testid="lead-thanks">
        <h2 className="text-2xl font-bold text-slate-900">Thank You!</h2>
        <p className="mt-2 text-slate-600">
          We have your request. Our team will be in touch soon, usually within two business days.
        </p>
        <Button
          className="mt-6"
          onClick={() => {
            setStep(0);
            setDone(false);
          }}
        >
          Submit Another Request
        </Button>
      </div>
    );
  }

  const percent = leadProgressPercent(step);
  const next = () => {
    if (stepValid && step < LEAD_WIZARD_STEPS - 1) setStep(step + 1);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => {
        if (step < LEAD_WIZARD_STEPS - 1) {
          e.preventDefault();
          next();
          return;
        }
        void onSubmit(e);
      }}
      noValidate
      className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
      aria-labelledby="wizard-step-title"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-slate-600">
          Step {step + 1} of {LEAD_WIZARD_STEPS}
        </p>
        <ol className="flex gap-2" aria-label="Steps">
          {STEP_TITLES.map((title, i) => (
            <li key={title}>
              <button
                type="button"
                disabled={i >= step}
                onClick={() => setStep(i)}
                aria-current={i === step ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${title}${i < step ? ' (go back)' : ''}`}
                className={`size-3 rounded-full ${i <= step ? 'bg-brand-600' : 'bg-slate-300'} ${i < step ? 'cursor-pointer hover:ring-2 hover:ring-brand-100' : 'cursor-default'}`}
              />
            </li>
          ))}
        </ol>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <h2 id="wizard-step-title" className="mt-6 text-xl font-bold text-slate-900">
        {STEP_TITLES[step]}
      </h2>
      <div className="mt-4 space-y-4">
        {step === 0 ? (
          <>
            <TextField label="Full name" autoComplete="name" required {...register('name')} />
            <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
          </>
        ) : null}
        {step === 1 ? (
          <>
            <TextField label="Company (optional)" autoComplete="organization" {...register('company')} />
            <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...register('phone')} />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <SelectField
              label="Budget"
              required
              options={BUDGET_OPTIONS}
              placeholder="Choose a budget"
              {...register('budget')}
            />
            <SelectField
              label="Timeline"
              required
              options={TIMELINE_OPTIONS}
              placeholder="Choose a timeline"
              {...register('timeline')}
            />
          </>
        ) : null}
        {step === 3 ? (
          <>
            <SelectField
              label="Primary goal"
              required
              options={NEEDS_OPTIONS}
              placeholder="Choose your primary goal"
              {...register('needs')}
            />
            <SelectField
              label="Are you the decision maker?"
              required
              options={AUTHORITY_OPTIONS}
              placeholder="Choose your role in the decision"
              {...register('authority')}
            />
          </>
        ) : null}
      </div>
      <div className="mt-8 flex justify-between gap-3">
        <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0 || submitting}>
          Back
        </Button>
        {step < LEAD_WIZARD_STEPS - 1 ? (
          <Button type="submit" disabled={!stepValid}>
            Next
          </Button>
        ) : (
          <Button type="submit" disabled={!stepValid || submitting}>
            {submitting ? 'Submitting...' : 'Submit Request'}
          </Button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {LEAD_STEP_FIELDS[step] && !stepValid ? 'Fill in the required fields to continue.' : ''}
      </p>
    </form>
  );
}
