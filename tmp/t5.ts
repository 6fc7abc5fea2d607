import { isFragment } from '../supabase/functions/_shared/composer/nlp.ts';
for (const s of process.argv.slice(2)) console.log(isFragment(s), s);
