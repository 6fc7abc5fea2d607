// The admin area's rules (spec areas §2.10, §4, §5): which role changes an admin is offered for a
// user, the add-user form, lead statuses and the lead search. Pure: the database enforces the same
// rules (only admins change roles, never their own, and the last admin stays an admin).
import { z } from 'zod';
import type { Role } from './roles.ts';

/** The roles an admin can hand out. `client` comes from a coach's invitation, not from here. */
export const ASSIGNABLE_ROLES = ['user', 'coach', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Record<AssignableRole, string> = {
  user: 'User (Founder)',
  coach: 'Coach',
  admin: 'Admin',
};

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be removed. Make another user an admin first.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Another admin can.';

export interface RoleAction {
  /** Button text: Make Admin, Remove Admin, Make Coach, Remove Coach. */
  label: string;
  to: AssignableRole;
  /** Why the action is not available, else null. */
  blockedBy: string | null;
}

export interface RoleContext {
  /** The admin looking at the list. */
  currentUserId: string;
  /** Admins on the platform right now (from the same list). */
  adminCount: number;
}

/**
 * What an admin may do to one user: make or remove admin, make or remove coach, from any current
 * role (a removed role goes back to user). Nobody changes their own role, and the last admin
 * cannot be removed.
 */
export function roleActions(target: { id: string; role: Role }, context: RoleContext): RoleAction[] {
  const own = target.id === context.currentUserId ? OWN_ROLE_MESSAGE : null;
  const lastAdmin = target.role === 'admin' && context.adminCount <= 1 ? LAST_ADMIN_MESSAGE : null;
  const actions: RoleAction[] = [];
  if (target.role === 'admin') actions.push({ label: 'Remove Admin', to: 'user', blockedBy: own ?? lastAdmin });
  else actions.push({ label: 'Make Admin', to: 'admin', blockedBy: own });
  if (target.role === 'coach') actions.push({ label: 'Remove Coach', to: 'user', blockedBy: own });
  else actions.push({ label: 'Make Coach', to: 'coach', blockedBy: own ?? lastAdmin });
  return actions;
}

/** The success toast of a role change (spec §8). */
export function roleUpdatedMessage(role: string): string {
  return `User role updated to ${role}`;
}

/** The add-user form and the admin-create-user function's body: one schema, the SQL's limits. */
export const addUserSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  name: z.string().trim().max(200, 'Name must be at most 200 characters').optional(),
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Role must be user, coach or admin' }).default('user'),
});
export type AddUserInput = z.infer<typeof addUserSchema>;

/**
 * The function's answer: an invitation link to hand over (no password in clear), or, from a
 * server that predates invitations, a temporary password.
 */
export const addUserAnswerSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  invitationUrl: z.string().min(1).optional(),
  expiresAt: z.string().optional(),
  temporaryPassword: z.string().min(1).optional(),
});
export type AddUserAnswer = z.infer<typeof addUserAnswerSchema>;

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadLike {
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  status: string;
}

/** Leads matching a case-insensitive search (name, email, company, message) and a status ('' = all). */
export function filterLeads<T extends LeadLike>(leads: readonly T[], query: string, status: LeadStatus | ''): T[] {
  const needle = query.trim().toLowerCase();
  return leads.filter(
    (lead) =>
      (status === '' || lead.status === status) &&
      (needle === '' ||
        [lead.name, lead.email, lead.company, lead.message].some((v) => (v ?? '').toLowerCase().includes(needle))),
  );
}

/** How many leads are in each status (the lead screen's summary). */
export function countByStatus(leads: readonly { status: string }[]): Record<LeadStatus, number> {
  const counts: Record<LeadStatus, number> = { new: 0, contacted: 0, qualified: 0, converted: 0 };
  for (const lead of leads) if (lead.status in counts) counts[lead.status as LeadStatus] += 1;
  return counts;
}

interface DirectoryUser {
  id: string;
  email: string | null;
  name: string | null;
  role: Role;
  created_at: string;
}

interface DirectoryClient {
  id: string;
  coach_id: string | null;
  user_id: string | null;
}

/** The admin dashboard's coach table: every coach with the number of clients assigned to them. */
export function coachSummaries<U extends DirectoryUser>(
  users: readonly U[],
  clients: readonly DirectoryClient[],
): (U & { clientCount: number })[] {
  const counts = new Map<string, number>();
  for (const c of clients) if (c.coach_id) counts.set(c.coach_id, (counts.get(c.coach_id) ?? 0) + 1);
  return users.filter((u) => u.role === 'coach').map((u) => ({ ...u, clientCount: counts.get(u.id) ?? 0 }));
}

export const NO_COACH = 'No coach assigned';
export const UNKNOWN_OWNER = 'Unknown';

/** The client table's coach and owner columns: their emails, or the spec's fallbacks. */
export function clientPeople(
  client: DirectoryClient,
  usersById: ReadonlyMap<string, DirectoryUser>,
): { coachEmail: string; ownerEmail: string } {
  const coach = client.coach_id ? usersById.get(client.coach_id) : undefined;
  const owner = client.user_id ? usersById.get(client.user_id) : undefined;
  return { coachEmail: coach?.email ?? NO_COACH, ownerEmail: owner?.email ?? UNKNOWN_OWNER };
}

/** Users per role, for the user-management summary. */
export function countByRole(users: readonly { role: Role }[]): Record<Role, number> {
  const counts: Record<Role, number> = { admin: 0, coach: 0, user: 0, client: 0 };
  for (const u of users) counts[u.role] += 1;
  return counts;
}
