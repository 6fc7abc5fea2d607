import { readFileSync } from 'node:fs';
import { composeFullStack, composeStory, composeLinkedIn, composeFunnel, composeAssistantAnswer } from '../../supabase/functions/_shared/composer/mod.ts';
import { STACK_ORDER, FRAMEWORKS } from '../../src/domain/frameworks.ts';
const text = readFileSync(process.argv[2], 'utf8');
const name = process.argv[3];
const tone = (process.argv[4] ?? 'warm_encouraging') as never;
const stack = composeFullStack({ clientName: name, transcript: text, tone, pronouns: (process.env.PRON ?? null) as never });
for (const t of STACK_ORDER) {
  console.log(`\n=== ${FRAMEWORKS[t].title} ===\n${stack[t].text || '(empty)'}`);
  if (stack[t].coaching?.length) console.log('-- coaching:', stack[t].coaching);
}
