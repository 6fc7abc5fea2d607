// The bell's people events, derived from the mirror after each pull: a comment or suggestion
// someone else left on a story the user can see, a suggestion of theirs the story's person
// accepted or declined, a client of theirs who wrote or changed a story, and a client who accepted
// an invitation (their record gained an account). Each names who did it and whose story it is
// ("Fiona changed their Backstory"). Each notification's id is the event's, so noticing twice adds
// nothing. Only events after the device first looked count: a new device is not flooded with
// months of old comments.
import { FRAMEWORKS } from '../../domain/frameworks';
import { reviewNoticeTitle } from '../../domain/notice-text';
import { storyPersonId } from '../../domain/story-person';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { notify } from './notifications';
import type { ClientRow, ProfileRow, StoryRow } from './types';

const SINCE_KEY = 'reviewNoticesSince';
const LINKED_KEY = 'linkedClientsSeen';

async function since(target: StoryStackDb): Promise<string | null> {
  const record = await target.kv.get(SINCE_KEY);
  if (typeof record?.value === 'string') return record.value;
  await target.kv.put({ key: SINCE_KEY, value: new Date(dataDeps.now()).toISOString() });
  return null;
}

const clip = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}…` : text);

interface World {
  userId: string;
  stories: Map<string, StoryRow>;
  clients: ClientRow[];
  profiles: Map<string, ProfileRow>;
}

const frameworkTitle = (story: StoryRow | undefined) =>
  story ? (FRAMEWORKS[story.framework_type as keyof typeof FRAMEWORKS]?.title ?? null) : null;

/** The story's person by name, or null when it is the reader's own. */
function personName(world: World, story: StoryRow | undefined): string | null {
  if (!story) return null;
  const person = storyPersonId(story, world.clients);
  if (person === world.userId) return null;
  const record = world.clients.find((c) => c.id === story.client_id);
  return record?.name ?? (person ? nameOf(world, person) : null);
}

/** Someone by name: their profile, else the client record of theirs the reader coaches. */
function nameOf(world: World, userId: string): string {
  const profile = world.profiles.get(userId);
  return (
    profile?.name?.trim() ||
    world.clients.find((c) => c.user_id === userId)?.name ||
    profile?.email?.split('@')[0] ||
    'Someone'
  );
}

const storyLink = (story: StoryRow, extra = '') =>
  `/dashboard/stories/create?type=${story.framework_type}${story.client_id ? `&client=${story.client_id}` : ''}&storyId=${story.id}${extra}`;

async function noticeComments(world: World, start: string, target: StoryStackDb): Promise<number> {
  let added = 0;
  const known = new Set(await target.notifications.toCollection().primaryKeys());
  const comments = await target.comments.filter((c) => !c.deleted_at).toArray();
  for (const c of comments) {
    const story = world.stories.get(c.story_id);
    const person = personName(world, story);
    const framework = frameworkTitle(story);
    // Someone else's new comment or suggestion.
    if (c.author_id !== world.userId && c.created_at > start && c.status === 'open') {
      const id = `comment:${c.id}`;
      if (known.has(id)) continue;
      const event = c.kind === 'suggestion' ? 'suggestion' : 'comment';
      await notify(
        {
          id,
          kind: event,
          title: reviewNoticeTitle(event, nameOf(world, c.author_id), person, framework),
          body: clip(c.body),
          link: story ? storyLink(story, `&review=${c.id}`) : '/dashboard/stories',
          createdAt: Date.parse(c.created_at) || dataDeps.now(),
        },
        target,
      );
      added++;
    }
    // The story's person answered a suggestion of the reader's.
    if (
      c.author_id === world.userId &&
      c.kind === 'suggestion' &&
      (c.status === 'accepted' || c.status === 'declined') &&
      c.updated_at > start &&
      story
    ) {
      const id = `answer:${c.id}`;
      if (known.has(id)) continue;
      const answeredBy = storyPersonId(story, world.clients);
      await notify(
        {
          id,
          kind: 'suggestion',
          title: reviewNoticeTitle(c.status, answeredBy ? nameOf(world, answeredBy) : 'Someone', person, framework),
          body: clip(c.body),
          link: storyLink(story, `&review=${c.id}`),
          createdAt: Date.parse(c.updated_at) || dataDeps.now(),
        },
        target,
      );
      added++;
    }
  }
  return added;
}

/** A client of the reader's wrote or changed a story of theirs (the server's updated_by says who). */
async function noticeClientStories(world: World, start: string, target: StoryStackDb): Promise<number> {
  let added = 0;
  const coached = new Map(
    world.clients
      .filter((c) => c.coach_id === world.userId && c.user_id && c.user_id !== world.userId)
      .map((c) => [c.id, c]),
  );
  for (const story of world.stories.values()) {
    const record = story.client_id ? coached.get(story.client_id) : undefined;
    if (!record || story.deleted_at || story.updated_at <= start || story.updated_by !== record.user_id) continue;
    const fresh = story.created_at > start && story.user_id === record.user_id;
    // One notice per story and day: a client typing for an hour is one change, not a hundred.
    const id = `client-story:${story.id}:${fresh ? 'new' : story.updated_at.slice(0, 10)}`;
    if (await target.notifications.get(id)) continue;
    await notify(
      {
        id,
        kind: 'comment',
        title: reviewNoticeTitle(
          fresh ? 'new-story' : 'changed-story',
          record.name,
          record.name,
          frameworkTitle(story),
        ),
        body: story.title ? `“${clip(story.title)}”` : 'Open it to review.',
        link: storyLink(story, '&showGenerated=true'),
        createdAt: Date.parse(story.updated_at) || dataDeps.now(),
      },
      target,
    );
    added++;
  }
  return added;
}

/**
 * Changes when comments arrive or are answered, a pull brings stories, or a client gains an
 * account: when noticeReview may have something new. Other people's stories reach the mirror only
 * through a pull, so the stories part is the pull's cursor, not the rows: a keystroke changes a
 * story row, and reading rows here made every keystroke re-read every story, client and profile
 * for the bell, in the way of the next keystroke's transaction.
 */
export async function reviewSignature(target: StoryStackDb = defaultDb): Promise<string> {
  const [comments, answered, pulled, linked] = await Promise.all([
    target.comments.count(),
    target.comments.filter((c) => c.status !== 'open').count(),
    target.cursors.get('stories'),
    target.clients.filter((c) => c.user_id !== null).primaryKeys(),
  ]);
  return `${comments}:${answered}:${pulled?.txid ?? ''}:${pulled?.key ?? ''}:${linked.join(',')}`;
}

export async function noticeReview(userId: string, target: StoryStackDb = defaultDb): Promise<number> {
  const start = await since(target);
  let added = 0;
  const clients = (await target.clients.toArray()).filter((c) => !c.deleted_at);
  const world: World = {
    userId,
    stories: new Map((await target.stories.toArray()).map((s) => [s.id, s])),
    clients,
    profiles: new Map((await target.profiles.toArray()).map((p) => [p.id, p])),
  };
  if (start !== null) {
    added += await noticeComments(world, start, target);
    added += await noticeClientStories(world, start, target);
  }

  // Clients the user coaches who now have an account (they accepted an invitation, or one was linked).
  const seenRecord = await target.kv.get(LINKED_KEY);
  const seen = new Set(Array.isArray(seenRecord?.value) ? (seenRecord.value as string[]) : []);
  const linked = clients.filter((c) => c.coach_id === userId && c.user_id !== null);
  const newlyLinked = linked.filter((c) => !seen.has(c.id));
  if (newlyLinked.length > 0) {
    if (seenRecord) {
      for (const c of newlyLinked) {
        await notify(
          {
            id: `invitation:${c.id}`,
            kind: 'invitation',
            title: `${c.name} joined StoryStack`,
            body: 'Their account is linked to your client record. Their stories will appear on their client page.',
            link: `/dashboard/clients/${c.id}`,
          },
          target,
        );
        added++;
      }
    }
    await target.kv.put({ key: LINKED_KEY, value: linked.map((c) => c.id) });
  } else if (!seenRecord) {
    await target.kv.put({ key: LINKED_KEY, value: [] });
  }
  return added;
}
