// A sentence of a transcript as the writer reads it, and the sentences chosen for each part of a
// framework: shared by the reading (transcript.ts), the arcs' order (arc-order.ts) and the stack's
// sharing (stack-share.ts, from-stack.ts).
import type { FrameworkType } from '../domain/frameworks.ts';
import type { Fact } from './facts.ts';

export interface Passage {
  text: string;
  /** Order in the transcript (stories keep the speaker's order). */
  index: number;
  roots: Set<string>;
  /** Which answer it belongs to: passages between two interviewer questions share a block. */
  block: number;
  /** Content words of the question this passage answers (empty without an interviewer). */
  asked: Set<string>;
  /** How much proof it carries (facts.ts weights): the strongest is never left out. */
  proof: number;
  facts: Fact[];
  /** The framework (and section) the interviewer's question asked about, if it says. */
  hint: { framework: FrameworkType; section?: string } | null;
}

/** Section id → the passages chosen for it, in the order they were told. */
export type Selection = Record<string, Passage[]>;
