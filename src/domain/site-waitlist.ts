// Waitlist forms: the landing page's founding-member form (name required) and the early-access
// page's form (first name required, last name optional). Both end in rpc join_waitlist.
import { z } from 'zod';

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email')
  .max(320)
  .pipe(z.email('Please enter a valid email address'));

export const landingWaitlistSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(200, 'Please use at most 200 characters'),
  email,
});
export type LandingWaitlistValues = z.infer<typeof landingWaitlistSchema>;

export const earlyAccessWaitlistSchema = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name').max(100, 'Please use at most 100 characters'),
  lastName: z.string().trim().max(100, 'Please use at most 100 characters'),
  email,
});
export type EarlyAccessWaitlistValues = z.infer<typeof earlyAccessWaitlistSchema>;

export const WAITLIST_SOURCES = ['landing', 'early-access'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

/** The arguments of rpc join_waitlist. */
export const joinWaitlistArgsSchema = z.object({
  email: z.string().max(320),
  first_name: z.string().max(100).nullable(),
  last_name: z.string().max(100).nullable(),
  source: z.enum(WAITLIST_SOURCES),
});
export type JoinWaitlistArgs = z.infer<typeof joinWaitlistArgsSchema>;

/** Splits a single "name" field: the first word is the first name, the rest the last name. */
export function splitFullName(name: string): { first: string; last: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = (parts[0] ?? '').slice(0, 100);
  const last = parts.slice(1).join(' ').slice(0, 100);
  return { first, last: last === '' ? null : last };
}

export function landingWaitlistArgs(v: LandingWaitlistValues): JoinWaitlistArgs {
  const { first, last } = splitFullName(v.name);
  return joinWaitlistArgsSchema.parse({
    email: v.email.trim().toLowerCase(),
    first_name: first,
    last_name: last,
    source: 'landing',
  });
}

export function earlyAccessWaitlistArgs(v: EarlyAccessWaitlistValues): JoinWaitlistArgs {
  const last = v.lastName.trim();
  return joinWaitlistArgsSchema.parse({
    email: v.email.trim().toLowerCase(),
    first_name: v.firstName.trim(),
    last_name: last === '' ? null : last,
    source: 'early-access',
  });
}
