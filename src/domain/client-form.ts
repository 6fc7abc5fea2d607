// The add-client and edit-client form: the same limits as public.clients (name 1–200, email up
// to 320, company up to 200, pronouns one of 'she', 'he', 'they'). Empty optional fields are
// stored as null.
import { z } from 'zod';
import { PRONOUN_VALUES, type Pronouns } from './pronouns';

export { PRONOUN_CHOICES, type Pronouns } from './pronouns';

export const clientFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter the client’s name').max(200, 'Name must be at most 200 characters'),
  email: z
    .string()
    .trim()
    .max(320, 'Email must be at most 320 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address'),
  company: z.string().trim().max(200, 'Company must be at most 200 characters'),
  // '' is "Not set". Optional: a caller without the field leaves it not set.
  pronouns: z
    .union([z.literal(''), z.enum(PRONOUN_VALUES)], { error: () => 'Please choose she/her, he/him or they/them' })
    .optional(),
});
export type ClientFormValues = z.input<typeof clientFormSchema>;

export function clientFormToRecord(values: ClientFormValues): {
  name: string;
  email: string | null;
  company: string | null;
  pronouns: Pronouns | null;
} {
  const v = clientFormSchema.parse(values);
  return {
    name: v.name,
    email: v.email ? v.email.toLowerCase() : null,
    company: v.company || null,
    pronouns: v.pronouns || null,
  };
}
