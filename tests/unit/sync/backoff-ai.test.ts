// A generation function's 401 about its AI provider goes to "needs attention"; a plain 401
// still means "refresh the token".
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../../src/sync/backoff';

describe('classifyFailure for AI configuration errors', () => {
  it('rejects a 401 with code ai_not_configured and refreshes on any other 401', () => {
    const random = () => 0.5;
    expect(
      classifyFailure({ ok: false, kind: 'http', status: 401, code: 'ai_not_configured', message: 'x' }, 1, random),
    ).toEqual({
      action: 'reject',
    });
    expect(classifyFailure({ ok: false, kind: 'http', status: 401, message: 'JWT expired' }, 1, random)).toEqual({
      action: 'auth',
    });
  });
});
