// Checks on JSON request bodies shared by REST and auth: only JSON media types, bounded nesting,
// no NUL characters (Postgres text cannot hold them; they would fail deep in a query as a 500).

/** Deeper than any document the app writes (a story's content is one level, preferences three). */
export const MAX_JSON_DEPTH = 32;

/** application/json, application/*+json (vnd.pgrst...), with any parameters; absent counts as JSON. */
export function isJsonContentType(header: string | null): boolean {
  if (header === null || header.trim() === '') return true;
  const type = header.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** A plain sentence saying what is wrong with a parsed body, or null when it is acceptable. */
export function inspectJson(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  // Iterative, so a hostile nesting cannot overflow the stack here either.
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'Text may not contain the NUL character (\\u0000).';
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (item.depth >= maxDepth) return `The JSON is nested too deeply (at most ${maxDepth} levels).`;
    if (Array.isArray(v)) {
      for (const child of v) stack.push({ value: child, depth: item.depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(v)) {
      if (key.includes('\u0000')) return 'Keys may not contain the NUL character (\\u0000).';
      stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return null;
}
