// The admin area's server calls (spec areas §7), made as the signed-in admin. These screens are
// online views of server data, not the offline mirror: the database's row-level security decides
// what comes back, and every answer is checked with zod before a screen shows it.
import { z } from 'zod';
import { callFunction } from '../../data/remote/functions';
import { loadSupabase } from '../../data/remote/load-supabase';
import {
  LEAD_STATUSES,
  addUserAnswerSchema,
  type AddUserAnswer,
  type AddUserInput,
  type AssignableRole,
  type LeadStatus,
} from '../../domain/admin-users';
import { normalizeRole } from '../../domain/roles';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.unknown().transform(normalizeRole),
  created_at: z.string(),
  name: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  coach_id: z.string().nullable(),
  user_id: z.string().nullable(),
  created_at: z.string(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const leadSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  needs: z.string().nullable(),
  authority: z.string().nullable(),
  status: z.enum(LEAD_STATUSES).catch('new'),
});
export type Lead = z.infer<typeof leadSchema>;

export const waitlistSignupSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  source: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;

/** A failed call: why, for the console; the screen shows the spec's message for the call. */
export class AdminCallError extends Error {}

function rowsOf<T>(schema: z.ZodType<T>, result: { data: unknown; error: { message: string } | null }): T[] {
  if (result.error) throw new AdminCallError(result.error.message);
  const parsed = z.array(schema).safeParse(result.data ?? []);
  if (!parsed.success) throw new AdminCallError(`Unexpected answer: ${parsed.error.message}`);
  return parsed.data;
}

/** Every user, ordered by role then newest first (spec §7 "Admin users"). */
export async function fetchUsers(): Promise<AdminUser[]> {
  const supabase = await loadSupabase();
  return rowsOf(
    adminUserSchema,
    await supabase
      .from('todo_profiles')
      .select('id, email, role, created_at, name')
      .is('deleted_at', null)
      .order('role')
      .order('created_at', { ascending: false }),
  );
}

/** Every client record (spec §7 "Admin clients"), newest first. */
export async function fetchClients(): Promise<AdminClient[]> {
  const supabase = await loadSupabase();
  return rowsOf(
    adminClientSchema,
    await supabase
      .from('clients')
      .select('id, name, email, company, coach_id, user_id, created_at')
      .is('deleted_at', null)
      .order('created_at', { ascending: false }),
  );
}

export async function fetchLeads(): Promise<Lead[]> {
  const supabase = await loadSupabase();
  return rowsOf(
    leadSchema,
    await supabase
      .from('leads')
      .select('id, created_at, name, email, phone, company, message, budget, timeline, needs, authority, status')
      .order('created_at', { ascending: false }),
  );
}

export async function fetchWaitlist(): Promise<WaitlistSignup[]> {
  const supabase = await loadSupabase();
  return rowsOf(
    waitlistSignupSchema,
    await supabase
      .from('waitlist_signups')
      .select('id, email, first_name, last_name, source, created_at')
      .order('created_at', { ascending: false }),
  );
}

export type ChangeResult = { ok: true } | { ok: false; reason: string };

/** One row changed, as the caller: no row back means the server did not let them change it. */
async function updateOne(table: string, id: string, values: Record<string, unknown>): Promise<ChangeResult> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.from(table).update(values).eq('id', id).select('id');
    if (error) return { ok: false, reason: error.message };
    if (!Array.isArray(data) || data.length !== 1) return { ok: false, reason: 'No row was changed' };
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export function updateUserRole(id: string, role: AssignableRole): Promise<ChangeResult> {
  return updateOne('todo_profiles', id, { role });
}

export function updateLeadStatus(id: string, status: LeadStatus): Promise<ChangeResult> {
  return updateOne('leads', id, { status });
}

/** Moves a client to a coach, or leaves it without one (null). Admins only (RLS). */
export function assignClient(clientId: string, coachId: string | null): Promise<ChangeResult> {
  return updateOne('clients', clientId, { coach_id: coachId });
}

/** Creates the account through the admin-create-user function. */
export async function addUser(
  input: AddUserInput,
): Promise<{ ok: true; answer: AddUserAnswer } | { ok: false; reason: string; status: number | null }> {
  const answer = await callFunction<unknown>('admin-create-user', { ...input });
  if (!answer.ok) return { ok: false, reason: answer.message, status: answer.status };
  const parsed = addUserAnswerSchema.safeParse(answer.data);
  if (!parsed.success) return { ok: false, reason: 'Unexpected answer from admin-create-user', status: null };
  return { ok: true, answer: parsed.data };
}
