// When a save keeps a version of a story's text (docs/versions.md). Pure: the data layer reads
// the story and its newest version in the save's own transaction and asks these functions.
//
// A version keeps the text a change is about to replace, so the story row always holds the
// newest text and history holds what came before it:
// - typing: the text before the save is kept when the story had not changed for
//   VERSION_PAUSE_MS (a new sitting starts: keep where the last one ended), or when the newest
//   version is older than VERSION_CHECKPOINT_MS (a long sitting is checkpointed). Keystrokes
//   in between are never versions of their own.
// - a restore, an accepted coach suggestion or a generation: the text before it is always kept,
//   and the text it puts in is recorded as a version of its own ('restored', 'suggestion',
//   'generated'), so history says what made it.
// Nothing is kept twice: text equal to the newest version, or with no words at all, is not kept.
import { contentSections } from './story-places';

/** A story goes quiet this long, and the next keystroke starts a new sitting. */
export const VERSION_PAUSE_MS = 5 * 60_000;
/** During one long sitting, at most one version per story this often. */
export const VERSION_CHECKPOINT_MS = 15 * 60_000;

export type VersionEvent = 'typed' | 'restore' | 'suggestion' | 'generation';

/** The parts of a story a version keeps. */
export interface VersionText {
  title?: string | null;
  content: Record<string, string> | string | null;
  generated_content: string | null;
}

/** Same words in every section and the generated text (empty sections count as absent). */
export function sameText(a: VersionText, b: VersionText): boolean {
  const sa = contentSections(a.content);
  const sb = contentSections(b.content);
  const keys = new Set([...Object.keys(sa), ...Object.keys(sb)]);
  for (const k of keys) if ((sa[k] ?? '') !== (sb[k] ?? '')) return false;
  return (a.generated_content ?? '') === (b.generated_content ?? '');
}

/** True when there are no words to keep. */
export function isEmptyText(t: VersionText): boolean {
  return (
    Object.values(contentSections(t.content)).every((v) => v.trim() === '') && (t.generated_content ?? '').trim() === ''
  );
}

export interface KeepInput {
  event: VersionEvent;
  /** The story's text before the change. */
  before: VersionText;
  /** The story's text after the change. */
  after: VersionText;
  /** When the story last changed (its updated_at), epoch ms. */
  lastChangedAt: number;
  /** When the story was created, epoch ms (the checkpoint clock of a story with no versions). */
  createdAt: number;
  /** The story's newest kept version, if any. */
  newest: { createdAt: number; text: VersionText } | null;
  now: number;
}

/** Does this change keep the text it replaces (`before`) as a version? */
export function keepsVersionBefore(input: KeepInput): boolean {
  const { before, after, newest, now } = input;
  if (sameText(before, after) || isEmptyText(before)) return false;
  if (newest && sameText(newest.text, before)) return false;
  if (input.event !== 'typed') return true;
  if (now - input.lastChangedAt >= VERSION_PAUSE_MS) return true;
  return now - (newest?.createdAt ?? input.createdAt) >= VERSION_CHECKPOINT_MS;
}

/** The version an event records of the text it put in (typing records none of its own). */
export function reasonAfter(event: VersionEvent): 'restored' | 'suggestion' | 'generated' | null {
  switch (event) {
    case 'restore':
      return 'restored';
    case 'suggestion':
      return 'suggestion';
    case 'generation':
      return 'generated';
    case 'typed':
      return null;
  }
}

/** What the history calls each reason. */
export const VERSION_REASON_LABELS = {
  typed: 'Typed',
  generated: 'Generated',
  restored: 'Restored',
  suggestion: 'Coach suggestion',
  replaced_by_generation: 'Before a generation',
} as const;
