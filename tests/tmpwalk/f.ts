import { findFacts } from '../../supabase/functions/_shared/composer/facts.ts';
import { isFragment } from '../../supabase/functions/_shared/composer/nlp.ts';
for (const s of ['Café Lento, Rui again.', 'Yes, Café Lento, Rui again.', 'Rui, from Café Lento.', 'Oh, Marcus.', 'Harbour Vets, Dr. Patel.'])
  console.log(s, isFragment(s), findFacts(s).map((f) => f.kind + ':' + f.text));
