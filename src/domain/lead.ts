// The Request Early Access wizard: option lists (spec §3), per-step validation (spec §5) and the
// message stored with a lead. One schema serves the form and the queued write.
import { z } from 'zod';

export const BUDGET_OPTIONS = [
  'Under $5,000',
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  'Over $50,000',
] as const;

export const TIMELINE_OPTIONS = ['Immediately', '1-3 months', '3-6 months', '6+ months'] as const;

export const NEEDS_OPTIONS = [
  'Develop personal brand',
  'Generate more leads',
  'Increase sales conversions',
  'Improve client retention',
  'Develop thought leadership',
  'Create compelling content',
  'Grow my network',
  'Raise capital or funding',
] as const;

export const AUTHORITY_OPTIONS = [
  'Yes, I am the decision maker',
  'I share decision-making authority',
  'I influence decisions',
  'I need approval from others',
] as const;

export const LEAD_WIZARD_STEPS = 4;

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: () => message });

export const leadContactSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your full name').max(200, 'Please use at most 200 characters'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email')
    .max(320)
    .pipe(z.email('Please enter a valid email address')),
});

export const leadCompanySchema = z.object({
  company: z.string().trim().max(200, 'Please use at most 200 characters'),
  phone: z.string().trim().max(50, 'Please use at most 50 characters'),
});

export const leadBudgetSchema = z.object({
  budget: choice(BUDGET_OPTIONS, 'Please choose a budget'),
  timeline: choice(TIMELINE_OPTIONS, 'Please choose a timeline'),
});

export const leadNeedsSchema = z.object({
  needs: choice(NEEDS_OPTIONS, 'Please choose your primary goal'),
  authority: choice(AUTHORITY_OPTIONS, 'Please choose your decision-making role'),
});

/** One schema per wizard step, in order (steps 0 to 3). */
export const leadStepSchemas = [leadContactSchema, leadCompanySchema, leadBudgetSchema, leadNeedsSchema] as const;

export const leadFormSchema = leadContactSchema
  .extend(leadCompanySchema.shape)
  .extend(leadBudgetSchema.shape)
  .extend(leadNeedsSchema.shape);

export type LeadFormValues = z.infer<typeof leadFormSchema>;

/** The form's starting values: empty strings, so the selects start unselected. */
export interface LeadFormDraft {
  name: string;
  email: string;
  company: string;
  phone: string;
  budget: string;
  timeline: string;
  needs: string;
  authority: string;
}

export const emptyLeadDraft: LeadFormDraft = {
  name: '',
  email: '',
  company: '',
  phone: '',
  budget: '',
  timeline: '',
  needs: '',
  authority: '',
};

export const LEAD_STEP_FIELDS: readonly (readonly (keyof LeadFormDraft)[])[] = [
  ['name', 'email'],
  ['company', 'phone'],
  ['budget', 'timeline'],
  ['needs', 'authority'],
];

export function isLeadStepValid(step: number, draft: LeadFormDraft): boolean {
  const schema = leadStepSchemas[step];
  return schema ? schema.safeParse(draft).success : false;
}

/** Progress shown above the wizard: (step + 1) / 4, as a whole percent. */
export function leadProgressPercent(step: number): number {
  return Math.round(((step + 1) / LEAD_WIZARD_STEPS) * 100);
}

/** The message stored with a lead: budget, timeline, needs and authority on separate lines. */
export function composeLeadMessage(lead: Pick<LeadFormValues, 'budget' | 'timeline' | 'needs' | 'authority'>): string {
  return [
    `Budget: ${lead.budget}`,
    `Timeline: ${lead.timeline}`,
    `Needs: ${lead.needs}`,
    `Authority: ${lead.authority}`,
  ].join('\n');
}

/** The row written to `leads` (status 'new' is the only status a visitor may insert). */
export const leadInsertSchema = leadFormSchema.extend({
  company: z.string().max(200).nullable(),
  phone: z.string().max(50).nullable(),
  message: z.string().max(5000),
  status: z.literal('new'),
});

export type LeadInsert = z.infer<typeof leadInsertSchema>;

export function toLeadInsert(values: LeadFormValues): LeadInsert {
  const company = values.company.trim();
  const phone = values.phone.trim();
  return leadInsertSchema.parse({
    name: values.name.trim(),
    email: values.email.trim(),
    company: company === '' ? null : company,
    phone: phone === '' ? null : phone,
    budget: values.budget,
    timeline: values.timeline,
    needs: values.needs,
    authority: values.authority,
    message: composeLeadMessage(values),
    status: 'new',
  });
}
