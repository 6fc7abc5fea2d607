// auth.users rows: the SQL that reads and writes them (always as the database owner) and the
// JSON shape GoTrue answers with.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { passwordMatchesHash } from './passwords.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  phone: string | null;
  banned_until: Date | string | null;
  is_anonymous: boolean;
  deleted_at: Date | string | null;
}

export interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export interface GoTrueUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  confirmed_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  banned_until?: string;
}

export const DEFAULT_AUD = 'authenticated';
export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] } as const;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, banned_until, is_anonymous, deleted_at`;

export function isoTime(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function toGoTrueUser(row: UserRow): GoTrueUser {
  const confirmed = isoTime(row.email_confirmed_at);
  const created = isoTime(row.created_at) ?? new Date(0).toISOString();
  const updated = isoTime(row.updated_at) ?? created;
  const email = row.email ?? '';
  // The email identity GoTrue keeps in auth.identities, derived from the user row here.
  const identities: GoTrueIdentity[] = row.email
    ? [
        {
          identity_id: row.id,
          id: row.id,
          user_id: row.id,
          identity_data: { email, email_verified: Boolean(confirmed), phone_verified: false, sub: row.id },
          provider: 'email',
          last_sign_in_at: isoTime(row.last_sign_in_at) ?? null,
          created_at: created,
          updated_at: updated,
          email,
        },
      ]
    : [];
  const user: GoTrueUser = {
    id: row.id,
    aud: row.aud ?? DEFAULT_AUD,
    role: row.role ?? 'authenticated',
    email,
    email_confirmed_at: confirmed,
    phone: row.phone ?? '',
    confirmed_at: confirmed,
    last_sign_in_at: isoTime(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities,
    created_at: created,
    updated_at: updated,
    is_anonymous: row.is_anonymous,
  };
  const banned = isoTime(row.banned_until);
  if (banned) user.banned_until = banned;
  return user;
}

export function isBanned(row: UserRow, nowSeconds: number): boolean {
  const until = isoTime(row.banned_until);
  return until !== undefined && Date.parse(until) / 1000 > nowSeconds;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [email]);
  return rows[0] ?? null;
}

export async function passwordMatches(db: Queryable, userId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<{ hash: string | null }>(
    'select encrypted_password as hash from auth.users where id = $1',
    [userId],
  );
  return passwordMatchesHash(password, rows[0]?.hash ?? null);
}

export interface NewUser {
  email: string;
  /** From hashPassword, made before the transaction opens (bcrypt never holds the database). */
  passwordHash: string | null;
  emailConfirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  bannedForSeconds?: number;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, banned_until, is_super_admin, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
        $3::text,
        case when $4::boolean then now() end,
        $5::jsonb, $6::jsonb,
        case when $7::float8 is not null then now() + make_interval(secs => $7::float8) end,
        false, now(), now(), false)
     returning ${USER_COLUMNS}`,
    [
      randomUUID(),
      user.email,
      user.passwordHash ?? '',
      user.emailConfirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.bannedForSeconds ?? null,
    ],
  );
  // GoTrue's email identity: its own claims plus the sign-up data (the beta code and invitation
  // token included; the migrations' trigger on auth.identities strips them, as on hosted).
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb || jsonb_build_object('sub', $1::text, 'email', $3::text,
       'email_verified', $4::boolean, 'phone_verified', false), 'email', now(), now())`,
    [rows[0].id, JSON.stringify(user.userMetadata), user.email, user.emailConfirmed],
  );
  return rows[0];
}

export interface UserChanges {
  email?: string;
  /** From hashPassword, made before the transaction opens. */
  passwordHash?: string;
  confirmEmail?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** Seconds from now, or 'none' to lift a ban. */
  ban?: number | 'none';
}

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set
        email = coalesce($2, email),
        encrypted_password = coalesce($3::text, encrypted_password),
        email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
        raw_user_meta_data = coalesce($5::jsonb, raw_user_meta_data),
        raw_app_meta_data = coalesce($6::jsonb, raw_app_meta_data),
        banned_until = case when $7::text = 'none' then null
                            when $7::text is not null then now() + make_interval(secs => $7::text::float8)
                            else banned_until end,
        updated_at = now()
      where id = $1
      returning ${USER_COLUMNS}`,
    [
      id,
      changes.email ?? null,
      changes.passwordHash ?? null,
      changes.confirmEmail ?? false,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
      changes.ban === undefined ? null : String(changes.ban),
    ],
  );
  return rows[0] ?? null;
}

export async function recordSignIn(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('delete from auth.users where id = $1', [id]);
  return result.rowCount > 0;
}

// A soft delete keeps the row (and what references it) but makes it unusable for sign-in.
export async function softDeleteUser(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query(
    `update auth.users set deleted_at = now(), encrypted_password = '', email = null, updated_at = now()
      where id = $1 and deleted_at is null`,
    [id],
  );
  await db.query('delete from auth.sessions where user_id = $1', [id]);
  return result.rowCount > 0;
}

export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await db.query<{ total: number | string }>(
    'select count(*)::int as total from auth.users where deleted_at is null',
  );
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** Top-level merge as GoTrue does it: a key set to null is removed. */
export function mergeMetadata(
  base: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}
