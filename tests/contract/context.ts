// The world the functions' contract acts on (tests/contract/functions-contract.ts): a stand-in
// with the access-control personas and their clients and stories. Node only; the Deno run gets the
// result as JSON (tests/deno/run.ts).
import { SignJWT } from 'jose';
import type { StandInConfig } from '../../supabase/local/config.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { signingKeyFor } from '../../supabase/local/jwt-signing-key.ts';
import { createPersonas, ids, resetWorld } from '../support/personas.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';
import type { ContractContext, ContractPersona } from './functions-contract.ts';

export const CONTRACT_FUNCTIONS_ENV: Record<string, string> = {
  OWNER_NAME: 'Stacy Smith',
  AI_REQUESTS_PER_MINUTE: '1000',
};

export async function startContractWorld(
  overrides: Partial<StandInConfig> = {},
): Promise<{ standIn: TestStandIn; context: ContractContext }> {
  // ES256: the stand-in publishes its signing key, as a project on the new JWT signing keys does.
  const standIn = await startTestStandIn({ functionsEnv: CONTRACT_FUNCTIONS_ENV, jwtAlgorithm: 'ES256', ...overrides });
  const personas = await createPersonas(standIn);
  await resetWorld(standIn.db);
  const users: ContractPersona[] = ['admin', 'coachA', 'coachB', 'founder', 'client', 'exCoach'];
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: ids.founder, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 };
  const projectKey = await signingKeyFor(standIn.config.jwtSecret);
  const otherKey = await signingKeyFor('not-the-project-secret-but-as-long-as-one');
  const context: ContractContext = {
    asymmetricToken: await signJwt(claims, standIn.config.jwtSecret, 'ES256'),
    forgedLegacyToken: await signJwt(claims, 'not-the-project-secret-but-as-long-as-one'),
    forgedAsymmetricToken: await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: projectKey.kid })
      .sign(otherKey.privateKey),
    functionsUrl: `${standIn.url}/functions/v1`,
    anonKey: standIn.config.anonKey,
    publishableKey: standIn.config.publishableKey,
    tokens: Object.fromEntries(users.map((p) => [p, personas.tokens[p]!])) as Record<ContractPersona, string>,
    ids: {
      clientOfA: ids.clientOfA,
      clientOfB: ids.clientOfB,
      founderStory: ids.founderStory,
      storyOfA: ids.storyOfA,
      storyOfB: ids.storyOfB,
    },
  };
  return { standIn, context };
}
