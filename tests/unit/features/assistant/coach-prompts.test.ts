// A coach's prompts on the Ask page are questions the assistant answers as a coach means them:
// the clients' overview, and a client's summary, next questions and pitch by that client's name.
import { describe, expect, it } from 'vitest';
import { assistantIntent } from '../../../../supabase/functions/_shared/composer/assistant.ts';
import { clientAskedAbout } from '../../../../supabase/functions/_shared/composer/assistant-client.ts';
import { ASK_PROMPTS, coachAskPrompts, promptName } from '../../../../src/features/assistant/suggestions';

describe("a coach's prompts", () => {
  it('are eight, and each about a client is read as being about that client, with the intent it says', () => {
    const prompts = coachAskPrompts(promptName({ name: 'Aisha Bello' }, [{ name: 'Aisha Bello' }]));
    expect(prompts).toHaveLength(8);
    expect(new Set(prompts).size).toBe(8);
    const clients = [{ id: 'a1', name: 'Aisha Bello' }];
    const read = prompts.slice(0, 4).map((p) => [assistantIntent(p), clientAskedAbout(p, [], clients).kind]);
    expect(read).toEqual([
      ['clients', 'none'],
      ['summary', 'client'],
      ['gaps', 'client'],
      ['pitch', 'client'],
    ]);
  });

  it('name a client whole when another client shares the first name, so the assistant need not ask which', () => {
    const clients = [
      { id: 'a1', name: 'Aisha Bello' },
      { id: 'a2', name: 'Aisha Khan' },
    ];
    const [, summary] = coachAskPrompts(promptName(clients[1], clients));
    expect(summary).toBe('Summarise Aisha Khan’s stack');
    expect(clientAskedAbout(summary, [], clients)).toEqual({ kind: 'client', client: clients[1] });
  });

  it('fall back to the founder’s own questions about a client when there is no client yet', () => {
    const prompts = coachAskPrompts(null);
    expect(prompts[0]).toBe('How are my clients doing?');
    expect(prompts.slice(1, 4).every((p) => ASK_PROMPTS.includes(p as (typeof ASK_PROMPTS)[number]))).toBe(true);
  });
});
