// The story's person (issue 20): whose story a story is for review, reading and progress,
// whoever wrote it. A story with a client is that client record's story (a coach's Generate Full
// Stack writes user_id = the coach, client_id = the client); its person is the record's account,
// or nobody yet when the client has no account (the coach reviews it alone). A story without a
// client is its author's. supabase/migrations/20261127000100_story_person.sql (private.story_person)
// is the same rule for row-level security.

export interface PersonStory {
  readonly user_id: string | null;
  readonly client_id: string | null;
}

export interface PersonClient {
  readonly id: string;
  readonly user_id: string | null;
}

/** The account the story belongs to; null for a client record without an account (or not known here). */
export function storyPersonId(story: PersonStory, clients: readonly PersonClient[]): string | null {
  if (!story.client_id) return story.user_id;
  return clients.find((c) => c.id === story.client_id)?.user_id ?? null;
}

/**
 * The stories that count toward a person's stack: their own (no client) and every story written
 * for their client record, by them or by their coach. Not the stories they wrote for a client.
 */
export function personsStories<S extends PersonStory>(
  stories: readonly S[],
  clients: readonly PersonClient[],
  userId: string | null,
): S[] {
  if (!userId) return [];
  const records = new Set(clients.filter((c) => c.user_id === userId).map((c) => c.id));
  return stories.filter((s) => (s.client_id ? records.has(s.client_id) : s.user_id === userId));
}

/** The stories that count toward one client record's stack (the coach's view of that client). */
export function clientRecordStories<S extends { readonly client_id: string | null }>(
  stories: readonly S[],
  clientId: string,
): S[] {
  return stories.filter((s) => s.client_id === clientId);
}

/** "Fiona's" for someone named, "your" / "Your" for the reader themselves (name null). */
export function possessive(name: string | null, capital = false): string {
  if (name !== null) return `${name}'s`;
  return capital ? 'Your' : 'your';
}
