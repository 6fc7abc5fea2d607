// The default writer on realistic interviews: every passage routed to the story and part it
// answers, the numbers kept where they belong, and the properties every text must have.
import { describe, expect, it } from 'vitest';
import {
  composeAssistantAnswer,
  composeFullStack,
  composeFunnel,
  composeLinkedIn,
  composeStory,
  TONE_IDS,
} from '../../../../../supabase/functions/_shared/composer/mod.ts';
import type { ToneId } from '../../../../../supabase/functions/_shared/composer/tones.ts';
import { STACK_ORDER } from '../../../../../src/domain/frameworks.ts';
import {
  ACCOUNTANT,
  BAKER,
  CLEANER,
  CLIENT,
  CONSULTANT,
  FOUNDER,
  FRACTIONAL_CMO,
  HEATING,
  INTERVIEWS,
  SOAP_MAKER,
  LANDSCAPER,
  LANGUAGE_SCHOOL,
  OWNER,
  PLANNER_VTT,
  type Interview,
} from '../../../../support/interviews.ts';
import { vttCaptions } from '../../../../support/document-fixtures.ts';
import { finishedStories } from '../../../../support/finished-stories.ts';
import { openingProblems, storyProblems } from '../../../../support/story-properties.ts';

/** An interview's full stack, in a tone, with the pronouns on its client record. */
const stackOf = (interview: Interview, tone: ToneId) =>
  composeFullStack({
    clientName: interview.clientName,
    transcript: interview.text,
    pronouns: interview.pronouns,
    tone,
  });

/** An Otter export (names and times on their own lines) of a restaurant marketer's interview. */
const OTTER = [
  'Tom Reyes  0:00',
  'What kind of people do you work with?',
  '',
  'Lena Fischer  0:06',
  'Mostly family-owned restaurants with one or two locations. The owners cook, do the books and fix the fridge.',
  '',
  'Tom Reyes  0:24',
  'Where did it all begin for you?',
  '',
  'Lena Fischer  0:27',
  'My parents ran a Greek taverna in Leeds for twenty-two years. In 2017 a chain opened across the street and our covers dropped by half in three months. I taught myself to run their Instagram and their Google listing, and by the end of that year we were fully booked on weekends again. Friends of my dad started asking me to do theirs.',
  '',
  'Tom Reyes  0:51',
  'Why would someone pick you over a big agency?',
  '',
  'Lena Fischer  0:55',
  'Because I only work with restaurants, I eat at every one of them before I post a thing, and I report in covers, not in followers. Big agencies send a junior with a template.',
  '',
  'Tom Reyes  1:10',
  'Can you share a win?',
  '',
  'Lena Fischer  1:13',
  'Sure. Casa Verde, a Mexican place in Sheffield. They were at about 40 covers on a Friday. We rebuilt their menu photos and answered every review within a day. Six months later they do 110 covers on a Friday.',
  '',
  'Tom Reyes  1:38',
  'What does working with you look like, step by step?',
  '',
  'Lena Fischer  1:42',
  'First I eat there and talk to the owner for an hour. Then I fix the Google listing and the photos in the first week. After that it is one post a day and a report on the first of every month.',
].join('\n');

/** A founder's voice memo, transcribed as heard: no speakers, no questions, lower-case starts. */
const MEMO = `okay so this is me recording my story for the workshop, it's Ana, I run Pressed, we do cold-pressed juice for offices in Lisbon. so I started Pressed in 2021 after I burned out at a consulting job, I was eating at my desk every day and I thought there has to be something better than vending machines. I started with a bike and a cooler box delivering to three offices in Alcântara. the big problem at the start was waste, we threw away almost a third of the juice every week because offices ordered on Monday and then half the people worked from home. so we switched to ordering the day before with a cut-off at 4pm and waste went from 30% to 6% in two months. now we deliver to 42 offices and we have eleven people on the team. our customers are mostly office managers at tech companies with fifty to five hundred people, they get judged on whether people like coming to the office. they usually find us when they're planning a return-to-office push and need something people actually look forward to. what makes us different is that everything is pressed the same morning and it never sits in a warehouse, and we take the bottles back and reuse them. one of my favourite clients is Kodeway, when they started with us only a quarter of their people came in on Fridays, after six months of Friday juice mornings it was more than half. I guess what I want people to know is that small rituals change how a place feels.`;

/** A coaching call: long questions with asides ("Love that."), "a before and after", "remembers one thing". */
/** A two-question interview whose first answer tells it all: who, how it began, the difference, a
 *  client's case, how big it is now. No question names a story. */
const MONOLOGUE = `Coach: Tell me about your business and how it started.
Hana: So I'm a physiotherapist, I run Stride Physio in Bristol. I started it in 2018 after eight years in the NHS where I had twelve minutes per patient and never saw anyone get properly better. Most of my clients now are runners in their forties who got injured training for their first marathon and were told to just stop running. That's the worst advice you can give a runner. What we do differently is we film every patient running on a treadmill in the first session and we fix how they run, not just where it hurts. We never tell anyone to stop unless it's a fracture. One client, Tom, came to us with knee pain six weeks before the London Marathon, two other clinics had told him to pull out. We changed his cadence and his training plan, and he finished in 3 hours 58, his first sub-four. Since then we've grown to five physios and we see about 120 runners a month.
Coach: Anything else people should know?
Hana: That you don't have to choose between running and your body. Come and see us before you give up.`;

const COACHING_CALL = `Session 3 - Sam Okafor, Motion Physio (Leeds) - transcript from the coaching call

Coach: Thanks for making time today Sam. I want to start with the people you serve, because last week you said something interesting about runners. So who actually books with you, and what's going on in their life when they do?
Sam: Mostly amateur runners in their thirties and forties who are training for their first marathon. They've usually been told by a GP to rest for six weeks, and resting is the last thing they want to hear. They book with us when they're three weeks out from a race and their knee starts hurting on long runs.
Coach: Love that. That's really specific. Okay, next one. Take me back. How did Motion Physio actually come about?
Sam: I was a physio in the NHS for eleven years. In 2016 I ran the London Marathon myself and got injured at mile eighteen, and the advice I got afterwards was basically stop running. I thought, there has to be a way to keep people running while they heal. So in 2019 I opened Motion Physio in a room above a running shop on Call Lane.
Coach: And what makes you different from the physio down the road? Be honest.
Sam: We film every patient on a treadmill in the first session, so we treat how they run, not just where it hurts. And we never tell anyone to stop running unless it's a fracture, we change the training plan instead. Most clinics hand you a sheet of exercises and book you in for six weeks.
Coach: Can you give me one patient story, a before and after?
Sam: Sure. There was a teacher called Priti who came in with knee pain eight weeks before the Yorkshire Marathon. She'd already been told to pull out. We changed her cadence, cut her long runs by a third for two weeks and gave her a strength routine she could do in ten minutes. She finished the marathon in 4 hours 12, and she's run three more since without the knee coming back.
Coach: Amazing. Right, last one for today, and it's a big one. If someone only remembers one thing about you, what should it be?
Sam: That you don't have to stop doing what you love to get better. You know what I mean?`;

const paragraphOf = (c: ReturnType<typeof composeStory>, sectionId: string) =>
  c.paragraphs
    .filter((p) => p.source.sectionId === sectionId)
    .map((p) => p.text)
    .join('\n');

/** Two co-founders who both answer, the coach named in a header line. */
const COFOUNDERS = `Story interview: Mia and Jon, Little Loaf Coffee
Interviewer: Sam (coach)

Sam: So who are your customers?
Mia: Mostly office workers around Canal Street, people who want a proper coffee in under three minutes before their first meeting.
Jon: And the nurses from the hospital on night shifts, they come at six when we open.

Sam: How did it start?
Jon: I had a cart and no plan, honestly. I was a barista at a chain for five years and I hated how rushed it was.
Mia: I was his customer! I worked in logistics and I told him, your queue is a mess, let me fix it. In 2021 we opened the first shop together.

Sam: What's different about you?
Mia: We pre-grind nothing. Every cup is weighed. And we have a text-ahead line, you text your order and it's ready when you walk in.
Jon: Other cafés around here have a forty-minute lunch queue. Ours is four minutes at worst.

Sam: Tell me about a customer you helped.
Mia: There's a design studio upstairs, twelve people. They used to lose half an hour every morning going out for coffee. Now we deliver at nine on a tray, and their manager told us they start meetings on time for the first time in years. They've ordered every weekday for two years.

Sam: What's next?
Jon: A second shop by the hospital, open all night for the nurses.`;

describe('routing', { timeout: 30_000 }, () => {
  it('puts the before, the work and the after of a client case in their own parts of the Impact story', () => {
    const stack = composeFullStack({ clientName: CONSULTANT.clientName, transcript: CONSULTANT.text });
    const impact = stack.impact_story;
    expect(paragraphOf(impact, 'client_before')).toContain('losing £2.4M a year');
    expect(paragraphOf(impact, 'client_before')).not.toContain('fixed timetable');
    expect(paragraphOf(impact, 'intervention')).toContain('fixed timetable');
    expect(paragraphOf(impact, 'client_after')).toContain('from 81% to 96%');
    expect(paragraphOf(impact, 'client_after')).toContain('from £2.4M to £310,000 a year');
  });

  it('puts the audience in Target Audience, the founding moment in Backstory', () => {
    const stack = composeFullStack({ clientName: CLIENT.clientName, transcript: CLIENT.text });
    expect(stack.target_audience.text).toContain('adults who have not seen a dentist');
    expect(stack.impact_story.text).not.toContain('adults who have not seen a dentist');
    expect(stack.backstory.text).toContain('opened Rivera Family Dental with two chairs');
    const founder = composeFullStack({ clientName: FOUNDER.clientName, transcript: FOUNDER.text });
    expect(founder.backstory.text).toContain('$180,000 a month');
    expect(founder.target_audience.text).toContain('SaaS founders');
  });

  it('reads a Zoom export as people talk: each answer in its story, its thread kept, no filler told', () => {
    const stack = composeFullStack({ clientName: OWNER.clientName, transcript: OWNER.text });
    // "tell me who walks into Wheelhouse", "how did the shop start?", "Anything that went wrong?"
    expect(stack.target_audience.text).toContain('nurses and teachers');
    expect(stack.backstory.text).not.toContain('nurses and teachers');
    const backstory = stack.backstory.text;
    // The answer as a whole: the sentences no part asked for stay between their neighbours.
    expect(backstory).toContain('chain snapped on the way to a night shift');
    expect(backstory.indexOf('missed three shifts')).toBeGreaterThan(backstory.indexOf('chain snapped'));
    expect(backstory.indexOf("That's when")).toBeGreaterThan(backstory.indexOf('missed three shifts'));
    expect(paragraphOf(stack.backstory, 'lessons')).toContain('Sales dropped by 70% in January');
    // "Got a customer story?" … "Yeah, Marcus. He's a teacher …"
    expect(stack.impact_story.text).toContain('Marcus is a teacher who rides an e-bike to school');
    for (const type of STACK_ORDER) {
      expect(stack[type].text, type).not.toMatch(
        /\b(?:um|uh)\b|\byou know\b|\bhonestly\b|(?:^|[.!?]\s)(?:Oh|Yeah|So),?\s/im,
      );
    }
  });

  it('sends an answer to the story its question names, even in a two-question interview', () => {
    const vtt = vttCaptions([
      ['Sam Okafor', 'What do you do differently?'],
      ['Priya Shah', "I spend a day in the client's warehouse before I write a plan."],
      ['Sam Okafor', 'And the result for Kestrel Foods?'],
      ['Priya Shah', 'Picking errors fell from 4% to 0.5% in three months.'],
    ]);
    const story = composeStory({ frameworkType: 'differentiation', text: vtt, isTranscript: true });
    expect(paragraphOf(story, 'overview')).toContain("I spend a day in the client's warehouse");
    expect(paragraphOf(story, 'proof_points')).toContain('from 4% to 0.5%');
    expect(story.text).not.toMatch(/WEBVTT|-->|Sam Okafor|differently\?/);
  });

  it('reads an Otter export: the process in the Portfolio story, the reasons a why-answer lists, the Backstory in its order', () => {
    const stack = composeFullStack({ clientName: 'Lena Fischer', transcript: OTTER });
    expect(stack.portfolio_story.text).toContain('fix the Google listing');
    expect(stack.impact_story.text).toContain('110 covers on a Friday');
    expect(stack.impact_story.text).not.toMatch(/Google listing|eats there/);
    expect(stack.target_audience.text).toContain('family-owned restaurants');
    // Her reasons, not "Because Lena only works with restaurants, they eat at…"; no bridge to
    // "the alternative" in front of a sentence that names none.
    expect(stack.differentiation.text).toContain('Lena only works with restaurants.');
    expect(stack.differentiation.text).not.toMatch(/\bBecause\b|side by side with the alternative\. (?!Big)/);
    // The Backstory in the order she lived it, whatever part each sentence went to.
    const told = ['parents ran a Greek taverna', 'a chain opened', 'taught themself', 'Friends of'].map((s) =>
      stack.backstory.text.indexOf(s),
    );
    expect(told.every((at) => at >= 0)).toBe(true);
    expect([...told].sort((a, b) => a - b)).toEqual(told);
  });

  it('lists the Portfolio story’s steps in the order they happen, in every tone', () => {
    // Fiona's interview says "First …", "Then … a two-week savings sprint …", "Finally …"; the
    // "Then" sentence is routed to another part than the other two before the steps are gathered.
    for (const tone of TONE_IDS) {
      const portfolio = composeFullStack({
        clientName: FOUNDER.clientName,
        transcript: FOUNDER.text,
        tone,
      }).portfolio_story;
      const steps = portfolio.paragraphs
        .flatMap((p) => p.text.split('\n'))
        .filter((line) => /^- (?:First|Then|Finally)\b/.test(line))
        .map((line) => line.split(' ')[1]);
      expect(steps, tone).toEqual(['First', 'Then', 'Finally']);
    }
  });

  it('tells a client’s after with the after, even when it was read as part of the before', () => {
    // "Last year he spent $180" follows "We set him up with a service plan" in Priya's interview.
    const impact = composeFullStack({ clientName: OWNER.clientName, transcript: OWNER.text }).impact_story;
    expect(paragraphOf(impact, 'client_before')).toContain('$600 a year');
    expect(paragraphOf(impact, 'client_before')).not.toContain('$180');
    expect(paragraphOf(impact, 'client_after')).toContain('Last year he spent $180');
  });

  it('tells a Five Point arc and all four blanks of the Brand Story from an interview', () => {
    for (const interview of [FOUNDER, CONSULTANT, OWNER]) {
      const request = { text: interview.text, isTranscript: true, clientName: interview.clientName };
      const arc = composeStory({ ...request, frameworkType: 'five_point' });
      const parts = arc.paragraphs.map((p) => p.source.sectionId);
      expect(parts, interview.clientName).toEqual(expect.arrayContaining(['exposition', 'climax']));
      expect(parts.length, interview.clientName).toBeGreaterThanOrEqual(3);
      expect(arc.text.split(/\s+/).length, interview.clientName).toBeGreaterThanOrEqual(40);
      const brand = composeStory({ ...request, frameworkType: 'mad_libs' });
      expect(
        brand.paragraphs.map((p) => p.source.sectionId),
        interview.clientName,
      ).toEqual(['target_market', 'problem', 'solution', 'result']);
      // A step out of its sequence ("Then they run a sprint") is no answer to a blank.
      for (const p of brand.paragraphs) expect(p.text, interview.clientName).not.toMatch(/(?:^|\. )Then\b/);
      expect(paragraphOf(brand, 'result'), interview.clientName).toMatch(/\d/);
    }
    // Marcus's own arc: the night shifts, the contract nearly lost, what it taught him.
    const marcus = composeStory({
      text: CONSULTANT.text,
      isTranscript: true,
      clientName: CONSULTANT.clientName,
      frameworkType: 'five_point',
    });
    expect(paragraphOf(marcus, 'exposition')).toContain('night shifts');
    expect(paragraphOf(marcus, 'climax')).toContain('biggest contract');
  });

  it('tells the Job story from the moment that sends them looking, not in the audience’s words', () => {
    const stack = composeFullStack({ clientName: CONSULTANT.clientName, transcript: CONSULTANT.text });
    expect(stack.job_story.text).toContain(
      'When a big customer threatens to leave over late deliveries, they hire Marcus.',
    );
    expect(stack.target_audience.text).toContain('They hire Marcus when a big customer threatens to leave');
  });

  it('reads a Q:/A: write-up: who they are, a one-word "why", the hardest moment, the takeaway', () => {
    const stack = composeFullStack({
      clientName: ACCOUNTANT.clientName,
      transcript: ACCOUNTANT.text,
      tone: 'warm_encouraging',
    });
    const back = stack.backstory;
    // "Why vets?" is how it began; "the hardest moment" is the turn; the takeaway is the lesson.
    expect(paragraphOf(back, 'origin')).toContain('shoebox');
    expect(paragraphOf(back, 'pivotal_moments')).toContain('emergency-only');
    expect(paragraphOf(back, 'lessons')).toContain("You don't have to be good at numbers");
    expect(back.text).toContain('Tomás is an accountant by training');
    expect(back.text).not.toMatch(/Tomás is Tomás|Honestly|a mess three|\bThat you\b/);
    // The Job story opens on the moment they look for help; no other story cites a client's "before".
    expect(stack.job_story.text).toContain('When the bank asks for management accounts');
    expect(stack.differentiation.text).not.toContain('eight months behind');
    // A story that opens on its steps keeps one step a line, in every tone.
    expect(stack.portfolio_story.text).toMatch(/:\n- First .*\n- Then .*\n- After that /);
  });

  it('reads a voice memo as speech: no preamble or filler, the founder’s start in the Backstory only', () => {
    const stack = composeFullStack({ clientName: 'Ana Costa', transcript: MEMO });
    const all = STACK_ORDER.map((t) => stack[t].text).join('\n');
    expect(all).not.toMatch(/recording|\bSo (?:Ana|they|I)\b|Okay|guesses/);
    expect(paragraphOf(stack.backstory, 'pivotal_moments') + paragraphOf(stack.backstory, 'origin')).toContain(
      'started Pressed in 2021',
    );
    for (const type of ['impact_story', 'job_story', 'target_audience'] as const)
      expect(stack[type].text, type).not.toContain('started Pressed in 2021');
    expect(paragraphOf(stack.backstory, 'lessons')).toContain('small rituals change how a place feels');
    // In the order she lived it; the client's case is the client she names, not the company's own results.
    const back = stack.backstory.text;
    expect(back.indexOf('started Pressed')).toBeLessThan(back.indexOf('The big problem at the start'));
    expect(stack.impact_story.text).toContain('Kodeway');
    expect(stack.impact_story.text).not.toMatch(/switched to ordering|cooler box/);
    expect(stack.target_audience.text).not.toContain('threw away');
    expect(stack.impact_story.text).not.toMatch(/^\S[^.]*\. Here is what changed/);
    // Nothing opens on a bridge that follows on from something before it.
    for (const type of STACK_ORDER) expect(stack[type].text.split('. ')[1] ?? '', type).not.toMatch(/^Then\b/);
  });

  it('reads a coaching call: the case in its order, the trigger, the one thing to remember', () => {
    const stack = composeFullStack({
      clientName: 'Sam Okafor',
      transcript: COACHING_CALL,
      tone: 'professional_authoritative',
    });
    const impact = stack.impact_story;
    // "One patient story, a before and after" asks for the whole case, not only its after.
    expect(paragraphOf(impact, 'client_before')).toMatch(/Priti.*pull out/s);
    expect(paragraphOf(impact, 'intervention')).toContain('changed her cadence');
    expect(paragraphOf(impact, 'client_after')).toContain('she has run three more since');
    expect(impact.text).not.toMatch(/she is run/);
    expect(stack.job_story.text).toContain('When they are three weeks out from a race');
    expect(paragraphOf(stack.backstory, 'lessons')).toContain('stop doing what you love');
    // No paragraph opens on "And" (said after something the paragraph may not hold); inside an
    // answer told in order, "And we never tell anyone to stop running" follows what it adds to.
    for (const type of STACK_ORDER) {
      const [first = '', ...rest] = stack[type].text.split('\n\n');
      for (const opening of [first.split('. ')[1] ?? '', ...rest]) expect(opening, type).not.toMatch(/^And\b/);
    }
  });

  it('tells a voice memo recorded for the Backstory whole, in the order it was lived', () => {
    const memo =
      "ok so this is Leila, I run a small yoga studio in Bristol called Still Point and this is for my backstory I guess. so I was a primary school teacher for twelve years and I loved it but by 2020 I was completely burnt out, like I couldn't sleep, I was getting migraines twice a week. a friend dragged me to a yoga class and honestly I cried at the end of it, I didn't know why. I kept going, three times a week, and after about six months the migraines basically stopped. in 2021 I did my teacher training, two hundred hours, on weekends while I was still teaching. then in 2022 I left the school and I started teaching classes in a church hall, the first class had four people and two of them were my mum and my sister. now we have our own studio with two rooms and about three hundred members, and most of them are teachers and nurses, people who look after everyone else all day and never look after themselves. what I want people to know is that rest isn't lazy, it's the thing that lets you keep going.";
    const back = composeStory({ frameworkType: 'backstory', text: memo, isTranscript: true }).text;
    const lived = [
      'primary school teacher',
      'dragged me to a yoga class',
      'migraines basically stopped',
      'In 2021',
      'church hall',
      'three hundred members',
    ];
    const at = lived.map((x) => back.indexOf(x));
    expect(
      at.every((x, i) => x >= 0 && (i === 0 || x > at[i - 1])),
      back,
    ).toBe(true);
    expect(back).not.toMatch(/for my backstory|this is Leila|honestly/);
  });

  it('reads an Otter export: a host who reacts before asking, a client named with his café, steps, a goodbye', () => {
    const stack = composeFullStack({ clientName: BAKER.clientName, transcript: BAKER.text, pronouns: 'she' });
    const back = stack.backstory.text;
    // The client record says "she": no "they were an engineer", no "Maria'd".
    expect(back).toContain('She was an engineer');
    expect(back).toContain('Maria had been baking');
    expect(back).not.toMatch(/\bThey were an engineer|Maria['’]d|their husband/);
    // "Oof. What happened then?" follows the Backstory on; it is not the client's Job story.
    expect(back).toContain('selling out by eleven');
    expect(stack.job_story.text).not.toMatch(/Saturday market|selling out/);
    // The business introducing itself opens the Portfolio, not the audience's story.
    expect(stack.portfolio_story.text).toContain('Crumb & Co is a sourdough bakery');
    expect(stack.target_audience.text).not.toContain('Crumb & Co is');
    // "Café Lento, Rui again." names the client of the next sentence, and is not told itself.
    const impact = stack.impact_story.text;
    expect(impact).toContain('Before Maria, Rui was buying industrial bread');
    expect(impact).not.toContain('Rui again');
    // The goodbye is the interview's end, not the story's.
    expect(
      Object.values(stack)
        .map((c) => c.text)
        .join('\n'),
    ).not.toMatch(/this was fun|that's it/i);
    // "So first …", "Then …", "And every month …": the steps in the order they were said.
    const steps = ['do a tasting', 'agree a standing order', 'deliver before seven', 'every month'].map((x) =>
      stack.portfolio_story.text.toLowerCase().indexOf(x),
    );
    // An item of the list does not open on "And".
    expect(stack.portfolio_story.text).not.toMatch(/^- And\b/m);
    expect(
      steps.every((at, i) => at >= 0 && (i === 0 || at > steps[i - 1])),
      stack.portfolio_story.text,
    ).toBe(true);
  });

  it('reads a Rev export of "Speaker 1"/"Speaker 2": the team told as them, the business in the Portfolio, the steps to the last', () => {
    const stack = composeFullStack({ clientName: LANDSCAPER.clientName, transcript: LANDSCAPER.text, pronouns: 'he' });
    // "If we get it wrong, that's on us": the "us" of that "we" is the team, not "Tom" alone.
    expect(stack.differentiation.text).toContain("If they get it wrong, that's on them.");
    // "That was the turning point, honestly." points back: no bridge between, no filler told.
    const back = stack.backstory.text;
    expect(back).toMatch(/(?:^|\n\n)That was the turning point\. Tom kept thinking/);
    expect(back).not.toMatch(/honestly|everything changed\. That/);
    // "Yeah, the Okafors." names the family the next words introduce; "Took us nine days".
    const impact = stack.impact_story.text;
    expect(impact).toContain('The Okafors: Chidi and Ruth, two kids');
    expect(impact).toContain('It took them nine days.');
    // "So Greenline Gardens, we design …" and who does what open the Portfolio, not the Job story;
    // "And at the end we come back …" is the last step.
    const portfolio = stack.portfolio_story.text;
    expect(portfolio).toContain('At Greenline Gardens, Tom and the team design and build small back gardens');
    expect(portfolio).toContain('Ana does the design side');
    expect(portfolio).toMatch(
      /- First Ana visits[^]*- Then Tom and the team send a fixed price[^]*- Then the crew builds[^]*- At the end they come back/,
    );
    expect(stack.job_story.text).not.toMatch(/eleven people|design side|Greenline Gardens/);
    // With hardly a line of its own, the Job story is told in its own form from their struggle and want.
    expect(stack.job_story.text).toContain("When they've lived with a garden they hate for years");
    expect(stack.job_story.text).toContain(', they want somewhere to eat outside in the evening.');
    // "like five metres" is "about five metres", and no proof; "We're eleven people" is no result.
    // "Mostly terraced houses, …" are notes on the gardens they build: told after that sentence.
    expect(portfolio).toContain(
      'small back gardens in Bristol. Mostly terraced houses, the ones where the garden is about five metres',
    );
    expect(stack.job_story.text).not.toContain('terraced');
    // "Usually a couple …", the answer to who the clients are, is told with its subject.
    expect(stack.target_audience.text).toContain('Tom’s clients are usually a couple in their thirties or forties');
    expect(stack.differentiation.text).not.toMatch(/results speak|five metres/);

    const finished = finishedStories(stack);
    const ask = (message: string) =>
      composeAssistantAnswer({ message, stories: finished, ownerName: LANDSCAPER.clientName }).answer;
    const pitch = ask('Write my 30-second pitch');
    // Who it is for said with its subject; the difference is what they do, not what others do.
    expect(pitch).toContain('Our clients are usually a couple in their thirties or forties');
    expect(pitch).toContain('We give a fixed price after one visit');
    expect(pitch).not.toContain('Most people in this trade');
    // Their first two gardens are how it began, not proof.
    expect(pitch).not.toContain('two neighbours');
    const numbers = ask('Which numbers should I lead with?');
    expect(numbers).toContain('Lead with how far you have come: "We\'re eleven people now."');
    expect(numbers).not.toMatch(/two kids|five metres|where a client ended up/);
  });

  it('reads Teams captions: a follow-up goes on with the founder’s story, a reason said alone, two women told apart', () => {
    const stack = composeFullStack({ clientName: 'Aisha Bello', transcript: PLANNER_VTT, pronouns: 'she' });
    const back = stack.backstory.text;
    // "Why nurses?" then "Wow. So what did you do?": how she started is her Backstory, not a client's case.
    expect(back).toContain('Aisha qualified as an independent planner in 2019');
    expect(stack.impact_story.text).not.toMatch(/qualified|Bedside Money|staff room/);
    expect(stack.impact_story.text).toContain('Grace is a midwife');
    // "Because my mum was a nurse." answers "why": the reason is the sentence.
    expect(back).toContain('Aisha’s mum was a nurse.');
    expect(back).not.toMatch(/Because Aisha/);
    // "and I never even asked her" of her mother: "she never even asked her" would be one woman.
    expect(back).toContain('Aisha never even asked her');
    // "What would you want someone to remember?" is the lesson, told as a sentence.
    expect(back).toContain("Looking after your own money isn't selfish.");
    expect(stack.job_story.text).not.toMatch(/selfish|empty cup/);

    const finished = finishedStories(stack);
    const ask = (message: string) => composeAssistantAnswer({ message, stories: finished, ownerName: 'Aisha' }).answer;
    // "retire at sixty instead of sixty-seven" is a result, not how she differs from others.
    const pitch = ask('Write my 30-second pitch');
    expect(pitch).toContain('We meet around shifts');
    expect(pitch).toMatch(/Your difference: "[^"]*Differentiation"/);
    // No question asked how she works, yet she said it: what she does and for whom, and how.
    expect(stack.portfolio_story.text).toContain('Aisha is a financial planner, and she works almost only with nurses');
    expect(stack.portfolio_story.text).toContain('meet around shifts');
    // "Mostly women in their forties …", said after whom she works with, keeps its subject.
    expect(stack.target_audience.text).toContain('Her clients are mostly women in their forties');
    expect(stack.job_story.text).not.toMatch(/\. Mostly women/);
    // Debt on the cards before, pensions found after: two things, no before and after of one.
    expect(ask('Which numbers should I lead with?')).not.toMatch(/eleven thousand pounds → |two teenagers/);
  });

  it('reads a language school’s Otter export: an accented name, a filler between commas, a client family', () => {
    const stack = composeFullStack({
      clientName: LANGUAGE_SCHOOL.clientName,
      transcript: LANGUAGE_SCHOOL.text,
      pronouns: 'she',
    });
    // "Lucía a voice message" is no doubled "a": the article stays.
    expect(stack.impact_story.text).toContain('She sent Lucía a voice message');
    // "feel, you know, left out": the commas only fenced the filler.
    expect(stack.target_audience.text).toContain('the parents feel left out of');
    // "in Lisbon, Lisbon Lingo" is the city, then the school's name: no restart.
    expect(stack.portfolio_story.text).toContain('in Lisbon, Lisbon Lingo');
    // "If they have a school meeting …, we practise": "they" are the families, so "we" is named.
    expect(stack.differentiation.text).toContain('Lucía and the team practise the school meeting');
    // "I remember she cried": her mother did, not Lucía.
    expect(stack.backstory.text).toContain('she remembers her mother cried at the pharmacy');

    const finished = finishedStories(stack);
    const ask = (message: string) => composeAssistantAnswer({ message, stories: finished, ownerName: 'Lucía' }).answer;
    // What people paid elsewhere before they quit is no result; where the Okafors ended up is.
    const pitch = ask('Write my 30-second pitch');
    expect(pitch).toContain('After four months with us, Chidi did the whole contract renewal');
    expect(pitch).not.toContain('900 euros');
    // A step said as notes never leads the Portfolio.
    const funnel = composeFunnel({ client: { name: 'Lucía Ferreira' }, stories: finished }).text;
    expect(funnel).not.toContain('Lead with: "Then two lessons');
    const posts = composeLinkedIn({ client: { name: 'Lucía Ferreira' }, stories: finished }).text;
    // A post never opens on a sentence that points back ("Lucía never forgot that."): the one it
    // names is said by name in the hook instead.
    expect(posts).toContain('In 2017 Lucía was teaching at a big language academy');
    expect(posts).not.toContain('Lucía never forgot that.');
    // So does a teller who is "they", with the verb a name takes.
    const theirs = finishedStories(
      composeFullStack({ clientName: LANGUAGE_SCHOOL.clientName, transcript: LANGUAGE_SCHOOL.text, pronouns: 'they' }),
    );
    expect(composeLinkedIn({ stories: theirs }).text).toContain('In 2017 Lucía was teaching at a big language academy');
    // One tag per word: never "#Families #Family".
    for (const tags of posts.split('\n').filter((l) => l.startsWith('#')))
      expect(
        new Set(
          tags
            .toLowerCase()
            .split(' ')
            .map((t) => t.replace(/ies$/, 'y').replace(/s$/, '')),
        ).size,
      ).toBe(tags.split(' ').length);
  });

  it('reads a Descript export of a teller who is "they": whom "It\'s the CEO" means, how they work, a rate', () => {
    const stack = stackOf(FRACTIONAL_CMO, 'professional_authoritative');
    // "Who's the person who calls you?" "It's almost always the CEO. Usually a technical founder …"
    expect(stack.target_audience.text).toContain(
      'The person who calls Sam is almost always the CEO: usually a technical founder, an engineer',
    );
    // "And how do you usually work?" and "tell me what you do" are the Portfolio's, not the audience's.
    expect(stack.portfolio_story.text).toContain('Sam is a fractional CMO for climate tech startups');
    expect(stack.portfolio_story.text).toContain('Sam interviews ten of their customers');
    expect(stack.target_audience.text).not.toContain('engagement');
    // "So companies that …" and "Hydrolite, actually, my first one": the fillers go.
    expect(stack.portfolio_story.text).toContain('. Companies that have raised a seed');
    expect(stack.impact_story.text).toContain('Hydrolite, Sam’s first one.');
    // A formal tone writes "do not", but never inside words someone said.
    expect(stack.backstory.text).toContain("“I'll help you for three months and we'll see.”");

    const finished = finishedStories(stack);
    const numbers = composeAssistantAnswer({
      message: 'Which numbers should I lead with?',
      stories: finished,
      ownerName: 'Sam',
    }).answer;
    // "from about 4 a month to 60, and they closed …": the change is 4 a month → 60.
    expect(numbers).toContain('4 a month → 60');
    expect(numbers).not.toContain('→ 60, and');
  });

  it('reads a heating engineer on Google Meet: a one-line difference, two kinds of customer, the agency by name', () => {
    const stack = stackOf(HEATING, 'professional_authoritative');
    // "You know the price before we start." is the difference, not a filler; a one-line answer
    // leaves its story room for the answer that argues it ("Fixed prices. Everybody in this trade …").
    expect(stack.differentiation.text).toContain('You know the price before Marco and the team start.');
    expect(stack.differentiation.text).toContain('Everybody in this trade charges by the hour');
    expect(stack.differentiation.text).toContain('Marco and the team give a fixed price before they touch anything');
    // "Two kinds." names whom the list is of; the second kind follows the first.
    expect(stack.target_audience.text).toContain(
      'Marco’s customers are of two kinds: older homeowners, a lot of widows actually, who have been ripped off before. And landlords and letting agents',
    );
    // "I never wanted it, honestly, I was doing IT support": two clauses; after his mother's words, Marco by name.
    expect(stack.backstory.text).toContain('Marco never wanted it; he was doing IT support');
    expect(stack.backstory.text).toContain('“Someone has to answer the phone.” Marco answered the phone');
    // "Tell me about one of those agents." "Northgate Lettings. They manage …": the case, by name.
    expect(stack.impact_story.text).toContain('Northgate Lettings manages about 140 flats in Headingley');
    // "we surveyed …, we replaced …, and we put …": the team once, the deeds in a row.
    expect(stack.impact_story.text).toContain(
      'surveyed every boiler they had in one month, replaced the eleven worst ones, and put the rest on a yearly service',
    );
    // "What does Bellini Heating do?" is the Portfolio's; "How does a job go, start to finish?" its steps, all five.
    expect(stack.portfolio_story.text).toContain('Marco and the team fix boilers.');
    expect(stack.portfolio_story.text).toMatch(/- First, somebody rings[^]*- If they say yes[^]*- Every autumn/);
    expect(stack.job_story.text).not.toContain('Then an engineer goes out');

    const finished = finishedStories(stack);
    const ask = (message: string) => composeAssistantAnswer({ message, stories: finished, ownerName: 'Marco' }).answer;
    // Whose repair bill: the one business the case names, its plural name with the apostrophe alone.
    expect(ask('Write my 30-second pitch')).toContain(
      'Northgate Lettings’ repair bill went down by twenty-two thousand pounds',
    );
    const numbers = ask('Which numbers should I lead with?');
    // A result before a debt of the same size; "two kinds" is no number.
    expect(numbers.indexOf('twenty-two thousand pounds')).toBeLessThan(numbers.indexOf('forty thousand pounds'));
    expect(numbers).not.toMatch(/two kinds, in/i);
    // A funnel lead told alone says who "he" is.
    expect(composeFunnel({ stories: finished }).text).toContain('Lead with: "My dad started it in 1988');
  });

  it('reads a soap maker on Zoom: the business told about, when it became one, the steps of an order, a case with no number', () => {
    const stack = stackOf(SOAP_MAKER, 'warm_encouraging');
    // "Tell me about Olive & Ash." is the Portfolio's, and its "So" goes.
    expect(stack.portfolio_story.text).toContain('Olive & Ash makes soap and skincare from olive oil');
    expect(stack.job_story.text).not.toContain('Olive & Ash');
    // "And when did it become a business?" "In 2020, in lockdown. I was …": the Backstory, the time said with it.
    expect(stack.backstory.text).toContain(
      'In 2020, in lockdown, Nadia was a pharmacy technician, working nights, and started',
    );
    expect(stack.backstory.text).toContain('600 bars');
    // "How does an order work?" "Every batch is made on a Monday. Then …": the first step, and
    // "Then I cut, stamp and wrap" agrees all three.
    expect(stack.portfolio_story.text).toMatch(
      /- First, every batch is made on a Monday\.\n- Then it cures for six weeks on racks\.\n- Then Nadia cuts, stamps and wraps every bar/,
    );

    const finished = finishedStories(stack);
    const ask = (message: string) => composeAssistantAnswer({ message, stories: finished, ownerName: 'Nadia' }).answer;
    const pitch = ask('Write my 30-second pitch');
    // The difference from the Differentiation's own part; the proof a thing done ("sold 600 bars"),
    // not "My grandmother had five ingredients" nor what customers are tired of paying elsewhere.
    expect(pitch).toContain('I print every ingredient on the front of the box');
    expect(pitch).toContain('I sold 600 bars');
    expect(pitch).not.toMatch(/five ingredients and no marketing|tired of paying/);
    // Said in one sentence, the case is where the customer ended up, though it has no number.
    expect(ask('Summarise my stack')).toContain(
      'Impact Story": After a month she sent me a photo of his arms, completely clear',
    );
    const post = composeLinkedIn({ stories: finished }).paragraphs.find((p) => /Impact Story/.test(p.text))?.text ?? '';
    expect(post.split('\n\n')[1]).toContain('After a month she sent Nadia a photo of his arms');
  });

  it('tells co-founders who both answer as the two of them, keeps a short claim and the plan said as a noun', () => {
    const stack = composeFullStack({ clientName: 'Mia Torres', transcript: COFOUNDERS, pronouns: 'she' });
    const all = STACK_ORDER.map((t) => stack[t].text).join('\n');
    // "we" of two co-founders is both of them by name, never "Mia and the team".
    expect(stack.backstory.text).toContain('In 2021 Mia and Jon opened the first shop together.');
    expect(all).not.toContain('Mia and the team');
    // "We pre-grind nothing." is three words and the difference itself.
    expect(stack.differentiation.text).toContain('Mia and Jon pre-grind nothing.');
    // "What's next?" "A second shop by the hospital, …": the plan, said as one.
    expect(stack.backstory.text).toContain('Next: a second shop by the hospital');
    // Jon's own words told by his name, then "he" (the tagger knows Jon for a man's name, Mia a woman's).
    expect(stack.backstory.text).toContain('Jon had a cart and no plan. He was a barista');
  });

  it('reads a Rev export: answers the interviewer only listened through, spoken numbers, a method, no audience question', () => {
    const stack = composeFullStack({ clientName: CLEANER.clientName, transcript: CLEANER.text });
    const back = stack.backstory.text;
    // In the order he lived it, one paragraph an answer: the bank, his mother, the injury and the
    // bank's loan, the early days (asked between two turning points, told as one), 2019.
    const order = ['banking for nine years', 'Ghana', 'In 2016', 'one van', 'In 2019, '].map((x) => back.indexOf(x));
    expect(
      order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])),
      back,
    ).toBe(true);
    expect(back).toContain('“I could do this better.”');
    expect(back).toContain('compete on price, and didn');
    expect(back.split('\n\n').length).toBeGreaterThanOrEqual(6);
    expect(back).not.toMatch(/\b2019\.|Mm-hmm|turning point|is, it/);
    // Each of those paragraphs is traced to its own answer (what the assistant and funnel read).
    const excerpts = stack.backstory.paragraphs.map((p) => p.source.excerpt);
    expect(new Set(excerpts).size).toBe(excerpts.length);
    expect(excerpts.some((e) => e.startsWith('In 2019, we lost our biggest contract'))).toBe(true);
    // Each reason whole and in the order it was argued.
    const [pay, method] = stack.differentiation.text.split('\n\n');
    expect(pay).toMatch(
      /pay their people properly.*under ten percent a year\. In this industry it's usually over seventy/s,
    );
    expect(method).toContain('Two-Walk Check');
    expect(stack.differentiation.text).not.toContain('Two things');
    // The client named, the results in the after, her words quoted without the name she called him.
    const impact = stack.impact_story;
    expect(impact.text).toContain('Harbor Dental Group has four locations');
    expect(paragraphOf(impact, 'client_after')).toContain('zero findings');
    expect(paragraphOf(impact, 'client_after')).toContain('twenty minutes a week');
    expect(impact.text).toContain('she said to Kwame: “I forgot cleaning was a problem.”');
    // Numbers first, in every tone, never parting "That's mostly …" from the sentence it speaks of.
    for (const tone of TONE_IDS) {
      const after = paragraphOf(
        composeFullStack({ clientName: CLEANER.clientName, transcript: CLEANER.text, tone }).impact_story,
        'client_after',
      );
      expect(after, tone).toMatch(
        /twenty minutes a week on cleaning(?:\.|,) (?:and )?(?:That's|that's|That is|that is) mostly/,
      );
    }
    // Never asked who the clients are: the audience is whom he serves and the case's client before.
    expect(stack.target_audience.text).toContain('dental offices, medical clinics');
    expect(stack.target_audience.text).toContain('Lisa Chen was spending');
    expect(stack.job_story.text).toContain('three cleaning companies in two years');
    expect(stack.job_story.text).not.toMatch(/zero findings|twenty minutes/);
    // The named method is the Portfolio's, told without the list it was second in.
    expect(stack.portfolio_story.text).toContain('call it the Two-Walk Check');
    expect(stack.portfolio_story.text).not.toContain('second thing');
  });

  it('shares out one long answer that tells it all, each sentence by what it says it is', () => {
    const stack = composeFullStack({ clientName: 'Hana Sato', transcript: MONOLOGUE });
    expect(stack.target_audience.text).toMatch(/runners in their forties.*That's the worst advice/s);
    expect(stack.differentiation.text).toContain('What Hana and the team do differently is they film every patient');
    // Its client's case (asked by no question, still a case: a conversation, not a voice memo).
    // After "Take one client.", not "One client, Tom, came …" again.
    expect(stack.impact_story.text).toMatch(/^Take one client\. Tom came to Hana.*finished in 3 hours 58/s);
    expect(stack.impact_story.text).not.toContain('film every patient');
    // Where it began opens the Backstory, the company today closes it; "it" is named.
    const back = stack.backstory.text;
    expect(back).toContain('Hana started Stride Physio in 2018');
    expect(back.indexOf('grown to five physios')).toBeGreaterThan(back.indexOf('Hana started'));
    // The job story is never an orphan ("That's the worst advice …" without what it speaks of).
    expect(stack.job_story.text).not.toMatch(/^\S[^.]*\. That's the worst advice/);
  });

  it('shares the interview out for one story as for the stack: each story its own answers, never the whole interview', () => {
    const single = (frameworkType: string, text: string) =>
      composeStory({ frameworkType, text, isTranscript: true, tone: 'warm_encouraging' }).text;
    const impact = single('impact_story', OTTER);
    expect(impact).toContain('110 covers on a Friday');
    expect(impact).not.toMatch(/Google listing|eat there/);
    // No trigger in the interview: the Job story is told from the audience's situation, never
    // poured into the "When …, I want …, so that …" mould from whatever came to hand.
    const job = single('job_story', OWNER.text);
    expect(job).toContain('ride to work every day');
    expect(job).not.toMatch(/\bWhen That's\b|the want is simple|Marcus/);
    // Nothing in the interview about how the work runs: no Portfolio story rather than the
    // interview pasted into one.
    expect(single('portfolio_story', OWNER.text)).toBe('');
  });

  it('keeps the hard numbers in the stories they belong to', () => {
    const founder = composeFullStack({ clientName: FOUNDER.clientName, transcript: FOUNDER.text });
    expect(founder.impact_story.text).toContain('from $92,000 to $41,000 a month');
    expect(founder.impact_story.text).toContain('from 81% to 96%');
    const client = composeStory({ frameworkType: 'impact_story', text: CLIENT.text, isTranscript: true });
    expect(client.text).toContain('from 22% to 6%');
    expect(client.text).toContain('from $41,000 to $63,000');
  });

  it('writes a client’s stories in the third person, the founder’s own in the first', () => {
    const stack = composeFullStack({ clientName: CLIENT.clientName, transcript: CLIENT.text });
    expect(stack.backstory.text).toContain('Dana grew up in El Paso');
    const own = composeStory({ frameworkType: 'backstory', text: CLIENT.text, isTranscript: true });
    expect(own.text).toContain('I grew up in El Paso');
  });
});

describe('additional context', () => {
  it('is shared out like the answers, not pasted into all six stories, and its private note is dropped', () => {
    const stack = composeFullStack({
      clientName: CLIENT.clientName,
      transcript: CLIENT.text,
      additionalContext: 'Dana wants to reach more anxious adults in Austin. Private note: her lease ends in May.',
    });
    const texts = STACK_ORDER.map((t) => stack[t].text);
    expect(texts.filter((t) => t.includes('anxious adults in Austin'))).toHaveLength(1);
    expect(texts.join('\n')).not.toContain('lease');
  });
});

describe('every text the default writer makes from an interview', () => {
  for (const interview of INTERVIEWS) {
    for (const tone of TONE_IDS) {
      it(`${interview.slug}, ${tone}: full stack and single stories, each opening with the story`, () => {
        // Half the tones with the client record's pronouns set, half with none ("they").
        const pronouns = TONE_IDS.indexOf(tone) % 2 === 1 ? interview.pronouns : null;
        const stack = composeFullStack({
          clientName: interview.clientName,
          transcript: interview.text,
          tone,
          pronouns,
        });
        const openings = new Set<string>();
        const told = STACK_ORDER.filter((type) => !interview.skips?.includes(type));
        for (const type of interview.skips ?? []) expect(stack[type].text, type).toBe('');
        for (const type of told) {
          expect(storyProblems(stack[type].text, interview), type).toEqual([]);
          expect(openingProblems(stack[type].text, interview), type).toEqual([]);
          openings.add(stack[type].text.split('\n')[0]);
          expect(stack[type].coaching?.length, type).toBeGreaterThan(0);
        }
        // No opening line is used twice across the stories told.
        expect(openings.size).toBe(told.length);
        for (const type of ['impact_story', 'backstory', 'target_audience'] as const) {
          const single = composeStory({ frameworkType: type, text: interview.text, isTranscript: true, tone });
          expect(storyProblems(single.text, interview), type).toEqual([]);
          expect(openingProblems(single.text, interview), type).toEqual([]);
        }
      });
    }
  }

  it('never repeats a bridge line or an opening across the six stories', () => {
    const stack = composeFullStack({
      clientName: FOUNDER.clientName,
      transcript: FOUNDER.text,
      tone: 'warm_encouraging',
    });
    // The writer's own lines: first sentences of paragraphs that are not the speaker's words.
    const lines = STACK_ORDER.flatMap((t) => stack[t].text.split(/\n+/).map((p) => p.split(/(?<=[.!?:])\s/)[0])).filter(
      (l) => !FOUNDER.text.includes(l.replace(/[.:]$/, '').split(' ').slice(-4).join(' ')),
    );
    const repeated = lines.filter((l, i) => lines.indexOf(l) !== i && l.split(' ').length > 2);
    expect(repeated).toEqual([]);
  });
});

describe('clean English from answers', () => {
  it('keeps the user’s casing, prints each mad-libs blank once and never ",."', () => {
    const story = composeStory({
      frameworkType: 'mad_libs',
      answers: {
        target_market: 'SaaS founders',
        problem: 'their cloud bill doubles every year,',
        solution: 'I cut it with them',
        result: 'Bills fall by half',
      },
      tone: 'stacy_voice',
    });
    expect(story.text).toContain('Who it is for: SaaS founders.');
    expect(story.text).toContain('The problem: their cloud bill doubles every year.');
    expect(story.text.match(/doubles every year/g)).toHaveLength(1);
    expect(story.text).not.toMatch(/,\s*\./);
    expect(story.text).not.toContain('Questions this story can still answer');
    expect(story.coaching?.length).toBeGreaterThan(0);
  });

  it('starts every sentence with a capital', () => {
    const story = composeStory({
      frameworkType: 'target_audience',
      answers: { pain_points: 'their cloud bill doubles every year. the CTO is the only one who reads it' },
    });
    expect(story.text).toContain('Their cloud bill doubles every year. The CTO is the only one who reads it.');
  });

  it('mends ",." typed by the user', () => {
    const story = composeStory({
      frameworkType: 'target_audience',
      text: 'My clients are busy restaurant owners who hate paperwork,. They spend twelve hours a week on receipts.',
    });
    expect(story.text).toContain('who hate paperwork.');
    expect(story.text).not.toMatch(/,\s*\./);
  });

  it('never lets a private note reach the story', () => {
    const story = composeStory({
      frameworkType: 'backstory',
      answers: { origin: 'I grew up in Leeds. Coach note: she is pregnant, do not mention it.' },
    });
    expect(story.text).not.toMatch(/pregnant|Coach note/);
  });
});
