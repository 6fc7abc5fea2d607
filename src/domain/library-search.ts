// Search and tag filters of the resource libraries and the blog (spec areas §2.6, §2.7, §5):
// case-insensitive substring matches; search and tag combine (both must match).

const has = (field: string | null | undefined, needle: string) => (field ?? '').toLowerCase().includes(needle);

/** Resources: the term in the title or the description, and the tag (null: any tag). */
export function filterResources<T extends { title: string; description: string; tags: readonly string[] }>(
  items: readonly T[],
  search: string,
  tag: string | null,
): T[] {
  const term = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (term === '' || has(item.title, term) || has(item.description, term)) && (!tag || item.tags.includes(tag)),
  );
}

/** Blog: the term in the title, the excerpt or the author. */
export function filterArticles<T extends { title: string; excerpt: string; author: string }>(
  items: readonly T[],
  search: string,
): T[] {
  const term = search.trim().toLowerCase();
  if (term === '') return [...items];
  return items.filter((a) => has(a.title, term) || has(a.excerpt, term) || has(a.author, term));
}

/** A tab's empty state (spec §2.6): the secondary line depends on whether a search is set. */
export function emptySecondaryText(search: string): string {
  return search.trim() !== '' ? 'Try adjusting your search or filters' : 'Check back soon...';
}

/** Video durations as mm:ss (seconds in, e.g. 754 → "12:34"). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Reading time at 220 words a minute, rounded up: "6 min read". */
export function readTime(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / 220))} min read`;
}
