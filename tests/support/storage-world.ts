// A stand-in with the access-control world (personas, stories) for the storage contract tests.
import { afterAll, beforeAll } from 'vitest';
import { createPersonas, resetWorld, type PersonaSet } from './personas.ts';
import { startTestStandIn, type TestStandIn } from './stand-in.ts';

export interface StorageWorld {
  standIn: TestStandIn;
  personas: PersonaSet;
}

/** Starts one stand-in for the file; the returned object is filled in before the tests run. */
export function useStorageWorld(): StorageWorld {
  const world = {} as StorageWorld;
  beforeAll(async () => {
    world.standIn = await startTestStandIn();
    world.personas = await createPersonas(world.standIn);
    await resetWorld(world.standIn.db);
  });
  afterAll(async () => {
    await world.standIn?.close();
  });
  return world;
}

export const audio = (text = 'voice note bytes') => new Blob([text], { type: 'audio/webm' });
