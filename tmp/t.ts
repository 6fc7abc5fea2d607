import { withoutSpokenFillers } from '../supabase/functions/_shared/composer/spoken.ts';
for (const s of process.argv.slice(2)) console.log(JSON.stringify(withoutSpokenFillers(s)));
