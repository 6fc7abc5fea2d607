// The world the functions' contract acts on (tests/contract/functions-contract.ts): a stand-in
// with the access-control personas and their clients and stories. Node only; the Deno run gets the
// result as JSON (tests/deno/run.ts).
import type { StandInConfig } from '../../supabase/local/config.ts';
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
  const standIn = await startTestStandIn({ functionsEnv: CONTRACT_FUNCTIONS_ENV, ...overrides });
  const personas = await createPersonas(standIn);
  await resetWorld(standIn.db);
  const users: ContractPersona[] = ['admin', 'coachA', 'coachB', 'founder', 'client', 'exCoach'];
  const context: ContractContext = {
    functionsUrl: `${standIn.url}/functions/v1`,
    anonKey: standIn.config.anonKey,
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
