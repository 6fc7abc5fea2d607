// The stand-in's configuration, from the environment, validated with zod. Secrets that are
// not given are made once and kept in the data folder, so a restart keeps sessions and codes.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { makePublishableKey, makeSecretKey } from './api-keys.ts';
import { parseTrustedProxies } from './client-address.ts';
import { makeApiKeys } from './jwt.ts';
import type { RealtimeLimits } from './realtime/limits.ts';

/** The stand-in's access-token lifetime when JWT_EXPIRY is not set (hosted Supabase: 3600). */
export const DEFAULT_JWT_EXPIRY_SECONDS = 900;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  BETA_CODE: z.string().min(4, 'BETA_CODE must be at least 4 characters').optional(),
  BCRYPT_COST: z.coerce.number().int().min(4).max(14).default(10),
  // Shorter than hosted Supabase's hour: a signed-out or banned user's token dies sooner.
  JWT_EXPIRY: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 3600)
    .default(DEFAULT_JWT_EXPIRY_SECONDS),
  // ES256: user tokens signed with the asymmetric key published at /auth/v1/.well-known/jwks.json
  // (hosted Supabase's JWT signing keys); HS256: with the JWT secret (the legacy setting).
  JWT_ALGORITHM: z.enum(['HS256', 'ES256']).default('HS256'),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    }),
  VISITOR_WRITES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  STATIC_DIR: z.string().default('./dist'),
  SITE_URL: z.string().optional(),
  // Links the dashboard shows (public by nature): the beta bug-report form and the booking page.
  BUG_REPORT_FORM_URL: z.url({ protocol: /^https?$/, error: 'BUG_REPORT_FORM_URL must be an http(s) URL' }).optional(),
  BOOKING_URL: z.url({ protocol: /^https?$/, error: 'BOOKING_URL must be an http(s) URL' }).optional(),
});

export interface StandInConfig {
  port: number;
  host: string;
  /** A folder, or 'memory'. */
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The new opaque keys (api-keys.ts): `sb_publishable_…` acts as anon, `sb_secret_…` as service_role. */
  publishableKey: string;
  secretKey: string;
  betaCode: string;
  /** True when the beta code was made on this start (printed for the first user). */
  betaCodeGenerated: boolean;
  bcryptCost: number;
  jwtExpirySeconds: number;
  /** How user access tokens are signed (the anon and service-role keys stay HS256, as legacy keys). */
  jwtAlgorithm: 'HS256' | 'ES256';
  /** Proxies whose X-Forwarded-For / X-Real-IP are believed (addresses or CIDR ranges). */
  trustedProxies: string[];
  /** Leads and waitlist sign-ups one address may send per hour (rows). */
  visitorWritesPerHour: number;
  staticDir: string | null;
  /** Settings handed to the functions (AI provider keys and the like). */
  functionsEnv: Record<string, string | undefined>;
  /** Public links injected into the page: the bug-report form and the session booking page. */
  appLinks: { bugReportFormUrl?: string; bookingUrl?: string };
  /** Realtime's per-client limits (realtime/limits.ts); tests lower them, no setting in the env. */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** How often a request naming an unknown table or column may reload the REST catalog
   *  (rest/catalog.ts, default 2 s); tests lower it, no setting in the env. */
  catalogReloadIntervalMs?: number;
}

function keptSecret(dataDir: string, file: string, make: () => string): { value: string; generated: boolean } {
  if (dataDir === 'memory') return { value: make(), generated: true };
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, file);
  if (existsSync(path)) return { value: readFileSync(path, 'utf8').trim(), generated: false };
  const value = make();
  writeFileSync(path, value + '\n', { mode: 0o600 });
  return { value, generated: true };
}

// No 0/o, 1/l/i: a code read aloud or copied by hand survives. 31 symbols.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_GROUPS = 3;
const CODE_GROUP_LENGTH = 4;

/** A code like `story-k7qm-3xpa-9fzt`: 31^12 (about 2^59) possible values, from crypto.randomInt. */
export function makeBetaCode(): string {
  const groups = Array.from({ length: CODE_GROUPS }, () =>
    Array.from({ length: CODE_GROUP_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return ['story', ...groups].join('-');
}

export async function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<StandInConfig> = {},
): Promise<StandInConfig> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR === 'memory' ? 'memory' : resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? keptSecret(dataDir, 'jwt-secret', () => randomBytes(32).toString('hex')).value;
  const beta = e.BETA_CODE ? { value: e.BETA_CODE, generated: false } : keptSecret(dataDir, 'beta-code', makeBetaCode);
  const keys = await makeApiKeys(jwtSecret);
  const publishableKey = keptSecret(dataDir, 'publishable-key', makePublishableKey).value;
  const secretKey = keptSecret(dataDir, 'secret-key', makeSecretKey).value;
  const proxies = parseTrustedProxies(e.TRUSTED_PROXIES);
  const staticDir = resolve(e.STATIC_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    ...keys,
    publishableKey,
    secretKey,
    betaCode: beta.value,
    betaCodeGenerated: beta.generated,
    bcryptCost: e.BCRYPT_COST,
    jwtExpirySeconds: e.JWT_EXPIRY,
    jwtAlgorithm: e.JWT_ALGORITHM,
    trustedProxies: proxies.ok ? proxies.entries : [],
    visitorWritesPerHour: e.VISITOR_WRITES_PER_HOUR,
    staticDir: existsSync(staticDir) ? staticDir : null,
    appLinks: { bugReportFormUrl: e.BUG_REPORT_FORM_URL, bookingUrl: e.BOOKING_URL },
    functionsEnv: {
      OPENAI_API_KEY: env.OPENAI_API_KEY,
      OPENAI_BASE_URL: env.OPENAI_BASE_URL,
      OPENAI_MODEL: env.OPENAI_MODEL,
      ANTHROPIC_API_KEY: env.ANTHROPIC_API_KEY,
      ANTHROPIC_MODEL: env.ANTHROPIC_MODEL,
      AI_PROVIDER: env.AI_PROVIDER,
      ANTHROPIC_BASE_URL: env.ANTHROPIC_BASE_URL,
      AI_TIMEOUT_MS: env.AI_TIMEOUT_MS,
      AI_REQUESTS_PER_MINUTE: env.AI_REQUESTS_PER_MINUTE,
      STT_BASE_URL: env.STT_BASE_URL,
      STT_API_KEY: env.STT_API_KEY,
      STT_MODEL: env.STT_MODEL,
      OWNER_NAME: env.OWNER_NAME,
    },
    ...overrides,
  };
}
