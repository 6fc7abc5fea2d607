// A finished (or failed) generation call becomes a notification, whichever context ran it: the
// page's sync engine or the service worker's, with no page open. Idempotent by the call's id. The
// title names whose story it is and what was made (domain/notice-text.ts), read from the mirror
// and the request the call sent.
import { FRAMEWORKS } from '../../domain/frameworks';
import { generationNotice, type GenerationNoticeKind } from '../../domain/notice-text';
import { db as defaultDb, type StoryStackDb } from './db';
import { notify } from './notifications';
import { lastUser } from '../remote/session-cache';

const KIND: Readonly<Record<string, GenerationNoticeKind>> = {
  'generate-story': 'story',
  'generate-story-simple': 'story',
  'generate-full-stack': 'stack',
  'generate-linkedin': 'linkedin',
  'generate-funnel': 'funnel',
};

const idIn = (value: unknown): string | null => {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : null;
};

export async function noticeGeneration(
  call: { entryId: string; name: string; result: unknown; body?: Record<string, unknown> },
  target: StoryStackDb = defaultDb,
): Promise<void> {
  const kind = KIND[call.name];
  if (!kind) return;
  const me = (await lastUser(target))?.id ?? null;
  const body = call.body ?? {};
  const result = call.result as { success?: unknown; story_id?: unknown; stories?: unknown } | null;

  // Whose it is: the client record the request was for (unless that record is the reader's own).
  let clientId: string | null = null;
  let framework: string | null = null;
  let link = '/dashboard/stories';
  if (kind === 'story') {
    const storyId = typeof result?.story_id === 'string' ? result.story_id : idIn(body.story);
    const story = storyId ? await target.stories.get(storyId) : undefined;
    clientId = story?.client_id ?? null;
    framework = story ? (FRAMEWORKS[story.framework_type as keyof typeof FRAMEWORKS]?.title ?? null) : null;
    if (story)
      link = `/dashboard/stories/create?type=${story.framework_type}${clientId ? `&client=${clientId}` : ''}&storyId=${story.id}&showGenerated=true`;
  } else if (kind === 'stack') {
    clientId = idIn(body.clientInfo);
    if (clientId) link = `/dashboard/stories?client=${clientId}`;
  } else {
    clientId = idIn(body.client);
    if (clientId)
      link = `/dashboard/monetization/${kind === 'linkedin' ? 'profile-optimization' : 'funnel-building'}?client=${clientId}`;
  }
  const client = clientId ? await target.clients.get(clientId) : undefined;
  const requestName =
    (body.clientInfo as { name?: unknown } | undefined)?.name ?? (body.client as { name?: unknown } | undefined)?.name;
  const person =
    client && client.user_id !== me
      ? client.name
      : !client && clientId && typeof requestName === 'string'
        ? requestName
        : null;

  const failed = kind !== 'story' && result?.success === false;
  const written = result?.stories && typeof result.stories === 'object' ? Object.keys(result.stories).length : 6;
  const text = generationNotice(kind, person, framework, failed, written);
  await notify({ id: `generation:${call.entryId}`, kind: 'generation', ...text, link }, target);
}
