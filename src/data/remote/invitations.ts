// Invitation links (supabase/migrations/20261124000100_invitations.sql): a coach invites a client
// into their client record; an admin's new account sets its own password. Online calls: an
// invitation is something the server holds, so these say plainly when it cannot be reached.
import { z } from 'zod';
import { loadSupabase } from './load-supabase';

export const invitationDetailsSchema = z.object({
  kind: z.enum(['client', 'account']),
  email: z.string(),
  role: z.string(),
  expires_at: z.string(),
  name: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  invited_by: z.string().nullable().optional(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

const issuedSchema = z.object({ token: z.string().min(32), expires_at: z.string() });
export interface IssuedInvitation {
  url: string;
  expiresAt: string;
}

/** The register page's address for a token. */
export function invitationUrl(token: string, origin = globalThis.location?.origin ?? ''): string {
  return `${origin}/register?invite=${encodeURIComponent(token)}`;
}

/** Tokens are 48 hex characters; anything else is not worth a request. */
export function looksLikeInvitationToken(token: string | null): token is string {
  return typeof token === 'string' && /^[0-9a-f]{48}$/.test(token);
}

export type InvitationLookup =
  { state: 'valid'; details: InvitationDetails } | { state: 'invalid' } | { state: 'unreachable' };

export async function lookUpInvitation(token: string): Promise<InvitationLookup> {
  if (!looksLikeInvitationToken(token)) return { state: 'invalid' };
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.rpc('invitation_details', { p_token: token });
    if (error) return { state: 'unreachable' };
    const parsed = invitationDetailsSchema.safeParse(data);
    return parsed.success ? { state: 'valid', details: parsed.data } : { state: 'invalid' };
  } catch {
    return { state: 'unreachable' };
  }
}

/** Sets the password of an account invitation; resolves to the email to sign in with. */
export async function acceptAccountInvitation(token: string, password: string): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('accept_account_invitation', { p_token: token, p_password: password });
  if (error) throw new Error(error.message);
  return z.object({ email: z.string() }).parse(data).email;
}

/** The coach's (or an admin's) link for a client record without an account yet. */
export async function inviteClient(clientId: string): Promise<IssuedInvitation> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('invite_client', { p_client_id: clientId });
  if (error) throw new Error(error.message);
  const issued = issuedSchema.parse(data);
  return { url: invitationUrl(issued.token), expiresAt: issued.expires_at };
}
