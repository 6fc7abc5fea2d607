// The functions' shared contract on Node, through the stand-in's functions host (the same cases
// run under Deno in tests/deno/functions.test.ts).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startContractWorld } from '../contract/context.ts';
import { cases, type ContractContext } from '../contract/functions-contract.ts';
import type { TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let context: ContractContext;

beforeAll(async () => {
  ({ standIn, context } = await startContractWorld());
});
afterAll(async () => {
  await standIn?.close();
});

describe('the functions’ contract on Node', () => {
  for (const contract of cases) it(contract.name, () => contract.run(context));
});
