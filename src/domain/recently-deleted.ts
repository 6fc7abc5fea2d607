// Recently deleted (issue 21): a deleted story stays listed, and restorable on any device, for
// RECENTLY_DELETED_DAYS; then the server purges it (private.purge_tombstones, migration
// 20261127002100_recently_deleted.sql, keeps the same number of days).
export const RECENTLY_DELETED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a story deleted at `deletedAt` can still be restored at `now` (epoch ms). */
export function stillRestorable(deletedAt: string | null, now: number): boolean {
  if (!deletedAt) return false;
  const at = Date.parse(deletedAt);
  return Number.isFinite(at) && now - at < RECENTLY_DELETED_DAYS * DAY_MS;
}

/** Whole days left before a deleted story is purged (at least 0). */
export function daysLeft(deletedAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(deletedAt) + RECENTLY_DELETED_DAYS * DAY_MS - now) / DAY_MS));
}

export const DELETE_STORY_WARNING = `It moves to Recently deleted, where you can restore it for ${RECENTLY_DELETED_DAYS} days.`;
