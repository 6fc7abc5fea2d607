import { rankProofs } from '../../supabase/functions/_shared/composer/proof.ts';
import { sentenceFacts } from '../../supabase/functions/_shared/composer/facts.ts';
const said = ['Maria and the team started selling at the Saturday market but now most of what they do is wholesale.', 'They bake for about thirty cafés and two hotels.', 'The cafés that buy from Maria are usually small, independent places, one or two locations, and their problem is they want good bread but they can\'t afford a baker on staff and they don\'t have the oven space.'];
console.log(JSON.stringify(rankProofs(said), null, 1).slice(0, 1500));
for (const s of said) console.log(sentenceFacts(s).map((f) => f.kind + ':' + f.text));
