// The bodies of the generation functions (spec §7 of both documents), checked with zod. The
// messages are the ones the app shows.
import { z } from 'zod';
import { mutationIdSchema } from './generation.ts';

const MAX_TEXT = 200_000;

const content = z.union([
  z.string().max(MAX_TEXT, 'The story is too long to generate from.'),
  z.record(z.string(), z.unknown()),
]);

export const generateStoryBodySchema = z.object({
  story: z
    .object(
      {
        id: z.guid('story.id must be a UUID').optional(),
        framework_type: z
          .string({ error: 'story.framework_type is required' })
          .min(1, 'story.framework_type is required'),
        content,
        title: z.string().optional().nullable(),
      },
      { error: 'story is required' },
    )
    .passthrough(),
  isTranscript: z.boolean().optional().default(false),
  tone: z.string().max(100).optional().nullable(),
  generationMethod: z.enum(['transcript', 'ai', 'interview', 'manual', 'questions', 'framework']).optional(),
  mutation_id: mutationIdSchema,
});

export const generateStorySimpleBodySchema = z.object({
  content: z.string({ error: 'Please provide some content first' }).max(MAX_TEXT, 'The content is too long.'),
  frameworkType: z.string({ error: 'frameworkType is required' }).min(1, 'frameworkType is required'),
  tone: z.string().max(100).optional().nullable(),
  mutation_id: mutationIdSchema,
});

export const generateFullStackBodySchema = z.object({
  clientInfo: z
    .object(
      { id: z.guid({ error: 'Please select a client' }), name: z.string().optional() },
      { error: 'Please select a client' },
    )
    .passthrough(),
  transcript: z.string().max(MAX_TEXT, 'The transcript is too long.').nullable().optional(),
  additionalContext: z.string().max(20_000, 'The context is too long.').nullable().optional(),
  tone: z.string().max(100).optional().nullable(),
  isInterview: z.boolean().optional().default(false),
  mutation_id: mutationIdSchema,
});

const storyRef = z.object({ id: z.guid('Each story needs its id') }).passthrough();

export const storiesBodySchema = (emptyMessage: string) =>
  z.object({
    client: z
      .object({ id: z.guid().optional(), name: z.string().optional().nullable() })
      .passthrough()
      .nullable()
      .optional(),
    stories: z.array(storyRef, { error: emptyMessage }).min(1, emptyMessage).max(30, 'Select at most 30 stories.'),
    mutation_id: mutationIdSchema,
  });

export const assistantBodySchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .max(8000, 'The message is too long.')
    .refine((m) => m.trim() !== '', 'Please type a message'),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) }))
    .max(100)
    .optional()
    .default([]),
  /** Sent by the app as the spec says; never trusted: the token names the caller. */
  user_id: z.string().optional().nullable(),
  mutation_id: mutationIdSchema,
});
