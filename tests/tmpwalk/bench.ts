const root = process.argv[2];
const { composeFullStack, TONE_IDS } = await import(`${root}/supabase/functions/_shared/composer/mod.ts`);
const { INTERVIEWS } = await import(`${root}/tests/support/interviews.ts`);
const list = INTERVIEWS.slice(0, 7);
for (const i of list) composeFullStack({ clientName: i.clientName, transcript: i.text, tone: 'stacy_voice' });
const t = performance.now();
for (let r = 0; r < 2; r++) for (const i of list) for (const tone of TONE_IDS) composeFullStack({ clientName: i.clientName, transcript: i.text, tone });
console.log(root, ((performance.now() - t) / (2 * list.length * TONE_IDS.length)).toFixed(1), 'ms per full stack');
