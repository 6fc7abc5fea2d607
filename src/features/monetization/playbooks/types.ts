// The shape of a playbook page: tabs of blocks, rendered by playbook-blocks.tsx.
import type { StackFrameworkType } from '../../../domain/frameworks';
import type { PlaybookSlug } from '../../../domain/playbooks';

export interface Card {
  readonly title: string;
  readonly body: string;
  /** A figure shown large (a price, a metric). */
  readonly metric?: string;
  readonly metricLabel?: string;
  readonly points?: readonly string[];
}

export type Block =
  | { readonly kind: 'text'; readonly title?: string; readonly body: string }
  | { readonly kind: 'list'; readonly title?: string; readonly items: readonly string[]; readonly ordered?: boolean }
  | { readonly kind: 'cards'; readonly title?: string; readonly items: readonly Card[] }
  | { readonly kind: 'steps'; readonly title?: string; readonly items: readonly { title: string; body: string }[] }
  | { readonly kind: 'stats'; readonly items: readonly { value: string; label: string }[] }
  /** A message or script to copy; [brackets] are the reader's blanks. */
  | { readonly kind: 'template'; readonly title: string; readonly body: string; readonly note?: string }
  | { readonly kind: 'pairs'; readonly title?: string; readonly items: readonly { q: string; a: string }[] }
  /** The reader's own published story of this framework, or how to get one. */
  | {
      readonly kind: 'your-story';
      readonly framework: StackFrameworkType;
      readonly title: string;
      readonly intro: string;
    }
  /** Monday to Friday posts proposed from the reader's published stories. */
  | { readonly kind: 'story-calendar' };

export interface PlaybookTab {
  readonly id: string;
  readonly label: string;
  readonly blocks: readonly Block[];
}

export interface Playbook {
  readonly slug: PlaybookSlug;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly tabs: readonly PlaybookTab[];
}
