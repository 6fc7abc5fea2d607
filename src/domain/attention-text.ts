// Pure words for the "Needs attention" page: what a refused write or a conflict was about, and
// the user's text in readable form (never raw JSON where it is story content).
import { getFramework } from './frameworks.ts';
import { statusLabel } from './story-rules.ts';
import { isVoiceKey } from './voice-notes.ts';
import type { ConflictChoice } from './merge.ts';

type Values = Readonly<Record<string, unknown>>;

const TABLE_NOUN: Record<string, string> = {
  stories: 'Story',
  clients: 'Client',
  profiles: 'Profile',
  todo_profiles: 'Profile',
  preferences: 'Preferences',
  todo_user_preferences: 'Preferences',
  leads: 'Contact request',
  story_comments: 'Comment',
  story_versions: 'Saved version',
};

const FIELD_LABEL: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  framework_type: 'Framework',
  status: 'Status',
  content: 'Story text',
  generated_content: 'Generated story',
  generation_engine: 'Generation engine',
  client_id: 'Client',
  full_stack_generation: 'Full stack generation',
  generation_method: 'Creation method',
  deleted_at: 'Deleted',
  name: 'Name',
  email: 'Email',
  company: 'Company',
  pronouns: 'Pronouns',
  coach_id: 'Coach',
  user_id: 'User',
  preferences: 'Preferences',
  body: 'Comment',
  suggested_text: 'Suggested text',
  section_id: 'Section',
};

const CONTENT_KEY_LABEL: Record<string, string> = {
  manual: 'Your story',
  transcript: 'Transcript',
  text: 'Story text',
};

/** "Story", "Client"… for a table name. */
export function tableNoun(table: string): string {
  return TABLE_NOUN[table] ?? table;
}

/** A human name for the record ("Story “My origin”", "Client “Ada”"). */
export function recordName(table: string, row: Values | null | undefined): string {
  const noun = tableNoun(table);
  const name = row ? (row.title ?? row.name ?? row.email) : undefined;
  return typeof name === 'string' && name.trim() ? `${noun} “${name.trim()}”` : noun;
}

/** The label of one conflicting place: a story section by its framework label, else the field. */
export function placeLabel(field: string, key: string | null, frameworkType: unknown): string {
  const fieldLabel = FIELD_LABEL[field] ?? field;
  if (key === null) return fieldLabel;
  if (field === 'content') {
    const section = getFramework(typeof frameworkType === 'string' ? frameworkType : null)?.sections.find(
      (s) => s.id === key,
    );
    return section?.label ?? CONTENT_KEY_LABEL[key] ?? key;
  }
  return `${fieldLabel}: ${key}`;
}

const EMPTY = '(empty)';

/** One value as the user would read it. */
export function readableValue(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return field === 'deleted_at' ? 'Not deleted' : EMPTY;
  if (field === 'deleted_at') return 'Deleted';
  if (field === 'status' && typeof value === 'string') return statusLabel(value);
  if (field === 'framework_type' && typeof value === 'string') return getFramework(value)?.title ?? value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}

/** True when the place holds text the user can merge by hand. */
export function isTextPlace(field: string, mine: unknown, theirs: unknown): boolean {
  if (field === 'deleted_at' || field === 'status' || field === 'framework_type') return false;
  const textish = (v: unknown) => v === undefined || v === null || typeof v === 'string';
  return textish(mine) && textish(theirs);
}

/** The hand-merge box starts with both texts, mine first. */
export function mergePrefill(mine: unknown, theirs: unknown): string {
  const a = typeof mine === 'string' ? mine.trim() : '';
  const b = typeof theirs === 'string' ? theirs.trim() : '';
  if (!a) return b;
  if (!b || a === b) return a;
  return `${a}\n\n${b}`;
}

export interface ReadableSection {
  label: string;
  text: string;
}

/**
 * The kept values of a refused write, readable: story text section by section, then the other
 * fields. `values` is the write's payload (or the row as the user had it).
 */
export function readableValues(values: Values, frameworkType: unknown): ReadableSection[] {
  const out: ReadableSection[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (field === 'content' || field === 'preferences') {
      if (typeof value === 'string') {
        out.push({ label: FIELD_LABEL[field] ?? field, text: value });
      } else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, text] of Object.entries(value as Record<string, unknown>)) {
          out.push({ label: placeLabel(field, key, frameworkType), text: readableValue(field, text) });
        }
      }
      continue;
    }
    out.push({ label: FIELD_LABEL[field] ?? field, text: readableValue(field, value) });
  }
  return out;
}

/** Fields that hold the user's writing, in reading order. */
const TEXT_FIELDS = ['title', 'name', 'description', 'content', 'generated_content', 'body', 'suggested_text'];

/**
 * A row's writing as one text (each part under its label): what a story deleted elsewhere holds,
 * so keeping the deletion shows, and lets the user copy, the text it gives up.
 */
export function rowText(row: Values, frameworkType: unknown): string {
  const present: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) if (row[f] !== undefined && row[f] !== null) present[f] = row[f];
  // A voice note's storage path is not writing.
  if (present.content && typeof present.content === 'object')
    present.content = Object.fromEntries(
      Object.entries(present.content as Record<string, unknown>).filter(([k]) => !isVoiceKey(k)),
    );
  return readableValues(present, frameworkType)
    .filter((s) => s.text.trim() && s.text !== EMPTY)
    .map((s) => `${s.label}\n${s.text}`)
    .join('\n\n');
}

/**
 * My side of a conflicting place as the user reads it. A deletion's "mine" is the row I kept
 * writing in (`mineRow`): its text, not the words "Not deleted".
 */
export function mineText(
  place: { field: string; mine: unknown },
  mineRow: Values | null | undefined,
  frameworkType: unknown,
): string {
  if (place.field === 'deleted_at' && !place.mine && mineRow) {
    const text = rowText(mineRow, frameworkType);
    if (text) return text;
  }
  return readableValue(place.field, place.mine);
}

export interface LosingText {
  label: string;
  kept: 'mine' | 'theirs' | 'merged';
  /** The text that was not kept (both sides when merged by hand). */
  lost: { side: 'Mine' | 'Theirs'; text: string }[];
  /** The text now in the story. */
  keptText: string;
}

/**
 * What each answer of a resolved conflict kept and what it left behind. `mineRow` is the row as
 * this device had it (ConflictRecord.mine): a kept deletion leaves its text behind.
 */
export function losingTexts(
  conflicts: readonly { field: string; key: string | null; mine: unknown; theirs: unknown }[],
  resolution: readonly unknown[] | null,
  frameworkType: unknown,
  mineRow?: Values | null,
): LosingText[] {
  return conflicts.map((c, i) => {
    const answer = asChoice(resolution?.[i]);
    const label = placeLabel(c.field, c.key, frameworkType);
    const mine = mineText(c, mineRow, frameworkType);
    const theirs = readableValue(c.field, c.theirs);
    if (answer?.pick === 'theirs')
      return { label, kept: 'theirs', keptText: theirs, lost: [{ side: 'Mine', text: mine }] };
    if (answer?.pick === 'merged') {
      return {
        label,
        kept: 'merged',
        keptText: readableValue(c.field, answer.value),
        lost: [
          { side: 'Mine', text: mine },
          { side: 'Theirs', text: theirs },
        ],
      };
    }
    return { label, kept: 'mine', keptText: mine, lost: [{ side: 'Theirs', text: theirs }] };
  });
}

function asChoice(value: unknown): ConflictChoice | null {
  if (!value || typeof value !== 'object') return null;
  const pick = (value as { pick?: unknown }).pick;
  if (pick === 'mine' || pick === 'theirs') return { pick };
  if (pick === 'merged') return { pick, value: (value as { value?: unknown }).value };
  return null;
}

/** The builder link for a story row (null for other tables or a row without a framework). */
export function storyEditPath(table: string, rowId: string, row: Values | null | undefined): string | null {
  if (table !== 'stories') return null;
  const type = row?.framework_type;
  const params = new URLSearchParams();
  if (typeof type === 'string' && type) params.set('type', type);
  params.set('storyId', rowId);
  return `/dashboard/stories/create?${params.toString()}`;
}

/**
 * What to tell a person about a write the server refused. The refusals the migrations raise
 * themselves are written for people and pass as they are; PostgreSQL's and PostgREST's own
 * wording (row-level security, constraint names, column types, schema cache) is replaced by what
 * it means for the change, so nobody reads `violates row-level security policy for table "stories"`.
 */
export function refusalText(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  if (!text) return 'This change could not be saved on the server.';
  for (const [pattern, plain] of RAW_REFUSALS) if (pattern.test(text)) return plain;
  return text;
}

const RAW_REFUSALS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /row-level security|permission denied|insufficient[_ ]privilege/i,
    'The server did not allow this change: you may no longer have access to this item.',
  ],
  [
    /violates check constraint|value too long|out of range|invalid input (syntax|value)/i,
    'Part of this change is outside what the server accepts (for example, text over its length limit). Edit it and try again.',
  ],
  [/violates not-null constraint/i, 'This change is missing something the server needs. Edit it and try again.'],
  [/violates foreign key constraint/i, 'This change refers to something that no longer exists on the server.'],
  [/duplicate key value|violates unique constraint/i, 'This already exists on the server.'],
  [
    /^PGRST\d|schema cache|could not find the .* (column|function|relation)|does not exist/i,
    'The server did not understand this change. Reload the app to update it, then retry.',
  ],
  // A page or a stack trace in place of an answer (a proxy's error page, a crashed function).
  [/<\/?[a-z][\s\S]*>|\n\s+at /i, 'This change could not be saved on the server.'],
];
