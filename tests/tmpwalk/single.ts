import { readFileSync } from 'node:fs';
import { composeStory } from '../../supabase/functions/_shared/composer/mod.ts';
const text = readFileSync(process.argv[2], 'utf8');
for (const type of process.argv.slice(3)) {
  const c = composeStory({ frameworkType: type, text, isTranscript: true, tone: 'warm_encouraging' });
  console.log(`=== ${type}\n${c.text}\n`);
}
