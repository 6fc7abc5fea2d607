// Whose stories the assistant answers from, and how it speaks of their teller: the caller's own
// ("your stories", "You describe your audience as …"), or, when a coach or an admin asks about a
// client by name, that client's ("Aisha's stories", "Aisha describes her audience as …"). Each
// answer writes its two wordings out in full (`v.own ? … : …`); this only holds the words.
import type { Pronouns } from '../domain/pronouns.ts';
import { thirdPersonSpelling } from './nlp.ts';

/** The client a question is about: their name and the pronouns on their record. */
export interface StoryOwner {
  name: string;
  pronouns?: Pronouns | null;
}

export interface Voice {
  own: boolean;
  /** "you" / "Aisha": the teller, named. */
  who: string;
  /** "your" / "Aisha’s": whose, named. */
  whose: string;
  /** "you" / "she" / "they": the teller again. */
  they: string;
  /** "you" / "her" / "them": the teller again, as an object. */
  them: string;
  /** "your" / "her" / "their": whose again. */
  their: string;
  /** "describe" → "describe" for "you", "describes" for a client (said after the name, or
   *  after "she" or "he"; `theyVerb` for "they"). */
  verb(plain: string): string;
  /** The verb after `they`: "they describe", "she describes". */
  theyVerb(plain: string): string;
}

const THEM: Record<Pronouns, string> = { she: 'her', he: 'him', they: 'them' };
const THEIR: Record<Pronouns, string> = { she: 'her', he: 'his', they: 'their' };

export const OWN_VOICE: Voice = {
  own: true,
  who: 'you',
  whose: 'your',
  they: 'you',
  them: 'you',
  their: 'your',
  verb: (v) => v,
  theyVerb: (v) => v,
};

const third = thirdPersonSpelling;

/** How the answer speaks of the client `owner`, or of the caller when there is none. */
export function voiceOf(owner: StoryOwner | null | undefined): Voice {
  if (!owner) return OWN_VOICE;
  const first = owner.name.trim().split(/\s+/)[0] || owner.name;
  const pronouns = owner.pronouns ?? 'they';
  return {
    own: false,
    who: first,
    whose: `${first}’s`,
    they: pronouns,
    them: THEM[pronouns],
    their: THEIR[pronouns],
    verb: third,
    theyVerb: (plain) => (pronouns === 'they' ? plain : third(plain)),
  };
}
