import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_OPTIONS,
  BUDGET_OPTIONS,
  composeLeadMessage,
  emptyLeadDraft,
  isLeadStepValid,
  leadFormSchema,
  leadProgressPercent,
  leadStepSchemas,
  NEEDS_OPTIONS,
  TIMELINE_OPTIONS,
  toLeadInsert,
  type LeadFormDraft,
  type LeadFormValues,
} from '../../../src/domain/lead';

const complete: LeadFormDraft & LeadFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0000',
  budget: '$10,000 - $25,000',
  timeline: '1-3 months',
  needs: 'Raise capital or funding',
  authority: 'Yes, I am the decision maker',
};

describe('lead option lists (spec §3)', () => {
  it('match the spec exactly', () => {
    expect(BUDGET_OPTIONS).toEqual([
      'Under $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      'Over $50,000',
    ]);
    expect(TIMELINE_OPTIONS).toEqual(['Immediately', '1-3 months', '3-6 months', '6+ months']);
    expect(NEEDS_OPTIONS).toHaveLength(8);
    expect(NEEDS_OPTIONS[0]).toBe('Develop personal brand');
    expect(AUTHORITY_OPTIONS).toEqual([
      'Yes, I am the decision maker',
      'I share decision-making authority',
      'I influence decisions',
      'I need approval from others',
    ]);
  });
});

describe('composeLeadMessage', () => {
  it('puts budget, timeline, needs and authority on separate lines', () => {
    expect(composeLeadMessage(complete)).toBe(
      'Budget: $10,000 - $25,000\nTimeline: 1-3 months\nNeeds: Raise capital or funding\nAuthority: Yes, I am the decision maker',
    );
  });

  it('has exactly four lines for every combination of first options', () => {
    const msg = composeLeadMessage({
      budget: BUDGET_OPTIONS[0],
      timeline: TIMELINE_OPTIONS[0],
      needs: NEEDS_OPTIONS[0],
      authority: AUTHORITY_OPTIONS[0],
    });
    expect(msg.split('\n')).toHaveLength(4);
  });
});

describe('wizard step validation (spec §5)', () => {
  const cases: { step: number; draft: Partial<LeadFormDraft>; valid: boolean; why: string }[] = [
    { step: 0, draft: {}, valid: false, why: 'empty name and email' },
    { step: 0, draft: { name: '   ', email: 'a@b.co' }, valid: false, why: 'blank name' },
    { step: 0, draft: { name: 'Ada', email: '' }, valid: false, why: 'missing email' },
    { step: 0, draft: { name: 'Ada', email: 'not-an-email' }, valid: false, why: 'malformed email' },
    { step: 0, draft: { name: 'Ada', email: 'ada@example.com' }, valid: true, why: 'name and email' },
    { step: 1, draft: {}, valid: true, why: 'company and phone are optional' },
    { step: 1, draft: { company: 'x'.repeat(201) }, valid: false, why: 'company too long' },
    { step: 2, draft: { budget: 'Under $5,000' }, valid: false, why: 'timeline missing' },
    { step: 2, draft: { budget: 'A million', timeline: 'Immediately' }, valid: false, why: 'budget not an option' },
    { step: 2, draft: { budget: 'Under $5,000', timeline: 'Immediately' }, valid: true, why: 'both chosen' },
    { step: 3, draft: { needs: 'Grow my network' }, valid: false, why: 'authority missing' },
    {
      step: 3,
      draft: { needs: 'Grow my network', authority: 'I influence decisions' },
      valid: true,
      why: 'both chosen',
    },
    { step: 4, draft: complete, valid: false, why: 'no such step' },
  ];
  it.each(cases)('step $step: $why → $valid', ({ step, draft, valid }) => {
    expect(isLeadStepValid(step, { ...emptyLeadDraft, ...draft })).toBe(valid);
  });

  it('has four step schemas', () => {
    expect(leadStepSchemas).toHaveLength(4);
  });
});

describe('leadProgressPercent', () => {
  it('is (step + 1) / 4', () => {
    expect([0, 1, 2, 3].map(leadProgressPercent)).toEqual([25, 50, 75, 100]);
  });
});

describe('leadFormSchema and toLeadInsert', () => {
  it('accepts a complete lead and builds the row with status new', () => {
    const row = toLeadInsert(leadFormSchema.parse(complete));
    expect(row).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      phone: '+44 20 7946 0000',
      budget: '$10,000 - $25,000',
      timeline: '1-3 months',
      needs: 'Raise capital or funding',
      authority: 'Yes, I am the decision maker',
      message: composeLeadMessage(complete),
      status: 'new',
    });
  });

  it('stores blank company and phone as null and trims the name', () => {
    const row = toLeadInsert(leadFormSchema.parse({ ...complete, name: '  Ada  ', company: '  ', phone: '' }));
    expect(row.name).toBe('Ada');
    expect(row.company).toBeNull();
    expect(row.phone).toBeNull();
  });

  it('rejects a lead missing a required step', () => {
    expect(leadFormSchema.safeParse({ ...complete, authority: '' }).success).toBe(false);
  });
});
