// The chat's state (spec core §4): sending appends the user's message and clears errors and
// retry counters; the answer (or the error, as an assistant message) is appended when loading
// ends; Try again drops the assistant's messages and sends the last user message again. The
// conversation lives in the mirror; a message written offline waits in the outbox.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import {
  conversationKey,
  updateConversation,
  useConversation,
  type ChatMessage,
  type ConversationPlace,
} from '../../../data/mirror/conversations';
import { queueGeneration } from '../../../data/mirror/generation';
import { useDeviceUserId } from '../../../data/mirror/hooks';
import { askErrorText, chatErrorMessage, isStoryRequest, messageId } from '../../../domain/generation-rules';
import { postAssistant, type AssistantResult, type AssistantTransport } from '../chat-client';
import { sendWithRetries } from '../retry';
import { appEndpoint } from '../../../data/remote/functions';

export interface ChatOptions {
  place: ConversationPlace;
  /** The widget retries on its own (network, 503); the Ask page reports at once. */
  autoRetry: boolean;
  transport?: AssistantTransport;
}

export interface RetryState {
  retry: number;
  /** Epoch ms of the next attempt. */
  at: number;
}

const newId = () => messageId(Math.random);

export function useChat({ place, autoRetry, transport = appEndpoint }: ChatOptions) {
  const userId = useDeviceUserId();
  const key = userId ? conversationKey(userId, place) : null;
  const stored = useConversation(key);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState<RetryState | null>(null);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  useEffect(() => {
    if (!retry) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [retry]);

  const messages = useMemo(() => stored ?? [], [stored]);

  const run = useCallback(
    async (text: string, history: ChatMessage[]) => {
      if (!key) return;
      const request = {
        message: text,
        history: history
          .filter((m) => m.state !== 'error' && m.state !== 'waiting')
          .map((m) => ({ role: m.role, content: m.content })),
        user_id: userId ?? null,
      };
      if (navigator.onLine === false) {
        const entryId = await queueGeneration('storystack-ai', request, { userId: userId ?? null });
        await updateConversation(key, (list) =>
          list.map((m, i) =>
            i === list.length - 1 && m.role === 'user' ? { ...m, state: 'waiting' as const, entryId } : m,
          ),
        );
        return;
      }
      setLoading(true);
      setStreaming(null);
      const send = () => postAssistant(transport, request, (partial) => alive.current && setStreaming(partial));
      let result: AssistantResult;
      try {
        result = autoRetry
          ? await sendWithRetries(send, {
              sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
              onRetry: ({ retry: n, delayMs, result: failed }) => {
                setStreaming(null);
                if (!failed.ok) setError(chatErrorMessage(failed.errorText));
                setRetry({ retry: n, at: Date.now() + delayMs });
              },
            })
          : await send();
      } finally {
        setRetry(null);
        setStreaming(null);
        setLoading(false);
      }
      if (result.ok) {
        setError(null);
        const answer =
          result.answer.trim() || "I'm sorry, I could not find an answer to that. Please try asking another way.";
        await updateConversation(key, (list) => [
          ...list,
          {
            id: newId(),
            role: 'assistant',
            content: answer,
            timestamp: Date.now(),
            isStory: isStoryRequest(text),
            engine: result.engine ?? undefined,
          },
        ]);
        return;
      }
      console.error('[assistant]', result.errorText);
      const shown = autoRetry
        ? chatErrorMessage(result.errorText)
        : askErrorText(result.status ?? 0, {
            error: result.status === 503 ? undefined : (result.errorText ?? undefined),
            retryAfter: result.failure.kind === 'unavailable' ? (result.failure.retryAfter ?? undefined) : undefined,
          });
      if (!autoRetry) toast.error('Sorry, I encountered an error. Please try again.');
      setError(shown);
      await updateConversation(key, (list) => [
        ...list,
        { id: newId(), role: 'assistant', content: shown, timestamp: Date.now(), state: 'error' },
      ]);
    },
    [key, userId, autoRetry, transport],
  );

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!text || loading || !key) return false;
      setError(null);
      setRetry(null);
      const user: ChatMessage = { id: newId(), role: 'user', content: text, timestamp: Date.now() };
      const before = messages;
      await updateConversation(key, (list) => [...list, user]);
      void run(text, before);
      return true;
    },
    [loading, key, messages, run],
  );

  const lastUser = [...messages].reverse().find((m) => m.role === 'user');

  const tryAgain = useCallback(async () => {
    if (loading || !lastUser || !key) return;
    setError(null);
    const kept = await updateConversation(key, (list) => list.filter((m) => m.role === 'user'));
    void run(lastUser.content, kept.slice(0, -1));
  }, [loading, lastUser, key, run]);

  const clearError = useCallback(() => setError(null), []);

  return {
    ready: stored !== undefined && key !== null,
    signedIn: userId !== null,
    messages,
    loading,
    error,
    retry,
    secondsToRetry: retry ? Math.max(0, Math.ceil((retry.at - now) / 1000)) : null,
    streaming,
    send,
    tryAgain,
    canTryAgain: !loading && Boolean(lastUser),
    clearError,
  };
}
