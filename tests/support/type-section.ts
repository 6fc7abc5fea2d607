// Types a section's text the way the builder does: through the one write path (the keystroke's
// transaction, with its conflict check and versions), typed on the text the mirror holds now,
// as the signed-in user of the device (a device nobody signed in on yet is signed in as a
// test coach first: the real path refuses to write for nobody).
import type { StoryStackDb } from '../../src/data/mirror/db';
import { lastUser, rememberUser } from '../../src/data/remote/session-cache';
import { writeStoryText, type TextWriteResult } from '../../src/data/story-text';
import { textAtPlace } from '../../src/domain/story-places';

/** The fake auth's user (tests/unit/sync/fakes.ts): its session sends what this user typed. */
const DEVICE_USER = {
  id: 'user-1',
  email: 'device@example.com',
  role: 'coach' as const,
  name: 'Device',
};

export async function typeSection(
  storyId: string,
  sectionId: string,
  text: string,
  db: StoryStackDb,
): Promise<TextWriteResult> {
  const [remembered, row] = await Promise.all([lastUser(db), db.stories.get(storyId)]);
  const user = remembered ?? DEVICE_USER;
  if (!remembered) await rememberUser(user, db);
  const expected = row ? textAtPlace(row, sectionId) : '';
  return writeStoryText({ userId: user.id, storyId, sectionId, text, expected }, db);
}
