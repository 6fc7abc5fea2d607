// Files the answers to messages written offline (sent later from the outbox) into their
// conversation, wherever the user is when they arrive.
import { fileQueuedAnswer } from '../../../data/mirror/conversations';
import { messageId } from '../../../domain/generation-rules';
import { useSyncEvent } from '../../../sync/hooks';

export function AssistantOutboxListener() {
  useSyncEvent('invoke-done', (event) => {
    if (event.name !== 'storystack-ai') return;
    const body = (event.result ?? {}) as { answer?: unknown; engine?: unknown };
    if (typeof body.answer !== 'string') return;
    void fileQueuedAnswer(event.entryId, {
      id: messageId(Math.random),
      role: 'assistant',
      content: body.answer,
      timestamp: Date.now(),
      engine: typeof body.engine === 'string' ? body.engine : undefined,
      isStory: false,
    });
  });
  return null;
}
