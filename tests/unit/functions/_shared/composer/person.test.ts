// A client's story retold in the third person: the verbs agree with the name they now follow.
import { describe, expect, it } from 'vitest';
import {
  quoteWhatOthersSaid,
  retellAs,
  toThirdPerson,
} from '../../../../../supabase/functions/_shared/composer/person.ts';
import { composeFullStack } from '../../../../../supabase/functions/_shared/composer/mod.ts';

const told = (sentence: string) => toThirdPerson([sentence], 'Lena')[0];

describe('toThirdPerson', () => {
  it.each([
    ['I work with family restaurants.', 'Lena works with family restaurants.'],
    // "then" reads as a story told in the past, but "fix" can only be present.
    ['Then I fix the Google listing in the first week.', 'Then Lena fixes the Google listing in the first week.'],
    [
      'First I eat there and talk to the owner for an hour.',
      'First Lena eats there and talks to the owner for an hour.',
    ],
    ['I answer every review and post every day.', 'Lena answers every review and posts every day.'],
  ])('"%s" → "%s"', (spoken, retold) => {
    expect(told(spoken)).toBe(retold);
  });

  it.each([
    // A past form that looks like the present stays as spoken in a story of the past.
    ['In 2017 I put our menu online.', 'In 2017 Lena put their menu online.'],
    // After "and", a noun is not a verb.
    ['I cook and fridge repairs are my job too.', 'Lena cooks and fridge repairs are their job too.'],
  ])('keeps "%s" as "%s"', (spoken, retold) => {
    expect(told(spoken)).toBe(retold);
  });

  it.each([
    // "their phone number" would be the owner's.
    [
      'I only work with one client at a time, so the owner always has my phone number.',
      'They only work with one client at a time, so the owner always has Lena’s phone number.',
    ],
    ['Friends of my dad started asking me to do theirs.', 'Friends of Lena’s dad started asking Lena to do theirs.'],
    ['Casa Verde calls me every Friday.', 'Casa Verde calls Lena every Friday.'],
    // With nobody else in between, "their" and "them" are the teller's.
    ['I taught myself to run my dad’s Instagram.', 'They taught themself to run their dad’s Instagram.'],
    ['I rebuilt the dispatch board on my whiteboard.', 'They rebuilt the dispatch board on their whiteboard.'],
  ])('names the teller where another person stands before "my" or "me": "%s"', (spoken, retold) => {
    expect(toThirdPerson(['I started here.', spoken], 'Lena')[1]).toBe(retold);
  });

  it.each([
    ["I'm Lena, I'm a marketer for restaurants.", 'Lena is a marketer for restaurants.'],
    ['My name is Lena Fischer. I run a small agency.', 'Lena runs a small agency.'],
  ])('drops the self-introduction the story has no need of: "%s"', (spoken, retold) => {
    expect(
      toThirdPerson(spoken.split(/(?<=\.) /), 'Lena')
        .filter(Boolean)
        .join(' '),
    ).toBe(retold);
  });

  it.each([
    // The second "I" of one subject goes, its verb agreeing with the first: "they quit" would be
    // the clinics.
    [
      'By Christmas I had six clinics and I quit my job at the audit firm.',
      'By Christmas Lena had six clinics and quit their job at the audit firm.',
    ],
    ['I run the shop and I love it.', 'Lena runs the shop and loves it.'],
    ['I called the owner and I asked for a meeting.', 'Lena called the owner and asked for a meeting.'],
    ["I laid off nobody, but I didn't pay myself.", "Lena laid off nobody, but didn't pay themself."],
    // Another clause or subject between: the second "I" stays, by name where "they" is someone else.
    ['I told her that the plan was wrong and I left.', 'Lena told her that the plan was wrong and Lena left.'],
    [
      'I met Sarah and she hired me and I started on Monday.',
      'Lena met Sarah and she hired Lena and Lena started on Monday.',
    ],
  ])('one subject, told once: "%s"', (spoken, retold) => {
    expect(told(spoken)).toBe(retold);
  });

  it.each([
    // After "we" (the team) the teller's "I" is by name, in the sentence and in the next one.
    [
      ['We cleaned her office three nights a week and I did the invoices.'],
      'Lena and the team cleaned her office three nights a week and Lena did the invoices.',
    ],
    [
      ['The first year we made, I think, ninety thousand dollars.', 'I paid myself nothing.'],
      'The first year Lena and the team made, Lena thinks, ninety thousand dollars. Lena paid themself nothing.',
    ],
    // After someone else in the sentence: "she still thinks they are" would be open. After a
    // sentence that ends on the bank, "their wife" would be the bank's: by name.
    [
      ['I started at the bank.', 'My wife thought I was crazy.', 'She still thinks I am a bit crazy.'],
      'Lena started at the bank. Lena’s wife thought Lena was crazy. She still thinks Lena is a bit crazy.',
    ],
    [
      ['I sit inside the company.', 'I join the Monday meeting.'],
      'Lena sits inside the company. Lena joins the Monday meeting.',
    ],
  ])('names the teller where "they" would be the team or someone else: %j', (spoken, retold) => {
    expect(toThirdPerson(spoken, 'Lena').join(' ')).toBe(retold);
  });

  it('tells "we" right after the name as "they", not "Lena and the team" after "told Lena"', () => {
    expect(told('Dr. Patel told me we were the first cleaners she never had to check.')).toBe(
      'Dr. Patel told Lena they were the first cleaners she never had to check.',
    );
  });

  it('says a relative’s "she" as the relative beside a teller who is "she" too', () => {
    const told = toThirdPerson(
      ['My mother was a teacher.', 'When I was twelve I remember she cried at the pharmacy.'],
      'Lucía',
      { team: false },
      'she',
    );
    expect(told[1]).toContain('her mother cried at the pharmacy');
    // Someone named nearer is who "she" is: left as said.
    const ngozi = toThirdPerson(
      ['My mother was a teacher.', 'Ngozi now volunteers.', 'She sent me a voice message.'],
      'Lucía',
      { team: false },
      'she',
    );
    expect(ngozi[2]).toBe('She sent Lucía a voice message.');
  });

  it('names a teller who is "they" after a company, which is "they" too', () => {
    const told = toThirdPerson(
      ['I spent eight years at a big solar company, and then I ran marketing for Europe.'],
      'Sam',
    );
    expect(told[0]).toBe('Sam spent eight years at a big solar company, and then Sam ran marketing for Europe.');
    // A "she" is never mistaken for a company.
    const she = toThirdPerson(
      ['I spent eight years at a big solar company, and then I ran marketing.'],
      'Ana',
      { team: false },
      'she',
    );
    expect(she[0]).toBe('Ana spent eight years at a big solar company, and then she ran marketing.');
  });

  it('writes "I\'ve got" as "has" by name, and keeps "got to"', () => {
    expect(toThirdPerson(["I've got six engineers and three vans."], 'Marco', { team: false }, 'he')[0]).toBe(
      'Marco has six engineers and three vans.',
    );
    expect(toThirdPerson(["I've got to go."], 'Marco', { team: false }, 'he')[0]).toBe('Marco has got to go.');
    // As a formal tone spells it.
    expect(toThirdPerson(['I have got six engineers.'], 'Marco', { team: false }, 'he')[0]).toBe(
      'Marco has six engineers.',
    );
  });

  it('says the subject of a series of deeds once, each said with its own "I" or "we"', () => {
    const sam = toThirdPerson(
      [
        'I sit inside the company.',
        'I join the Monday meeting, I talk to the engineers, I go on sales calls.',
        'I spent eight years at a big solar company, I ran marketing for Europe.',
      ],
      'Sam',
    );
    expect(sam[1]).toBe('Sam joins the Monday meeting, talks to the engineers and goes on sales calls.');
    expect(sam[2]).toBe('They spent eight years at a big solar company and ran marketing for Europe.');
    const marco = toThirdPerson(
      [
        'We surveyed every boiler they had in one month, we replaced the eleven worst ones, and we put the rest on a yearly service.',
        'When I was there, I learned a lot, I met Jo.',
        'I thought they were wrong, I left.',
        'I eat at every one of them before I post a thing, and I report in covers.',
      ],
      'Marco',
      { team: false },
      'he',
    );
    // A relative clause between ("every boiler they had") is no other subject.
    expect(marco[0]).toBe(
      'Marco and the team surveyed every boiler they had in one month, replaced the eleven worst ones, and put the rest on a yearly service.',
    );
    // Not after a clause that depends on another, nor after what someone thought.
    expect(marco[1]).toBe('When Marco was there, he learned a lot, he met Jo.');
    expect(marco[2]).toMatch(/^He thought they were wrong, \w+ left\.$/);
    // "and I report" goes back to "I eat", not to the "before I post" inside it.
    expect(marco[3]).toMatch(/, and reports in covers\.$/);
  });

  it('names whose customers "our" are when the paragraph has not named anyone yet', () => {
    expect(toThirdPerson(['Our customers are mostly office managers.'], 'Ana')).toEqual([
      'Ana’s customers are mostly office managers.',
    ]);
    expect(toThirdPerson(['I run Pressed.', 'Our customers are office managers.'], 'Ana')[1]).toBe(
      'Their customers are office managers.',
    );
  });

  it.each([
    // "myself" that only stresses who did it goes; a reflexive object stays.
    [
      'In 2016 I ran the London Marathon myself and got injured.',
      'In 2016 Lena ran the London Marathon and got injured.',
    ],
    ['I taught myself to run the Instagram.', 'Lena taught themself to run the Instagram.'],
  ])('retells "%s" as "%s"', (spoken, retold) => {
    expect(told(spoken)).toBe(retold);
  });

  it('names whose words a quote holds, even after the paragraph has named them', () => {
    expect(toThirdPerson(['I missed three shifts.', 'Then I thought, this has to change.'], 'Lena')).toEqual([
      'Lena missed three shifts.',
      'Then Lena thought: “This has to change.”',
    ]);
  });

  it.each([
    [
      "That's when I thought, someone has to fix bikes on the same day for people like me.",
      "That's when Lena thought: “Someone has to fix bikes on the same day for people like me.”",
    ],
    ['My mentor said, you charge too little', 'Lena’s mentor said: “You charge too little.”'],
    // The name the speaker was called is not part of what was said.
    [
      'And she said to me, Lena, I forgot cleaning was a problem.',
      'And she said to Lena: “I forgot cleaning was a problem.”',
    ],
  ])('quotes the words reported in "%s": "%s"', (spoken, retold) => {
    expect(told(spoken)).toBe(retold);
  });

  it.each([
    ['I thought, at first, that it would pass.', 'Lena thought, at first, that it would pass.'],
    ['I said, and I meant it, no more discounts.', 'Lena said, and they meant it, no more discounts.'],
    // Words reported inside the sentence ("…, she told me, …") are not a quote after it.
    [
      'She was spending, she told me, about five hours a week on complaints.',
      'She was spending, she told Lena, about five hours a week on complaints.',
    ],
  ])('goes on with "%s" when no quote follows the comma', (spoken, retold) => {
    expect(told(spoken)).toBe(retold);
  });
});

describe('quoteWhatOthersSaid', () => {
  it.each([
    [
      'And she said to me, Kwame, I forgot cleaning was a problem.',
      'And she said to me: “Kwame, I forgot cleaning was a problem.”',
    ],
    ['My mentor said, you charge too little.', 'My mentor said: “You charge too little.”'],
  ])('quotes "%s" as "%s", so its "I" is the speaker’s', (spoken, told) => {
    expect(quoteWhatOthersSaid(spoken)).toBe(told);
  });

  it.each([
    'I thought, someone has to fix bikes for people like me.',
    'She was spending, she told me, about five hours a week on complaints.',
    'She said that it helped.',
  ])('leaves "%s" as spoken', (sentence) => {
    expect(quoteWhatOthersSaid(sentence)).toBe(sentence);
  });

  it('tells a second speaker’s "I" by their own name, and leaves "we" to the story', () => {
    expect(retellAs('I had a cart and no plan, and we baked on weekends.', 'Jon')).toBe(
      'Jon had a cart and no plan, and we baked on weekends.',
    );
  });

  it('an interview of two co-founders: each one’s words told by their own name', () => {
    const transcript = [
      'Coach: How did the two of you start?',
      'Maya: I was a pastry chef in Lisbon for ten years. In 2018 I moved to Boston and I met Jon at a farmers market.',
      'Jon: I was selling coffee there. I had a cart and no plan. We started baking together on weekends.',
      'Coach: Tell me about a client.',
      'Jon: Harbor Law kept losing people. Their office manager told me the Friday boxes were the one thing everyone looked forward to.',
    ].join('\n');
    const stack = composeFullStack({ clientName: 'Maya Lopez', transcript, tone: 'professional_authoritative' });
    const all = Object.values(stack)
      .map((s) => s.text)
      .join('\n');
    expect(stack.backstory.text).toContain('Maya was a pastry chef in Lisbon');
    expect(all).toContain('Jon was selling coffee there');
    expect(all).not.toMatch(/Maya (?:was selling|had a cart)|told Maya the Friday boxes/);
  });
});

describe('the client record’s pronouns', () => {
  const retold = (sentences: string[], pronouns?: 'she' | 'he' | 'they') =>
    toThirdPerson(sentences, 'Maria', { team: false }, pronouns);

  it('tells the teller as she or he after the name (once a paragraph), the verb agreeing as with a name', () => {
    const spoken = [
      'I was an engineer for eleven years.',
      'I took my severance and I bought an oven.',
      'The first Saturday I sold eighteen loaves.',
      'I remember because I baked sixty.',
    ];
    expect(retold(spoken, 'she')).toEqual([
      'Maria was an engineer for eleven years.',
      'She took her severance and bought an oven.',
      'The first Saturday she sold eighteen loaves.',
      'She remembers because she baked sixty.',
    ]);
    expect(retold(['I run a bakery. I am proud of it and I deliver it myself.'], 'he')).toEqual([
      'Maria runs a bakery. He is proud of it and delivers it himself.',
    ]);
    // Not set: "they", as before.
    expect(retold(['I run a bakery. I am proud of it.'])).toEqual(['Maria runs a bakery. They are proud of it.']);
  });

  it('contracts as the pronoun does: "she’s", "she’d", never "Maria’d"', () => {
    expect(retold(["I'd been baking for years. I'm tired but I've never been happier."], 'she')).toEqual([
      "Maria had been baking for years. She's tired but she's never been happier.",
    ]);
    expect(retold(["I'd go back tomorrow."])).toEqual(['Maria would go back tomorrow.']);
  });

  it('says "she" after "Maria and the team" in the same sentence, where "they" would be the team', () => {
    expect(retold(['First we do a tasting, I bring six breads and we talk about their menu.'], 'she')).toEqual([
      'First Maria and the team do a tasting, she brings six breads and they talk about their menu.',
    ]);
    expect(retold(['First we do a tasting, I bring six breads.'])).toEqual([
      'First Maria and the team do a tasting, Maria brings six breads.',
    ]);
  });

  it('tells "us" as them once the team is named, when a thing is the subject', () => {
    expect(retold(['We had two hundred subscribers by June.', 'That kept us alive.'], 'she')).toEqual([
      'Maria and the team had two hundred subscribers by June.',
      'That kept them alive.',
    ]);
  });
});

describe('a speaker labelled by initials or in capitals', () => {
  it('is told by the client record’s name ("MS:", "MARIA:" → "Maria")', () => {
    const said = 'I was an engineer for eleven years. In 2019 I got laid off and I bought an oven.';
    for (const label of ['MS', 'MARIA']) {
      const transcript = `JL: How did it start?\n${label}: ${said}\nJL: Who do you bake for?\n${label}: Small cafés.`;
      const back = composeFullStack({ clientName: 'Maria Santos', transcript, pronouns: 'she' }).backstory.text;
      expect(back, label).toContain('Maria was an engineer for eleven years. In 2019 she got laid off');
      expect(back, label).not.toMatch(/\bMS\b|MARIA/);
    }
  });
});

describe('someone else between: only a pronoun that could be theirs needs the name', () => {
  const spoken = [
    'My sister asked me to look at her books.',
    'I sorted it out over two weekends and she told four other owners.',
    'Then she called me again.',
  ];
  it('tells "he" after "she", where "she" cannot be him', () => {
    expect(toThirdPerson(spoken, 'Tomás', { team: false }, 'he')).toEqual([
      'Tomás’s sister asked him to look at her books.',
      'He sorted it out over two weekends and she told four other owners.',
      'Then she called him again.',
    ]);
  });
  it('names the teller where the pronoun could be the other person’s', () => {
    expect(toThirdPerson(spoken, 'Tomás', { team: false }, 'they')).toEqual([
      'Tomás’s sister asked Tomás to look at her books.',
      'Tomás sorted it out over two weekends and she told four other owners.',
      'Then she called Tomás again.',
    ]);
    // A teller who is "she" too: the sister's "she" is said as the sister.
    expect(toThirdPerson(spoken, 'Tomás', { team: false }, 'she')).toEqual([
      'Tomás’s sister asked Tomás to look at her books.',
      'Tomás sorted it out over two weekends and her sister told four other owners.',
      'Then her sister called Tomás again.',
    ]);
  });
});
