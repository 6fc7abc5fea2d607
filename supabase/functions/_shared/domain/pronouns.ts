// A client record's pronouns: how the writer refers to the client in stories told about them.
// The same choices as public.clients.pronouns (20261202000100_client_pronouns.sql); null = not
// set, and the writer says "they".

export const PRONOUN_VALUES = ['she', 'he', 'they'] as const;
export type Pronouns = (typeof PRONOUN_VALUES)[number];

const LABELS: Record<Pronouns, string> = { she: 'she/her', he: 'he/him', they: 'they/them' };

/** The choices in the order the forms offer them, with the label they show. */
export const PRONOUN_CHOICES: readonly { value: Pronouns; label: string }[] = PRONOUN_VALUES.map((value) => ({
  value,
  label: LABELS[value],
}));

export function isPronouns(value: unknown): value is Pronouns {
  return typeof value === 'string' && (PRONOUN_VALUES as readonly string[]).includes(value);
}

/** "she/her" for 'she'; null when not set (or not one of the choices). */
export function pronounsLabel(value: unknown): string | null {
  return isPronouns(value) ? LABELS[value] : null;
}
