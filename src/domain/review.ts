// Who does what in coach review: the story's person (story-person.ts: the client of a story
// written for their record, whoever wrote it, else the author) answers suggestions; a coach or
// admin who is not the person reviews (comments, suggests, approves). The server's policies
// (owns_story, can_review_story) decide the same.
export type ReviewerRole = 'owner' | 'reviewer' | 'none';

export function reviewerRole({
  userId,
  role,
  storyPersonId,
}: {
  userId: string | null;
  role: string | null;
  /** storyPersonId(story, clients): null for a client record without an account. */
  storyPersonId: string | null;
}): ReviewerRole {
  if (!userId) return 'none';
  if (storyPersonId === userId) return 'owner';
  return role === 'coach' || role === 'admin' ? 'reviewer' : 'none';
}
