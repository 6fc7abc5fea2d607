import { readConversation } from '../../supabase/functions/_shared/composer/conversation.ts';
const Q1 = 'Who do you bake for?', A1 = 'Small cafés with one or two locations.', Q2 = 'How did it start?', A2 = 'I got laid off in 2019 and bought an oven.';
const shapes: Record<string, string> = {
  zoomTxt: `[Jen Lee] 10:02:33\n${Q1}\n\n[Maria Santos] 10:02:40\n${A1}\n\n[Jen Lee] 10:03:01\n${Q2}\n\n[Maria Santos] 10:03:05\n${A2}`,
  firefliesDocx: `Jen Lee\n00:00:05\n${Q1}\nMaria Santos\n00:00:09\n${A1}\nJen Lee\n00:00:20\n${Q2}\nMaria Santos\n00:00:24\n${A2}`,
  dashStamp: `Jen Lee - 00:00:05\n${Q1}\nMaria Santos - 00:00:09\n${A1}\nJen Lee - 00:00:20\n${Q2}\nMaria Santos - 00:00:24\n${A2}`,
  teamsVtt: `WEBVTT\n\n00:00:05.000 --> 00:00:08.000\n<v Jen Lee>${Q1}</v>\n\n00:00:09.000 --> 00:00:12.000\n<v Maria Santos>${A1}</v>\n\n00:00:20.000 --> 00:00:23.000\n<v Jen Lee>${Q2}</v>\n\n00:00:24.000 --> 00:00:28.000\n<v Maria Santos>${A2}</v>`,
  boldMd: `**Jen Lee:** ${Q1}\n\n**Maria Santos:** ${A1}\n\n**Jen Lee:** ${Q2}\n\n**Maria Santos:** ${A2}`,
  initials: `JL: ${Q1}\nMS: ${A1}\nJL: ${Q2}\nMS: ${A2}`,
  upper: `JEN: ${Q1}\nMARIA: ${A1}\nJEN: ${Q2}\nMARIA: ${A2}`,
  gtSpeaker: `>> Jen Lee: ${Q1}\n>> Maria Santos: ${A1}\n>> Jen Lee: ${Q2}\n>> Maria Santos: ${A2}`,
};
for (const [name, text] of Object.entries(shapes)) {
  const c = readConversation(text);
  const ok = c.answers.length === 2 && c.answers[0].text === A1 && c.answers[1].question === Q2;
  console.log(ok ? 'OK ' : 'BAD', name, '| subject', c.subject, '| answers', JSON.stringify(c.answers.map((a) => [a.question, a.text])).slice(0, 200));
}
