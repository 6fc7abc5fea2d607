import { readFileSync } from 'node:fs';
import { selectFromTranscript, transcriptPassages } from '../../supabase/functions/_shared/composer/transcript.ts';
const text = readFileSync(process.argv[2], 'utf8');
const sel = selectFromTranscript(transcriptPassages(text), ['backstory']) as any;
for (const [k, l] of Object.entries(sel.backstory)) console.log('  ', k, (l as any[]).map((p) => p.index).join(','));
