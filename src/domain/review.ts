// Who does what in coach review: the story's owner answers suggestions; a coach or admin who is
// not the owner reviews (comments, suggests, approves). The server's policies decide the same.
export type ReviewerRole = 'owner' | 'reviewer' | 'none';

export function reviewerRole({
  userId,
  role,
  storyOwnerId,
}: {
  userId: string | null;
  role: string | null;
  storyOwnerId: string | null;
}): ReviewerRole {
  if (!userId) return 'none';
  if (storyOwnerId === userId) return 'owner';
  return role === 'coach' || role === 'admin' ? 'reviewer' : 'none';
}
