// The full stack from one interview or transcript: the transcript's sentences are shared out
// across the six frameworks, so each story tells its own part of the interview.
import { STACK_ORDER, type StackFrameworkType } from '../domain/frameworks.ts';
import { companyName } from './company.ts';
import { readConversation } from './conversation.ts';
import { shareAcrossStack } from './stack-share.ts';
import { composeStory } from './story.ts';
import { escapeRegExp } from './nlp.ts';
import type { Selection } from './passage.ts';
import type { Pronouns } from './person.ts';
import { selectFromTranscript, transcriptPassages } from './transcript.ts';
import type { Composition } from './types.ts';

export interface FullStackRequest {
  clientName: string;
  transcript?: string | null;
  additionalContext?: string | null;
  tone?: string | null;
  /** The client record's pronouns ("she was an engineer"); null: "they". */
  pronouns?: Pronouns | null;
}

export function composeFullStack(request: FullStackRequest): Record<StackFrameworkType, Composition> {
  const source = [request.transcript ?? '', request.transcript ? '' : (request.additionalContext ?? '')]
    .join('\n')
    .trim();
  const conversation = readConversation(source);
  // The stories are told about the client; when the interview names its speaker and the client
  // record's name is not in it (a nickname, a company name), the speaker's own name is used.
  // A speaker labelled by initials or in capitals ("MS:", "MARIA:") is told by the record's name.
  const first = request.clientName.trim().split(/\s+/)[0] ?? '';
  const spoken = request.transcript ? conversation.subject?.split(/\s+/)[0] : undefined;
  const inSource = first !== '' && new RegExp(`(?<!\\p{L})${escapeRegExp(first)}(?!\\p{L})`, 'iu').test(source);
  const teller = inSource || !spoken || !/^\p{Lu}\p{Ll}/u.test(spoken) ? first : spoken;
  // A second person who answers (a co-founder) has their words told by their own name.
  const passages = transcriptPassages(source, conversation, teller);
  // Two who answer (co-founders): "we" is the teller and the other by name.
  const others = conversation.answerers.filter((a) => a.split(/\s+/)[0].toLowerCase() !== teller.toLowerCase());
  const partner =
    request.transcript &&
    conversation.answerers.length === 2 &&
    others.length === 1 &&
    /^\p{Lu}\p{Ll}+/u.test(others[0])
      ? others[0].split(/\s+/)[0]
      : null;
  // With a transcript, the additional context is more material: its sentences are shared out
  // like the answers (only where they fit), not pasted into all six stories.
  if (request.transcript && request.additionalContext?.trim()) {
    const blocks = passages.length ? Math.max(...passages.map((p) => p.block)) + 1 : 0;
    for (const p of transcriptPassages(request.additionalContext))
      passages.push({ ...p, index: passages.length, block: blocks + p.block });
  }
  const selection = selectFromTranscript(passages, STACK_ORDER) as Record<StackFrameworkType, Selection>;
  shareAcrossStack(selection);
  // From what the client said only: a private note must not name the product.
  const company = companyName(passages.map((p) => p.text).join('\n'));
  const out = {} as Record<StackFrameworkType, Composition>;
  // One set for the six: an opening or a bridge used by one story is not used by another.
  const used = new Set<string>();
  for (const type of STACK_ORDER) {
    const chosen = selection[type];
    const hasMaterial = Object.values(chosen).some((l) => l.length > 0);
    out[type] = composeStory({
      frameworkType: type,
      selection: hasMaterial ? chosen : undefined,
      tone: request.tone,
      clientName: request.clientName,
      teller,
      pronouns: request.pronouns,
      partner,
      company,
      used,
    });
  }
  return out;
}
