// The bell's people events, derived from the mirror after each pull: a comment or suggestion
// someone else left on a story the user can see, and a client who accepted an invitation (their
// record gained an account). Each notification's id is the event's, so noticing twice adds
// nothing. Only events after the device first looked count: a new device is not flooded with
// months of old comments.
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { notify } from './notifications';

const SINCE_KEY = 'reviewNoticesSince';
const LINKED_KEY = 'linkedClientsSeen';

async function since(target: StoryStackDb): Promise<string | null> {
  const record = await target.kv.get(SINCE_KEY);
  if (typeof record?.value === 'string') return record.value;
  await target.kv.put({ key: SINCE_KEY, value: new Date(dataDeps.now()).toISOString() });
  return null;
}

export async function noticeReview(userId: string, target: StoryStackDb = defaultDb): Promise<number> {
  const start = await since(target);
  let added = 0;
  const stories = new Map((await target.stories.toArray()).map((s) => [s.id, s]));

  if (start !== null) {
    const fresh = await target.comments
      .filter((c) => !c.deleted_at && c.author_id !== userId && c.created_at > start && c.status === 'open')
      .toArray();
    const known = new Set(await target.notifications.toCollection().primaryKeys());
    for (const c of fresh) {
      const id = `comment:${c.id}`;
      if (known.has(id)) continue;
      const story = stories.get(c.story_id);
      const title = story?.title || 'your story';
      const link = story
        ? `/dashboard/stories/create?type=${story.framework_type}${story.client_id ? `&client=${story.client_id}` : ''}&storyId=${story.id}&review=${c.id}`
        : '/dashboard/stories';
      await notify(
        {
          id,
          kind: c.kind === 'suggestion' ? 'suggestion' : 'comment',
          title: c.kind === 'suggestion' ? `A suggested rewrite for “${title}”` : `A new comment on “${title}”`,
          body: c.body.length > 140 ? `${c.body.slice(0, 137)}…` : c.body,
          link,
          createdAt: Date.parse(c.created_at) || dataDeps.now(),
        },
        target,
      );
      added++;
    }
  }

  // Clients the user coaches who now have an account (they accepted an invitation, or one was linked).
  const seenRecord = await target.kv.get(LINKED_KEY);
  const seen = new Set(Array.isArray(seenRecord?.value) ? (seenRecord.value as string[]) : []);
  const linked = await target.clients
    .filter((c) => !c.deleted_at && c.coach_id === userId && c.user_id !== null)
    .toArray();
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
