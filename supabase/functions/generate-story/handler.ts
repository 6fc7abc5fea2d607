// The builder's generation: {story, isTranscript, tone} → {generated_story}. With a story id the
// text is written on the server (generated_content, status in_review, the replaced text kept in
// the version history), so nothing depends on the browser staying open.
import { isAnswered } from '../_shared/domain/story-rules.ts';
import { generateStory } from '../_shared/ai/generate.ts';
import { isPronouns, type Pronouns } from '../_shared/domain/pronouns.ts';
import { serveGeneration, STORY_PROVIDER_MESSAGES } from '../_shared/generation.ts';
import type { FunctionHandler } from '../_shared/http.ts';
import { restCall } from '../_shared/rest.ts';
import { generateStoryBodySchema } from '../_shared/schemas.ts';

export const handler: FunctionHandler = (req, env) =>
  serveGeneration(
    req,
    env,
    'generate-story',
    generateStoryBodySchema,
    async ({ body, provider, ownerName, caller, onDelta }) => {
      const { story } = body;
      const answers =
        typeof story.content === 'object'
          ? Object.fromEntries(
              Object.entries(story.content).filter(
                // '<section>__voice' names a voice note's recording, not an answer.
                (e): e is [string, string] => typeof e[1] === 'string' && !e[0].endsWith('__voice'),
              ),
            )
          : null;
      const text =
        typeof story.content === 'string'
          ? story.content
          : (answers?.transcript ?? answers?.manual ?? answers?.text ?? '');
      const hasAnswers =
        answers !== null &&
        Object.entries(answers).some(([k, v]) => !['transcript', 'manual', 'text'].includes(k) && isAnswered(v));
      if (!hasAnswers && !isAnswered(text))
        return { status: 400, body: failureBody('Please provide some content first') };

      // Who the story is for: a coach writing a client's story tells it about the client (third
      // person); a founder's or a client's own story stays in their own voice.
      let clientName: string | null = null;
      let pronouns: Pronouns | null = null;
      if (story.id) {
        const readable = await restCall(
          env,
          caller.authorization,
          'GET',
          `stories?select=id,client_id&id=eq.${story.id}&deleted_at=is.null`,
        );
        if (!readable.ok) return { status: 502, body: failureBody('Could not read the story. Please try again.') };
        if (!Array.isArray(readable.data) || readable.data.length === 0)
          return { status: 404, body: failureBody('Story not found, or you are not allowed to change it.') };
        const clientId = (readable.data[0] as { client_id?: string | null }).client_id;
        if (clientId) {
          const client = await restCall(
            env,
            caller.authorization,
            'GET',
            `clients?select=name,user_id,pronouns&id=eq.${clientId}&deleted_at=is.null`,
          );
          const row = client.ok && Array.isArray(client.data) ? (client.data[0] as ClientRow | undefined) : undefined;
          if (row && row.user_id !== caller.userId) {
            clientName = row.name;
            pronouns = isPronouns(row.pronouns) ? row.pronouns : null;
          }
        }
      }

      const generated = await generateStory(
        provider,
        {
          frameworkType: story.framework_type,
          answers: hasAnswers ? answers : null,
          text: hasAnswers ? null : text,
          isTranscript: body.isTranscript,
          tone: body.tone,
          clientName,
          pronouns,
          ownerName,
        },
        onDelta,
      );
      if (!generated.text.trim()) return { status: 502, body: failureBody('No story was generated') };

      if (story.id) {
        const method =
          body.generationMethod ?? (body.isTranscript ? 'transcript' : hasAnswers ? 'questions' : 'manual');
        const applied = await restCall(env, caller.authorization, 'POST', 'rpc/apply_generation', {
          p_story_id: story.id,
          p_text: generated.text,
          p_engine: generated.engine,
          p_method: method,
          p_sources: generated.sources,
        });
        if (!applied.ok) {
          const status = applied.code === '42501' ? 403 : applied.code === 'P0002' ? 404 : 502;
          return {
            status,
            body: failureBody(
              status === 502 ? 'Failed to save the generated story. Please try again.' : applied.message,
            ),
          };
        }
      }
      return {
        status: 200,
        body: {
          generated_story: generated.text,
          engine: generated.engine,
          sources: generated.sources,
          coaching: generated.coaching ?? [],
          hints: generated.hints ?? [],
          story_id: story.id ?? null,
        },
      };
    },
    { providerMessages: STORY_PROVIDER_MESSAGES, streams: true },
  );

interface ClientRow {
  name: string;
  user_id: string | null;
  /** Checked with isPronouns before use. */
  pronouns?: unknown;
}

function failureBody(message: string): Record<string, unknown> {
  return { error: message, message };
}
