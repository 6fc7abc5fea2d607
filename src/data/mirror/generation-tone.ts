// The tone a story was last generated with, kept on this device so Regenerate starts from it
// instead of the default. Only a tone the picker offers is taken back.
import { toneOptions } from '../../domain/frameworks';
import { db as defaultDb, type StoryStackDb } from './db';

const keyOf = (storyId: string) => `tone:${storyId}`;

export async function rememberTone(storyId: string, tone: string, target: StoryStackDb = defaultDb): Promise<void> {
  await target.kv.put({ key: keyOf(storyId), value: tone });
}

/** The story's last tone when it is still one of `ownerName`'s picker, else null. */
export async function lastTone(
  storyId: string,
  ownerName: string,
  target: StoryStackDb = defaultDb,
): Promise<string | null> {
  const value = (await target.kv.get(keyOf(storyId)))?.value;
  return typeof value === 'string' && toneOptions(ownerName).some((t) => t.value === value) ? value : null;
}
