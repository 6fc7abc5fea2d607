import { readFileSync } from 'node:fs';
import { composeFullStack } from '../supabase/functions/_shared/composer/mod.ts';
import { storySentences, sentenceFor } from '../supabase/functions/_shared/composer/assistant-sources.ts';
import { finishedStories } from '../tests/support/finished-stories.ts';
const stack = composeFullStack({ clientName: 'Nadia Haddad', transcript: readFileSync('tmp/soap.txt','utf8'), tone: 'warm_encouraging', pronouns: 'she' });
const f = finishedStories(stack, 'Nadia Haddad');
const ss = storySentences(f);
for (const s of ss.filter(s => s.story.framework_type === 'differentiation')) console.log(s.sectionId, '|', s.text);
console.log(sentenceFor('difference', ss)?.text);
