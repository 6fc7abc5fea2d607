// GoTrue's audit trail (auth.audit_log_entries), written the way hosted GoTrue writes it: one row
// per event, payload {actor_id, actor_username, action, log_type, traits}, the client's address
// as the connection gave it (client-address.ts: never a header unless TRUSTED_PROXIES says so).
// `login_failed` is the stand-in's own action (hosted GoTrue does not record failed sign-ins).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';

export type AuditAction = 'login' | 'login_failed' | 'logout' | 'user_signedup' | 'user_updated_password';

const LOG_TYPES: Record<AuditAction, string> = {
  login: 'account',
  login_failed: 'account',
  logout: 'account',
  user_signedup: 'team',
  user_updated_password: 'user',
};

export interface AuditActor {
  id: string;
  email: string | null;
}

/** Writes one entry. Addresses longer than the column (64) are cut, as they cannot be real. */
export async function recordAudit(
  db: Queryable,
  actor: AuditActor,
  action: AuditAction,
  address: string,
  traits: Record<string, unknown> = { provider: 'email' },
): Promise<void> {
  const payload = {
    actor_id: actor.id,
    actor_username: actor.email ?? '',
    actor_via_sso: false,
    action,
    log_type: LOG_TYPES[action],
    traits,
  };
  await db.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', $1, $2::json, now(), $3)`,
    [randomUUID(), JSON.stringify(payload), address.slice(0, 64)],
  );
}
