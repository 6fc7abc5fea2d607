// The transcript reader: fifteen shapes an interview arrives in, who asks and who answers, what is
// not conversation, and private notes that never come out.
import { describe, expect, it } from 'vitest';
import {
  readConversation,
  stripPrivateNotes,
  isPrivateNote,
} from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { readDocumentText } from '../../../../../src/data/device/document-text.ts';
import { docxWithParagraphs, vttCaptions } from '../../../../support/document-fixtures.ts';
import { storyPrompt } from '../../../../../supabase/functions/_shared/ai/prompts.ts';
import { CLIENT, FOUNDER } from '../../../../support/interviews.ts';

interface Shape {
  name: string;
  text: string | (() => Promise<string>);
  askers: string[];
  subject: string | null;
  answers: string[];
  never: string[];
}

/** One short interview (Jen asks, Maria answers) as an export tool writes it: `turn` writes the
 *  i-th turn's lines. */
function exportShape(name: string, turn: (who: string, said: string, i: number) => string[]): Shape {
  const turns = [
    ['Jen Lee', 'Who do you bake for?'],
    ['Maria Santos', 'Small cafés with one or two locations.'],
    ['Jen Lee', 'How did it start?'],
    ['Maria Santos', 'I got laid off in 2019 and bought an oven.'],
  ];
  return {
    name,
    text: turns.flatMap(([who, said], i) => turn(who, said, i)).join('\n'),
    askers: ['Jen Lee'],
    subject: 'Maria Santos',
    answers: [turns[1][1], turns[3][1]],
    never: ['Who do you bake for?', '00:0', '**', '>>'],
  };
}

const SHAPES: Shape[] = [
  {
    name: 'plain Name: turns',
    text: 'Stacy: Who do you work with?\nDana: Adults who are scared of the dentist.\nStacy: Why?\nDana: They had a bad experience as children.',
    askers: ['Stacy'],
    subject: 'Dana',
    answers: ['Adults who are scared of the dentist.', 'They had a bad experience as children.'],
    never: ['Who do you work with?'],
  },
  {
    name: 'Q and A',
    text: 'Q: Who do you work with?\nA: SaaS founders whose cloud bill grows faster than revenue.\nQ: What changed for Brightpath?\nA: The bill went from $92,000 to $41,000 a month.',
    askers: ['Q'],
    subject: null,
    answers: [
      'SaaS founders whose cloud bill grows faster than revenue.',
      'The bill went from $92,000 to $41,000 a month.',
    ],
    never: ['Who do you work with?', 'Q:', 'A:'],
  },
  {
    name: 'timestamps',
    text: '[00:01] Interviewer: How did you start?\n[00:05] Maya: I grew up above a bakery in Porto.\n[00:09] Maya: In 2016 I lost my job.\n[00:20] Interviewer: And then?\n[00:25] Maya: I opened my first shop.',
    askers: ['Interviewer'],
    subject: 'Maya',
    answers: ['I grew up above a bakery in Porto.\nIn 2016 I lost my job.', 'I opened my first shop.'],
    never: ['[00:', 'How did you start?'],
  },
  {
    name: 'SRT captions',
    text: '1\n00:00:01,000 --> 00:00:03,000\nCoach: Who is your client?\n\n2\n00:00:03,500 --> 00:00:07,000\nLena: Busy accountants who want their evenings back.\n\n3\n00:00:07,500 --> 00:00:09,000\nLena: Most run firms of five to ten people.',
    askers: ['Coach'],
    subject: 'Lena',
    answers: ['Busy accountants who want their evenings back. Most run firms of five to ten people.'],
    never: ['-->', '00:00', 'Who is your client?'],
  },
  {
    name: 'WebVTT with voice tags',
    text: vttCaptions([
      ['Sam Okafor', 'What do you do differently?'],
      ['Priya Shah', "I spend a day in the client's warehouse before I write a plan."],
      ['Sam Okafor', 'And the result?'],
      ['Priya Shah', 'Picking errors fell from 4% to 0.5% in three months.'],
    ]),
    askers: ['Sam Okafor'],
    subject: 'Priya Shah',
    answers: [
      "I spend a day in the client's warehouse before I write a plan.",
      'Picking errors fell from 4% to 0.5% in three months.',
    ],
    never: ['WEBVTT', '<v', 'What do you do differently?'],
  },
  {
    name: 'a .docx interview (read with mammoth as the upload does)',
    text: async () => {
      const docx = await docxWithParagraphs([
        'Interview with Dana Rivera - client story',
        'Recorded 9 March 2026',
        'Stacy: Tell me about a patient you helped.',
        'Dana: Marco came in after eight years away with a broken molar.',
        'Coach note: Dana is selling the practice next year; do not mention it.',
        'Dana: Today he brings his whole family.',
      ]);
      return readDocumentText(new File([new Uint8Array(docx)], 'dana.docx'));
    },
    askers: ['Stacy'],
    subject: 'Dana',
    answers: ['Marco came in after eight years away with a broken molar.\nToday he brings his whole family.'],
    never: ['Interview with Dana Rivera', 'Recorded', 'selling the practice', 'Tell me about'],
  },
  {
    name: 'a header, metadata and notes',
    text: 'Marcus Bell | Bell Operations | discovery call\nDate: 4 February 2026\nRecorded on Zoom\n\nInterviewer: So who hires you?\nMarcus: Owners of regional freight companies.\n(private: Hartley is being sold, keep it out)\n[private] Their CFO is leaving.\nNote (private): ask about pricing next time\nMarcus: They hire me when a customer threatens to leave. Between you and me, one already did.',
    askers: ['Interviewer'],
    subject: 'Marcus',
    answers: ['Owners of regional freight companies.\nThey hire me when a customer threatens to leave.'],
    never: ['Bell Operations', 'February', 'Zoom', 'Hartley', 'CFO', 'pricing', 'one already did'],
  },
  {
    name: 'two interviewers',
    text: 'Ana: So tell us how it began?\nBen: And what was the hardest part?\nCarla: It began in my kitchen in 2019, with one customer.\nCarla: The hardest part was hiring.\nAna: How many people now?\nCarla: We are twelve people now.',
    askers: ['Ana', 'Ben'],
    subject: 'Carla',
    answers: [
      'It began in my kitchen in 2019, with one customer.\nThe hardest part was hiring.',
      'We are twelve people now.',
    ],
    never: ['hardest part?', 'How many'],
  },
  {
    name: 'a Rev export, the interviewer listening between the parts of one answer',
    text: "Speaker 1 (00:00:02):\nSo what made you leave the bank?\n\nSpeaker 2 (00:00:05):\nIn 2016 my mom hurt her back at work.\n\nSpeaker 1 (00:00:09):\nMm-hmm.\n\nSpeaker 2 (00:00:10):\nAnd the company let her go.\n\nSpeaker 1 (00:00:14):\nWow. That's, that's a real turning point.\n\nSpeaker 2 (00:00:17):\nIt was. I gave notice the next month.\n\nSpeaker 1 (00:00:20):\nWhat kept you going?\n\nSpeaker 2 (00:00:22):\nMy cousin Kofi.",
    askers: ['Speaker 1'],
    subject: null,
    answers: [
      'In 2016 my mom hurt her back at work.\nAnd the company let her go.\nIt was. I gave notice the next month.',
      'My cousin Kofi.',
    ],
    never: ['Mm-hmm', 'turning point'],
  },
  {
    name: 'a transcription app’s text: no punctuation, no capitals, the questions on lines of their own',
    text: [
      'so um thanks for having me yeah so i run a physio clinic in leeds called stride we mostly see runners and cyclists',
      'how did you start',
      'i was a physio at the hospital for eight years and i kept seeing the same thing so in 2020 i opened stride with one treatment room',
      'what do you do differently',
      'we don’t tell people to stop we keep them running',
    ].join('\n'),
    askers: ['Question'],
    subject: null,
    answers: [
      'So thanks for having me. So I run a physio clinic in Leeds called Stride. We mostly see runners and cyclists.',
      'I was a physio at the hospital for eight years and I kept seeing the same thing. So in 2020 I opened Stride with one treatment room.',
      'We don’t tell people to stop. We keep them running.',
    ],
    never: ['how did you start', 'differently', 'um', 'yeah'],
  },
  exportShape('a Zoom captions file: “[Name] 10:02:33” before the words', (who, said, i) =>
    i % 2 === 0 ? [`[${who}] 10:0${i}:33`, said, ''] : [`[${who}] 10:0${i}:40 ${said}`],
  ),
  exportShape('a Fireflies .docx: the name, then the time, on lines of their own', (who, said, i) => [
    who,
    `00:00:${10 + i}`,
    said,
  ]),
  exportShape('“Name - 00:00:05” over the words', (who, said, i) => [`${who} - 00:00:${10 + i}`, said]),
  exportShape('Markdown with the colon inside the bold: “**Jen Lee:**”', (who, said) => [`**${who}:** ${said}`]),
  exportShape('caption chevrons: “>> Jen Lee:”', (who, said) => [`>> ${who}: ${said}`]),
  {
    name: 'a Google Meet transcript: a time and the speaker’s role before each turn',
    text: [
      'Google Meet transcript — Story session with Daniel Osei',
      '[00:00:04] Priya Shah (coach): Thanks for jumping on. Who do you help?',
      '[00:00:11] Daniel Osei: Small law firms with five to twenty staff.',
      '[00:00:38] Priya Shah (coach): How did you end up doing that?',
      '[00:00:42] Daniel Osei: I was a sysadmin in the City for seven years.',
    ].join('\n'),
    askers: ['Priya Shah'],
    subject: 'Daniel Osei',
    answers: ['Small law firms with five to twenty staff.', 'I was a sysadmin in the City for seven years.'],
    never: ['(coach)', 'Who do you help?', '00:00'],
  },
];

describe('readConversation', () => {
  for (const shape of SHAPES) {
    it(`reads ${shape.name}`, async () => {
      const text = typeof shape.text === 'string' ? shape.text : await shape.text();
      const conversation = readConversation(text);
      expect([...conversation.askers].sort()).toEqual([...shape.askers].sort());
      expect(conversation.subject).toBe(shape.subject);
      expect(conversation.answers.map((a) => a.text)).toEqual(shape.answers);
      const told = conversation.answers.map((a) => a.text).join('\n');
      for (const word of shape.never) expect(told).not.toContain(word);
    });
  }

  it('keeps the question each answer answers, and the header apart', () => {
    const conversation = readConversation(CLIENT.text);
    expect(conversation.header).toEqual([
      'Interview with Dana Rivera - client story',
      'Rivera Family Dental, Austin',
      'Recorded 9 March 2026 by Stacy Lane and Tom Reyes',
    ]);
    expect(conversation.askers.sort()).toEqual(['Stacy', 'Tom']);
    expect(conversation.answers[0].question).toBe('Who are your patients?');
    expect(conversation.privateNotes).toBe(1);
    expect(conversation.answers.map((a) => a.text).join(' ')).not.toMatch(/divorce|Coach note/);
  });

  it('keeps the question an answer goes on under when the interviewer only listened', () => {
    const rev = SHAPES.find((s) => s.name.startsWith('a Rev export'))!;
    const conversation = readConversation(rev.text as string);
    expect(conversation.answers.map((a) => a.question)).toEqual([
      'So what made you leave the bank?',
      'What kept you going?',
    ]);
  });

  it('asks the questions of a transcript typed with no punctuation, with their question marks', () => {
    const typed = SHAPES.find((s) => s.name.startsWith('a transcription app’s text'))!;
    expect(readConversation(typed.text as string).answers.map((a) => a.question)).toEqual([
      null,
      'How did you start?',
      'What do you do differently?',
    ]);
  });

  it('reads text with no speakers as one answer', () => {
    const conversation = readConversation('I started my agency in 2019. Result: we doubled revenue in a year.');
    expect(conversation.labelled).toBe(false);
    expect(conversation.answers.map((a) => a.text)).toEqual([
      'I started my agency in 2019. Result: we doubled revenue in a year.',
    ]);
  });
});

describe('stripPrivateNotes', () => {
  it.each([
    ['Coach note: Fiona is raising a seed round in Q1; do not mention it.', ''],
    ["Note (private): she's moving to Lisbon", ''],
    ['[private] The CFO is leaving.', ''],
    ['We cut the bill in half. Off the record, the CTO nearly quit.', 'We cut the bill in half.'],
    ['Our clients love us (confidential: two of them are suing).', 'Our clients love us.'],
    ["Dana: We grew 40%. Please don't mention the layoffs.", 'Dana: We grew 40%.'],
    ['Now they spend one hour a week. Note (private): one client owes me money.', 'Now they spend one hour a week.'],
    ['We grew fast. Coach note: she is pregnant. Then more.', 'We grew fast.'],
  ])('%s', (input, kept) => {
    expect(stripPrivateNotes(input)).toBe(kept);
  });

  it('leaves ordinary sentences that merely mention privacy', () => {
    const text =
      'We keep every record confidential by design.\nThe difference between us and agencies is the day in the kitchen.';
    expect(stripPrivateNotes(text)).toBe(text);
    expect(isPrivateNote('Coach note: anything')).toBe(true);
  });
});

describe('the prompt a language model gets', () => {
  it('carries the interview without its private note', () => {
    const prompt = storyPrompt({
      frameworkType: 'impact_story',
      text: FOUNDER.text,
      isTranscript: true,
      additionalContext: 'Keep it short. Off the record, the CFO is leaving.',
      ownerName: 'Stacy',
    });
    expect(prompt.user).toContain('from $92,000 to $41,000 a month');
    expect(prompt.user).not.toMatch(/seed round|Coach note|CFO/);
  });
});
