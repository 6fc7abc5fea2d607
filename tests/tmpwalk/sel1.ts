import { readFileSync } from 'node:fs';
import { selectFromTranscript, transcriptPassages } from '../../supabase/functions/_shared/composer/transcript.ts';
import { STACK_ORDER } from '../../src/domain/frameworks.ts';
const text = readFileSync(process.argv[2], 'utf8');
const type = process.argv[3] as any;
const passages = transcriptPassages(text);
for (const p of passages) console.log(p.index, p.block, '|', p.text);
const sel = selectFromTranscript(passages, [...new Set([type, ...STACK_ORDER])]) as any;
for (const [k, l] of Object.entries(sel[type])) console.log('  ', k, (l as any[]).map((p) => p.index).join(','));
