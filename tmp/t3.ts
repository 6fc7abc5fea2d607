import { readFileSync } from 'node:fs';
import { composeFullStack } from '../supabase/functions/_shared/composer/mod.ts';
import { LANDSCAPER } from '../tests/support/interviews.ts';
const OTTER = process.argv[2];
const s = composeFullStack({ clientName: 'Lena Fischer', transcript: readFileSync(OTTER,'utf8') });
console.log(s.differentiation.text);
const l = composeFullStack({ clientName: LANDSCAPER.clientName, transcript: LANDSCAPER.text, pronouns: LANDSCAPER.pronouns });
console.log('----\n'+l.portfolio_story.text);
