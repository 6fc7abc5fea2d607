// What tests/deno/run.ts (Node) hands the Deno test run, as JSON in CONTRACT_CONTEXT.
import type { ContractContext } from '../contract/functions-contract.ts';

export interface DenoContractInput {
  standInUrl: string;
  serviceRoleKey: string;
  functionsEnv: Record<string, string>;
  context: ContractContext;
}
