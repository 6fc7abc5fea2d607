// Assistant conversations, kept in the mirror (the kv table, one record per user and place) so
// they survive reloads. A message written offline is kept as waiting with the outbox entry that
// will send it; the answer is filed here when the entry is done.
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { isStoryRequest, messageId } from '../../domain/generation-rules';
import { db as defaultDb, type StoryStackDb } from './db';

export const chatMessageSchema = z.object({
  id: z.string().min(1),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.number(),
  /** The answer is a story (the request asked to write, create or generate). */
  isStory: z.boolean().optional(),
  /** waiting: queued on this device; error: an error shown as an assistant message. */
  state: z.enum(['waiting', 'sent', 'error']).optional(),
  /** The outbox entry that sends a waiting message. */
  entryId: z.string().optional(),
  engine: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const conversationSchema = z.object({ messages: z.array(chatMessageSchema) });

export type ConversationPlace = 'widget' | 'ask';

export const conversationKey = (userId: string, place: ConversationPlace) => `conversation:${userId}:${place}`;

export async function readConversation(key: string, target: StoryStackDb = defaultDb): Promise<ChatMessage[]> {
  const record = await target.kv.get(key);
  const parsed = conversationSchema.safeParse(record?.value);
  return parsed.success ? parsed.data.messages : [];
}

/** Changes a conversation in one transaction (read, change, write). */
export async function updateConversation(
  key: string,
  change: (messages: ChatMessage[]) => ChatMessage[],
  target: StoryStackDb = defaultDb,
): Promise<ChatMessage[]> {
  return target.transaction('rw', target.kv, async () => {
    const next = change(await readConversation(key, target)).slice(-200);
    await target.kv.put({ key, value: { messages: next } });
    return next;
  });
}

export function useConversation(key: string | null): ChatMessage[] | undefined {
  return useLiveQuery(async () => (key ? readConversation(key) : []), [key]);
}

/**
 * Files the assistant's answer to a message sent from the outbox into whichever conversation
 * holds it. Called where the call was sent (src/sync/setup.ts), whichever context that was: a
 * page, another tab, or the service worker with no page open. Once only: a message already
 * answered is left as it is.
 */
export async function fileQueuedAnswer(
  call: { entryId: string; name: string; result: unknown },
  target: StoryStackDb = defaultDb,
): Promise<boolean> {
  if (call.name !== 'storystack-ai') return false;
  const body = (call.result ?? {}) as { answer?: unknown; engine?: unknown };
  if (typeof body.answer !== 'string') return false;
  const answer: ChatMessage = {
    id: messageId(Math.random),
    role: 'assistant',
    content: body.answer,
    timestamp: Date.now(),
    engine: typeof body.engine === 'string' ? body.engine : undefined,
    isStory: false,
  };
  const records = await target.kv.where('key').startsWith('conversation:').toArray();
  for (const record of records) {
    const parsed = conversationSchema.safeParse(record.value);
    if (!parsed.success || !parsed.data.messages.some((m) => m.entryId === call.entryId)) continue;
    await updateConversation(
      record.key,
      (messages) => {
        const at = messages.findIndex((m) => m.entryId === call.entryId);
        if (at < 0 || messages[at].state === 'sent') return messages;
        const next = messages.map((m, i) => (i === at ? { ...m, state: 'sent' as const } : m));
        next.splice(at + 1, 0, { ...answer, isStory: isStoryRequest(messages[at].content) });
        return next;
      },
      target,
    );
    return true;
  }
  return false;
}
