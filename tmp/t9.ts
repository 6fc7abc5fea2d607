import { sentenceFacts } from '../supabase/functions/_shared/composer/facts.ts';
for (const s of process.argv.slice(2)) console.log(JSON.stringify(sentenceFacts(s).map(f=>[f.kind,f.text])));
