import { rankProofs } from '../supabase/functions/_shared/composer/proof.ts';
import { sentenceFacts } from '../supabase/functions/_shared/composer/facts.ts';
const ss = ["Lucía runs a small Portuguese school in Lisbon, Lisbon Lingo.", "They teach families who move here for work, the parents and the kids together, in their own kitchen, not in a classroom.", "First Lucía and the team do a free visit, forty-five minutes, they meet the whole family and ask what's coming up in their week.", "Then two lessons a week at home, ninety minutes each.", "Every month Lucía and the team send the parents a little report, what they can do now that they couldn't.", "Most families stay about eight months."];
for (const p of rankProofs(ss)) console.log(p.score, p.kind, p.at, p.text.slice(0,60));
for (const s of ss) console.log(JSON.stringify(sentenceFacts(s).map(f=>f.kind)));
