import { describe, expect, it } from 'vitest';
import { backoffDelay, classifyFailure, parseRetryAfter } from '../../../src/sync/backoff';

const policy = { baseMs: 1000, capMs: 60_000 };

describe('backoff schedule', () => {
  it('doubles per attempt and caps', () => {
    const top = (a: number) => backoffDelay(a, () => 1 - Number.EPSILON, policy);
    const bottom = (a: number) => backoffDelay(a, () => 0, policy);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(top)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    expect([1, 2, 3, 7, 20].map(bottom)).toEqual([500, 1000, 2000, 30000, 30000]);
  });

  it('jitters between half and all of the step', () => {
    for (let i = 0; i < 50; i++) {
      const d = backoffDelay(3, Math.random, policy);
      expect(d).toBeGreaterThanOrEqual(2000);
      expect(d).toBeLessThanOrEqual(4000);
    }
  });
});

describe('classifyFailure', () => {
  const r = () => 0.5;
  it('retries network errors and stops the run', () => {
    expect(classifyFailure({ ok: false, kind: 'network', message: 'x' }, 1, r, policy)).toEqual({
      action: 'retry',
      delayMs: 750,
      stopRun: true,
    });
  });
  it('retries 5xx for the row only', () => {
    expect(classifyFailure({ ok: false, kind: 'http', status: 500, message: 'x' }, 2, r, policy)).toEqual({
      action: 'retry',
      delayMs: 1500,
      stopRun: false,
    });
  });
  it('honours Retry-After on 503', () => {
    expect(
      classifyFailure({ ok: false, kind: 'http', status: 503, message: 'x', retryAfterMs: 7000 }, 1, r, policy),
    ).toEqual({ action: 'retry', delayMs: 7000, stopRun: true });
  });
  it('asks for a token refresh on 401', () => {
    expect(classifyFailure({ ok: false, kind: 'http', status: 401, message: 'JWT expired' }, 1, r, policy)).toEqual({
      action: 'auth',
    });
  });
  it.each([400, 403, 404, 409, 422])('refuses %i for good', (status) => {
    expect(classifyFailure({ ok: false, kind: 'http', status, message: 'x' }, 1, r, policy)).toEqual({
      action: 'reject',
    });
  });
  it('parses Retry-After seconds and dates', () => {
    expect(parseRetryAfter('3', 0)).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
  });
});
