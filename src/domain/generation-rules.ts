// The generation and chat rules of the spec: which message a failure shows, how many attempts
// the generation dialog allows, and the chat's retry schedule. Pure: time is a parameter.

/** The generation dialog allows up to 3 retries, shown as attempt N of 4 (spec §5). */
export const MAX_GENERATION_ATTEMPTS = 4;

export const GENERATION_MESSAGES = {
  notConfigured: 'Story generation service is not properly configured. Please contact support.',
  unavailable: 'Our story generation service is temporarily unavailable. Please try again later.',
  fallback: 'Failed to generate story. Please try again.',
  empty: 'No content was generated. Please try again with more detailed sections.',
  dialogToast: "We're having trouble generating your story. Please try again.",
  success: 'Story generated successfully!',
  needsContent: 'Please provide some content first',
  needsAllSections: 'Please complete all sections first',
  // Ours (the spec has no offline case): the request waits on the device, nothing is lost.
  waitingOffline:
    'You are offline. Your request is saved on this device and your story will be generated as soon as you are back online. You can close this window: we will tell you when it is ready.',
  waitingForServer:
    "We can't reach the server. Your request is saved on this device and your story will be generated as soon as the server can be reached. You can close this window: we will tell you when it is ready.",
} as const;

/**
 * How long the generation dialog waits for a first sign of an answer (text arriving, or the
 * request done or refused) before it says the request is saved and will run later.
 */
export const GENERATION_DEADLINE_MS = 15_000;

/**
 * How long a request the dialog streams itself keeps its saved copy from being sent: the stream
 * releases it when it ends; only a page that dies mid-stream leaves the copy waiting this long.
 */
export const STREAM_HOLD_MS = 120_000;

/** The single-generation failure message for an HTTP status and the server's message. */
export function generationErrorMessage(status: number | null, serverMessage: string | null | undefined): string {
  if (status === 401) return GENERATION_MESSAGES.notConfigured;
  if (status === 500) return GENERATION_MESSAGES.unavailable;
  const m = serverMessage?.trim();
  return m ? m : GENERATION_MESSAGES.fallback;
}

// ---- the chat widget (spec core §4, §8, §9) ----------------------------------------------------

export const CHAT_MAX_RETRIES = 3;
export const CHAT_BASE_DELAY_MS = 1_000;
export const CHAT_MAX_DELAY_MS = 300_000;
export const CHAT_DEFAULT_RETRY_AFTER_S = 60;

export const CHAT_MESSAGES = {
  default: "I'm sorry, I encountered an error. Please try again later.",
  highLoad: 'The AI service is experiencing high load. Please try again in a few moments.',
  notConfigured: 'The AI service is not properly configured. Please contact support.',
  noBody: 'Failed to get AI response.',
} as const;

export type ChatFailure =
  | { kind: 'network'; message: string }
  | { kind: 'unavailable'; retryAfter: number | null; message: string }
  | { kind: 'http'; status: number; message: string | null };

/**
 * How long to wait before retry number `retry` (1-based) after `failure`, or null when no retry
 * is due: network errors back off from 1,000 ms doubling, a 503 waits retryAfter seconds (60 by
 * default); both capped at 300,000 ms; at most 3 retries; other statuses fail at once.
 */
export function chatRetryDelay(failure: ChatFailure, retry: number): number | null {
  if (retry > CHAT_MAX_RETRIES) return null;
  if (failure.kind === 'network') return Math.min(CHAT_BASE_DELAY_MS * 2 ** (retry - 1), CHAT_MAX_DELAY_MS);
  if (failure.kind === 'unavailable')
    return Math.min((failure.retryAfter ?? CHAT_DEFAULT_RETRY_AFTER_S) * 1000, CHAT_MAX_DELAY_MS);
  return null;
}

/** The message the widget shows for an error text (spec core §8). */
export function chatErrorMessage(errorText: string | null | undefined): string {
  const text = errorText ?? '';
  if (text.includes('Service temporarily unavailable')) return CHAT_MESSAGES.highLoad;
  if (text.includes('configuration')) return CHAT_MESSAGES.notConfigured;
  if (text === CHAT_MESSAGES.noBody) return CHAT_MESSAGES.noBody;
  return CHAT_MESSAGES.default;
}

/** The Ask page's error text for a failed request (spec areas §8). */
export function askErrorText(status: number, body: { error?: unknown; retryAfter?: unknown } | null): string {
  if (body && typeof body.error === 'string' && status !== 503) return body.error;
  if (status === 503) {
    const n = typeof body?.retryAfter === 'number' ? body.retryAfter : CHAT_DEFAULT_RETRY_AFTER_S;
    return `Service temporarily unavailable. Please try again in ${n} seconds.`;
  }
  return `AI service error: ${status}`;
}

/** A chat message is a story when the user's request asks to write, create or generate. */
export function isStoryRequest(message: string): boolean {
  return /\b(write|create|generate)\b/i.test(message);
}

const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A random 21-character id (the spec's message ids). */
export function messageId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 21; i++) id += ID_ALPHABET[Math.floor(random() * 64) & 63];
  return id;
}
