// The chat's retry schedule (with a fake clock driving it in the widget test) and the messages.
import { describe, expect, it } from 'vitest';
import {
  askErrorText,
  chatErrorMessage,
  chatRetryDelay,
  CHAT_MESSAGES,
  generationErrorMessage,
  GENERATION_MESSAGES,
  isStoryRequest,
  messageId,
} from '../../../src/domain/generation-rules';

describe('chatRetryDelay', () => {
  it('backs off network errors from 1,000 ms doubling, at most 3 retries', () => {
    const net = { kind: 'network', message: 'Failed to fetch' } as const;
    expect([1, 2, 3, 4].map((n) => chatRetryDelay(net, n))).toEqual([1000, 2000, 4000, null]);
  });
  it('waits retryAfter seconds on a 503 (60 by default), capped at 300,000 ms', () => {
    expect(chatRetryDelay({ kind: 'unavailable', retryAfter: 7, message: '' }, 1)).toBe(7000);
    expect(chatRetryDelay({ kind: 'unavailable', retryAfter: null, message: '' }, 2)).toBe(60_000);
    expect(chatRetryDelay({ kind: 'unavailable', retryAfter: 900, message: '' }, 3)).toBe(300_000);
    expect(chatRetryDelay({ kind: 'unavailable', retryAfter: 1, message: '' }, 4)).toBeNull();
  });
  it('fails other statuses at once', () => {
    expect(chatRetryDelay({ kind: 'http', status: 500, message: null }, 1)).toBeNull();
  });
});

describe('messages', () => {
  it('maps chat errors to the four spec messages', () => {
    expect(chatErrorMessage('Service temporarily unavailable. Please try again in 5 seconds.')).toBe(
      CHAT_MESSAGES.highLoad,
    );
    expect(chatErrorMessage('The AI service configuration was refused.')).toBe(CHAT_MESSAGES.notConfigured);
    expect(chatErrorMessage('Failed to get AI response.')).toBe(CHAT_MESSAGES.noBody);
    expect(chatErrorMessage('boom')).toBe(CHAT_MESSAGES.default);
  });
  it('maps generation failures by status', () => {
    expect(generationErrorMessage(401, 'x')).toBe(GENERATION_MESSAGES.notConfigured);
    expect(generationErrorMessage(500, 'x')).toBe(GENERATION_MESSAGES.unavailable);
    expect(generationErrorMessage(400, 'Please provide some content first')).toBe('Please provide some content first');
    expect(generationErrorMessage(null, '')).toBe(GENERATION_MESSAGES.fallback);
  });
  it('words the Ask page errors', () => {
    expect(askErrorText(503, { retryAfter: 12 })).toBe(
      'Service temporarily unavailable. Please try again in 12 seconds.',
    );
    expect(askErrorText(503, null)).toBe('Service temporarily unavailable. Please try again in 60 seconds.');
    expect(askErrorText(500, null)).toBe('AI service error: 500');
    expect(askErrorText(400, { error: 'Please type a message' })).toBe('Please type a message');
  });
  it('flags story requests and makes 21-character ids', () => {
    expect(isStoryRequest('Please write my backstory')).toBe(true);
    expect(isStoryRequest('What is a job story?')).toBe(false);
    expect(messageId(Math.random)).toHaveLength(21);
  });
});
