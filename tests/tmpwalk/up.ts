import { composeFullStack } from '../../supabase/functions/_shared/composer/mod.ts';
const A = 'I was an engineer for eleven years. In 2019 I got laid off and I bought an oven for six thousand euros.';
for (const label of ['MS', 'MARIA', 'Maria Santos'])
  console.log(label, '→', composeFullStack({ clientName: 'Maria Santos', transcript: `JL: How did it start?\n${label}: ${A}\nJL: Who do you bake for?\n${label}: Small cafés with one or two locations, they can't afford a baker.`, pronouns: 'she' }).backstory.text.split('\n')[0]);
