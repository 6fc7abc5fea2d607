// npm run bench:generation — the offline composer's figures, written to
// docs/benchmarks-generation.md:
//   (a) one framework story: every framework × every tone, from answers and from a transcript,
//       p50/p95/max after a warm-up, target ≤ 50 ms per story;
//   (b) a full stack through the stand-in: POST /functions/v1/generate-full-stack as a coach
//       (claim, six stories composed from one interview, six inserts under RLS), target ≤ 2 s.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { composeFullStack, composeStory, TONE_IDS } from '../../supabase/functions/_shared/composer/mod.ts';
import { FRAMEWORKS, FRAMEWORK_TYPES } from '../../src/domain/frameworks.ts';
import { createPersonas, ids, resetWorld } from '../../tests/support/personas.ts';
import { startTestStandIn } from '../../tests/support/stand-in.ts';
import { INTERVIEWS } from '../../tests/support/interviews.ts';
import { INTERVIEW } from '../../tests/support/transcript-fixture.ts';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p95: quantile(s, 0.95), max: s[s.length - 1], n: s.length };
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
/** CPU time of this process (user + system), which other load on a shared machine inflates less
 *  than wall time. */
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function answersFor(type: (typeof FRAMEWORK_TYPES)[number]): Record<string, string> {
  // Two sentences per section, made from the section's own prompts (realistic length, no facts).
  return Object.fromEntries(
    FRAMEWORKS[type].sections.map((s) => [
      s.id,
      `${s.prompts.join(' ').replace(/\?/g, '.')} This is what I would say about ${s.label.toLowerCase()}.`,
    ]),
  );
}

function perStory() {
  const fromAnswers: number[] = [];
  const fromTranscript: number[] = [];
  const cpuAnswers: number[] = [];
  const cpuTranscript: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const type of FRAMEWORK_TYPES) {
      for (const tone of TONE_IDS) {
        let t0 = performance.now();
        let c0 = cpuNow();
        composeStory({ frameworkType: type, answers: answersFor(type), tone });
        const a = performance.now() - t0;
        const ca = cpuNow() - c0;
        t0 = performance.now();
        c0 = cpuNow();
        const interview = INTERVIEWS[(round + tone.length) % INTERVIEWS.length].text;
        composeStory({ frameworkType: type, text: round % 2 ? INTERVIEW : interview, isTranscript: true, tone });
        const b = performance.now() - t0;
        const cb = cpuNow() - c0;
        if (round > 0) {
          fromAnswers.push(a);
          fromTranscript.push(b);
          cpuAnswers.push(ca);
          cpuTranscript.push(cb);
        }
      }
    }
  }
  return {
    answers: stats(fromAnswers),
    transcript: stats(fromTranscript),
    cpuAnswers: stats(cpuAnswers),
    cpuTranscript: stats(cpuTranscript),
  };
}

function fullStackInProcess() {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const c0 = cpuNow();
    const interview = INTERVIEWS[i % INTERVIEWS.length];
    composeFullStack({
      clientName: interview.clientName,
      transcript: interview.text,
      tone: TONE_IDS[i % TONE_IDS.length],
    });
    if (i > 0) {
      times.push(performance.now() - t0);
      cpu.push(cpuNow() - c0);
    }
  }
  return { wall: stats(times), cpu: stats(cpu) };
}

async function fullStackThroughStandIn() {
  const standIn = await startTestStandIn({ functionsEnv: { AI_REQUESTS_PER_MINUTE: '1000' } });
  try {
    const personas = await createPersonas(standIn);
    await resetWorld(standIn.db);
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const response = await fetch(`${standIn.url}/functions/v1/generate-full-stack`, {
        method: 'POST',
        headers: {
          apikey: standIn.config.anonKey,
          authorization: `Bearer ${personas.tokens.coachA}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          clientInfo: { id: ids.clientOfA },
          transcript: INTERVIEWS[i % INTERVIEWS.length].text,
          tone: 'stacy_voice',
          isInterview: true,
        }),
      });
      const body = (await response.json()) as { success?: boolean; results?: Record<string, string> };
      // An interview with nothing for a story saves no story for it (Priya's has no Portfolio).
      if (!body.success || Object.keys(body.results ?? {}).length < 5)
        throw new Error(`full stack failed: ${JSON.stringify(body)}`);
      if (i > 0) times.push(performance.now() - t0);
    }
    return stats(times);
  } finally {
    await standIn.close();
  }
}

const story = perStory();
const inProcess = fullStackInProcess();
const viaStandIn = await fullStackThroughStandIn();
const verdict = (value: number, target: number) => (value <= target ? 'meets' : 'MISSES');

const lines = [
  '# Generation benchmarks',
  '',
  'Measured by `npm run bench:generation` (bench/generation/run.ts). The offline composer is the default engine;',
  "with an AI provider configured the time is the provider's.",
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()[0].toFixed(2)}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| figure | p50 | p95 | max | runs | target |',
  '| --- | --- | --- | --- | --- | --- |',
  `| one story from answers (8 frameworks × 6 tones) | ${ms(story.answers.p50)} | ${ms(story.answers.p95)} | ${ms(story.answers.max)} | ${story.answers.n} | ≤ 50 ms: ${verdict(story.answers.p95, 50)} |`,
  `| one story from an interview transcript (the realistic interviews and the 28-sentence one) | ${ms(story.transcript.p50)} | ${ms(story.transcript.p95)} | ${ms(story.transcript.max)} | ${story.transcript.n} | ≤ 50 ms: ${verdict(story.transcript.p95, 50)} |`,
  `| the same, CPU time of the process: one story from answers | ${ms(story.cpuAnswers.p50)} | ${ms(story.cpuAnswers.p95)} | ${ms(story.cpuAnswers.max)} | ${story.cpuAnswers.n} | ≤ 50 ms: ${verdict(story.cpuAnswers.p95, 50)} |`,
  `| the same, CPU time: one story from an interview transcript | ${ms(story.cpuTranscript.p50)} | ${ms(story.cpuTranscript.p95)} | ${ms(story.cpuTranscript.max)} | ${story.cpuTranscript.n} | ≤ 50 ms: ${verdict(story.cpuTranscript.p95, 50)} |`,
  `| full stack, composer only (six stories from one of the realistic interviews) | ${ms(inProcess.wall.p50)} | ${ms(inProcess.wall.p95)} | ${ms(inProcess.wall.max)} | ${inProcess.wall.n} | |`,
  `| the same, CPU time | ${ms(inProcess.cpu.p50)} | ${ms(inProcess.cpu.p95)} | ${ms(inProcess.cpu.max)} | ${inProcess.cpu.n} | |`,
  `| full stack through the stand-in (HTTP, claim, six inserts under RLS) | ${ms(viaStandIn.p50)} | ${ms(viaStandIn.p95)} | ${ms(viaStandIn.max)} | ${viaStandIn.n} | ≤ 2 s: ${verdict(viaStandIn.p95, 2000)} |`,
  '',
  'The first call of a process is left out of each figure (compromise builds its lexicon on first use, about 60 ms once).',
  'Wall time counts whatever else the machine runs; the CPU-time rows are the composer’s own work.',
  'The composer remembers what the tagger made of each text it has read (`rememberedByText` in',
  '`composer/nlp.ts`), so the same answers told in another tone cost less than the first time: the',
  'p50 of the per-story rows is mostly such repeats, as a user regenerating in another tone has them;',
  'their max, and the full-stack rows (each a different interview), are the cost of text read for the first time.',
  '',
];
const out = lines.join('\n');
console.log(out);
if (!process.argv.includes('--no-write'))
  writeFileSync(new URL('../../docs/benchmarks-generation.md', import.meta.url), out);
