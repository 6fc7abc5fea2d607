// The functions' shared contract under Deno (tests/contract/functions-contract.ts): each handler
// served by Deno.serve as Supabase's Edge Runtime serves it, calling the stand-in that
// tests/deno/run.ts started (its address, keys and world arrive as CONTRACT_CONTEXT).
import { handler as adminCreateUser } from '../../supabase/functions/admin-create-user/handler.ts';
import { handler as aiEngine } from '../../supabase/functions/ai-engine/handler.ts';
import { handler as deleteAccount } from '../../supabase/functions/delete-account/handler.ts';
import { handler as generateFullStack } from '../../supabase/functions/generate-full-stack/handler.ts';
import { handler as generateFunnel } from '../../supabase/functions/generate-funnel/handler.ts';
import { handler as generateLinkedin } from '../../supabase/functions/generate-linkedin/handler.ts';
import { handler as generateStory } from '../../supabase/functions/generate-story/handler.ts';
import { handler as generateStorySimple } from '../../supabase/functions/generate-story-simple/handler.ts';
import { handler as storystackAi } from '../../supabase/functions/storystack-ai/handler.ts';
import { handler as transcribeAudio } from '../../supabase/functions/transcribe-audio/handler.ts';
import type { FunctionEnv, FunctionHandler } from '../../supabase/functions/_shared/http.ts';
import { cases, FUNCTION_NAMES, type ContractContext } from '../contract/functions-contract.ts';
import type { DenoContractInput } from './contract-input.ts';

const handlers: Record<(typeof FUNCTION_NAMES)[number], FunctionHandler> = {
  'admin-create-user': adminCreateUser,
  'ai-engine': aiEngine,
  'delete-account': deleteAccount,
  'generate-full-stack': generateFullStack,
  'generate-funnel': generateFunnel,
  'generate-linkedin': generateLinkedin,
  'generate-story': generateStory,
  'generate-story-simple': generateStorySimple,
  'storystack-ai': storystackAi,
  'transcribe-audio': transcribeAudio,
};

const input = JSON.parse(Deno.env.get('CONTRACT_CONTEXT') ?? 'null') as DenoContractInput | null;
if (!input) throw new Error('Run through tests/deno/run.ts, which starts the stand-in.');

const env: FunctionEnv = {
  ...input.functionsEnv,
  SUPABASE_URL: input.standInUrl,
  SUPABASE_ANON_KEY: input.context.anonKey,
  SUPABASE_SERVICE_ROLE_KEY: input.serviceRoleKey,
};

const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => undefined }, (req) => {
  const handler = handlers[new URL(req.url).pathname.slice(1) as keyof typeof handlers];
  return handler ? handler(req, env) : Response.json({ error: 'Function not found' }, { status: 404 });
});
const context: ContractContext = { ...input.context, functionsUrl: `http://127.0.0.1:${server.addr.port}` };

for (const contract of cases) Deno.test(contract.name, () => contract.run(context));
globalThis.addEventListener('unload', () => void server.shutdown());
