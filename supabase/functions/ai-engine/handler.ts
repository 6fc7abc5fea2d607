// Which engine writes, for the settings page: {kind, label, model, baseUrl, transcription}
// (never a key). An admin may POST {test: true} to send the provider a one-line request and
// see whether it answers.
import { z } from 'zod';
import { engineInfo, selectProvider } from '../_shared/ai/engine.ts';
import { ProviderError } from '../_shared/ai/provider.ts';
import { json, preflight, type FunctionHandler } from '../_shared/http.ts';
import { restGet } from '../_shared/rest.ts';
import { callerSubject } from '../_shared/verify-token.ts';

const bodySchema = z.object({ test: z.boolean().optional().default(false) });

export const handler: FunctionHandler = async (req, env) => {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405, { allow: 'POST, OPTIONS' });
  const authorization = req.headers.get('authorization');
  const sub = await callerSubject(authorization, env);
  if (!authorization || !sub) return json({ error: 'Please sign in' }, 401);
  const parsed = bodySchema.safeParse(await req.json().catch(() => ({})));
  if (!parsed.success) return json({ error: parsed.error.issues[0].message }, 400);
  const info = engineInfo(env);
  // Read as the caller first: PostgREST verifies the token (a legacy one included) before answering.
  const profile = await restGet<{ role: string }>(env, authorization, `todo_profiles?select=role&id=eq.${sub}`);
  if (!profile.ok && profile.status === 401) return json({ error: 'Please sign in' }, 401);
  if (!parsed.data.test) return json(info);
  if (!profile.ok || profile.rows[0]?.role !== 'admin')
    return json({ error: 'Only admins can test the AI connection' }, 403);
  const provider = selectProvider(env);
  if (!provider)
    return json({ ...info, test: { ok: true, latencyMs: 0, message: 'The offline composer needs no connection.' } });
  const started = Date.now();
  try {
    const reply = await provider.complete({
      system: 'Reply with the single word OK.',
      messages: [{ role: 'user', content: 'Connection test' }],
      maxTokens: 5,
      temperature: 0,
    });
    return json({
      ...info,
      test: {
        ok: true,
        latencyMs: Date.now() - started,
        message: `Connected: the model answered "${reply.trim().slice(0, 40)}".`,
      },
    });
  } catch (error) {
    const message = error instanceof ProviderError ? error.message : 'The connection test failed.';
    return json({ ...info, test: { ok: false, latencyMs: Date.now() - started, message } });
  }
};
