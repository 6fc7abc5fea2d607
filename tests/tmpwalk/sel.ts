import { readFileSync } from 'node:fs';
import { readConversation } from '../../supabase/functions/_shared/composer/conversation.ts';
import { shareAcrossStack } from '../../supabase/functions/_shared/composer/stack-share.ts';
import { selectFromTranscript, transcriptPassages } from '../../supabase/functions/_shared/composer/transcript.ts';
import { STACK_ORDER } from '../../src/domain/frameworks.ts';
const text = readFileSync(process.argv[2], 'utf8');
const conv = readConversation(text);
console.log('subject', conv.subject);
const passages = transcriptPassages(text, conv, process.argv[3]);
for (const p of passages) console.log(p.index, p.block, p.hint ?? '-', '|', p.text);
const sel = selectFromTranscript(passages, STACK_ORDER) as any;
shareAcrossStack(sel);
for (const t of STACK_ORDER) { console.log('==', t); for (const [k, l] of Object.entries(sel[t])) console.log('  ', k, (l as any[]).map((p) => p.index).join(',')); }
