// Client record writes (coaches and admins), same shape as story writes.
import { writableValues } from '../../domain/sync-protocol';
import { dataDeps, nowIso } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { insertRow, patchRow } from './row-writes';
import { lastUser } from '../remote/session-cache';
import { clientInputSchema, clientPatchSchema, type ClientInput, type ClientPatch, type ClientRow } from './types';

/** Adds a client record; the coach defaults to the signed-in user. Returns its id. */
export async function addClient(input: ClientInput, target: StoryStackDb = defaultDb): Promise<string> {
  const parsed = clientInputSchema.parse(input);
  const id = parsed.id ?? dataDeps.uuid();
  const coachId = parsed.coach_id === undefined ? ((await lastUser(target))?.id ?? null) : parsed.coach_id;
  const now = nowIso();
  const row: ClientRow = {
    id,
    name: parsed.name,
    email: parsed.email,
    company: parsed.company,
    pronouns: parsed.pronouns,
    coach_id: coachId,
    user_id: parsed.user_id,
    created_at: now,
    updated_at: now,
    version: 0,
    deleted_at: null,
    base: null,
  };
  await insertRow(target, 'clients', id, row, writableValues('clients', row));
  return id;
}

export async function updateClient(id: string, patch: ClientPatch, target: StoryStackDb = defaultDb): Promise<void> {
  const parsed = clientPatchSchema.parse(patch);
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) if (v !== undefined) values[k] = v;
  await patchRow<ClientRow>(target, 'clients', id, 'The client', () => values);
}

export async function deleteClient(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  await patchRow<ClientRow>(target, 'clients', id, 'The client', () => ({ deleted_at: nowIso() }));
}
