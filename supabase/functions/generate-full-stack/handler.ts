// The full stack: {clientInfo, transcript, additionalContext, tone, isInterview} →
// {success, results, error}. Six stories are created on the server as in_review, titled
// "{client's name}'s {framework title}"; one failed insert is logged and the others go on.
import { FRAMEWORKS, STACK_ORDER, type StackFrameworkType } from '../_shared/domain/frameworks.ts';
import { generatedStoryDescription, generatedStoryTitle, withTrailingFullStop } from '../_shared/domain/story-rules.ts';
import { generateStory, type Generated } from '../_shared/ai/generate.ts';
import { isPronouns } from '../_shared/domain/pronouns.ts';
import { composeFullStack, OFFLINE_ENGINE } from '../_shared/composer/mod.ts';
import { serveGeneration } from '../_shared/generation.ts';
import type { FunctionHandler } from '../_shared/http.ts';
import { derivedUuid } from '../_shared/ids.ts';
import { restCall } from '../_shared/rest.ts';
import { generateFullStackBodySchema } from '../_shared/schemas.ts';

const fail = (error: string, status = 400) => ({
  status,
  body: { success: false, results: null, error, message: error },
});

export const handler: FunctionHandler = (req, env) =>
  serveGeneration(
    req,
    env,
    'generate-full-stack',
    generateFullStackBodySchema,
    async ({ body, provider, ownerName, caller, mutationId }) => {
      const client = await restCall(
        env,
        caller.authorization,
        'GET',
        `clients?select=id,name,pronouns&id=eq.${body.clientInfo.id}&deleted_at=is.null`,
      );
      if (!client.ok) return fail('Could not read the client. Please try again.', 502);
      const row = Array.isArray(client.data)
        ? (client.data[0] as { id: string; name: string; pronouns?: unknown } | undefined)
        : undefined;
      if (!row) return fail('Client not found, or you are not allowed to create stories for them.', 403);
      const clientName = row.name;
      // Not set (null): the writer says "they".
      const pronouns = isPronouns(row.pronouns) ? row.pronouns : null;
      const transcript = body.transcript?.trim() || null;
      const context = body.additionalContext?.trim() || null;

      // Offline: the transcript is shared out across the six stories in one pass.
      let texts: Partial<Record<StackFrameworkType, Generated>> = {};
      if (!provider) {
        const stack = composeFullStack({
          clientName,
          transcript,
          additionalContext: context,
          tone: body.tone,
          pronouns,
        });
        for (const type of STACK_ORDER)
          texts[type] = {
            text: stack[type].text,
            engine: OFFLINE_ENGINE,
            sources: stack[type].paragraphs.map((p) => p.source),
            coaching: stack[type].coaching ?? [],
            hints: stack[type].hints ?? [],
          };
      } else {
        texts = {};
        for (const type of STACK_ORDER) {
          texts[type] = await generateStory(provider, {
            frameworkType: type,
            text: transcript ?? context,
            isTranscript: Boolean(transcript),
            additionalContext: transcript ? context : null,
            tone: body.tone,
            clientName,
            pronouns,
            ownerName,
          });
        }
      }

      const results: Partial<Record<StackFrameworkType, string>> = {};
      const stories: Partial<Record<StackFrameworkType, string>> = {};
      const coaching: Partial<Record<StackFrameworkType, string[]>> = {};
      const hints: Partial<Record<StackFrameworkType, string[]>> = {};
      const method = body.isInterview ? 'interview' : transcript ? 'transcript' : 'ai';
      for (const type of STACK_ORDER) {
        const generated = texts[type];
        // Empty or non-string results for a type are skipped (spec §5).
        if (!generated || typeof generated.text !== 'string' || !generated.text.trim()) continue;
        const text = withTrailingFullStop(generated.text);
        const title = generatedStoryTitle(clientName, FRAMEWORKS[type].title);
        const id = await derivedUuid(mutationId, type);
        const inserted = await restCall(
          env,
          caller.authorization,
          'POST',
          'stories',
          {
            id,
            title,
            description: generatedStoryDescription(title, clientName, body.isInterview),
            framework_type: type,
            status: 'in_review',
            content: {},
            generated_content: text,
            generation_engine: generated.engine,
            generation_sources: generated.sources,
            user_id: caller.userId,
            client_id: row.id,
            full_stack_generation: true,
            generation_method: method,
          },
          { prefer: 'return=minimal' },
        );
        // A story already there from an earlier attempt of this request counts as created.
        if (!inserted.ok && !(inserted.status === 409 && inserted.code === '23505')) {
          console.error(`[generate-full-stack] ${type} story not saved: ${inserted.status} ${inserted.message}`);
          continue;
        }
        results[type] = text;
        stories[type] = id;
        coaching[type] = generated.coaching ?? [];
        hints[type] = generated.hints ?? [];
      }
      if (Object.keys(results).length === 0)
        return { status: 200, body: { success: false, results: null, error: 'No stories could be saved' } };
      return {
        status: 200,
        body: {
          success: true,
          results,
          stories,
          coaching,
          hints,
          engine: texts[STACK_ORDER[0]]?.engine ?? OFFLINE_ENGINE,
          error: null,
        },
      };
    },
    { failureFields: { success: false, results: null } },
  );
