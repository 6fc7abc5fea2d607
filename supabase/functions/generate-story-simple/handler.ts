// {content, frameworkType} → {story}: a story from one text, written nowhere (the caller saves it).
import { generateStory } from '../_shared/ai/generate.ts';
import { serveGeneration, STORY_PROVIDER_MESSAGES } from '../_shared/generation.ts';
import type { FunctionHandler } from '../_shared/http.ts';
import { generateStorySimpleBodySchema } from '../_shared/schemas.ts';

export const handler: FunctionHandler = (req, env) =>
  serveGeneration(
    req,
    env,
    'generate-story-simple',
    generateStorySimpleBodySchema,
    async ({ body, provider, ownerName }) => {
      if (!body.content.trim())
        return {
          status: 400,
          body: { error: 'Please provide some content first', message: 'Please provide some content first' },
        };
      const generated = await generateStory(provider, {
        frameworkType: body.frameworkType,
        text: body.content,
        tone: body.tone,
        ownerName,
      });
      if (!generated.text.trim())
        return { status: 502, body: { error: 'No story was generated', message: 'No story was generated' } };
      return {
        status: 200,
        body: {
          story: generated.text,
          engine: generated.engine,
          sources: generated.sources,
          coaching: generated.coaching ?? [],
          hints: generated.hints ?? [],
        },
      };
    },
    { providerMessages: STORY_PROVIDER_MESSAGES },
  );
