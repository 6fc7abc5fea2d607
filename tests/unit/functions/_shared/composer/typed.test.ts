// What a typed answer loses in a hurry, mended before it is told; nothing the person did not say.
import { describe, expect, it } from 'vitest';
import { composeStory } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import {
  mendTyped,
  quotedTestimonial,
  quotedTestimonialAnswer,
} from '../../../../../supabase/functions/_shared/composer/typed.ts';

describe('mendTyped', () => {
  it.each([
    // The subject a note drops: the sentence before's, else the person's own ("we" here).
    [
      'they were taking orders by text. missed 2-3 orders a week.',
      'they were taking orders by text. They missed 2-3 orders a week.',
    ],
    [
      'Helped a family bakery get their orders under control.',
      'We helped a family bakery get their orders under control.',
    ],
    // A lower-case "i", a product's casing, a name capitalised in another answer.
    ["i think i'm on whatsapp more than email.", "I think I'm on WhatsApp more than email."],
    ['maria stopped working nights.', 'Maria stopped working nights.'],
  ])('"%s" → "%s"', (typed, mended) => {
    expect(mendTyped(typed, `${typed}\nThe owner Maria said we set it up.`)).toBe(mended);
  });

  it.each([
    // A note's other openings, a possessive typed without its apostrophe, a title and a name.
    ['been a baker for 20 years.', "I've been a baker for 20 years."],
    ['used to sneak down at 4am to watch my dads hands.', "I used to sneak down at 4am to watch my dad's hands."],
    ['nearly lost it in the first winter.', 'I nearly lost it in the first winter.'],
    // A past that is never a participle opens a note whose subject it dropped, comma or not.
    ['grew up on a farm, my mum had a camera.', 'I grew up on a farm, my mum had a camera.'],
    ['a regular, mrs patel, lent me 5k.', 'a regular, Mrs Patel, lent me 5k.'],
    // Who they are, typed as a note; a past with its object after it ("rebuilt the site").
    [
      'web designer for small hotels, been doing it 9 yrs',
      "I'm a web designer for small hotels, and I've been doing it for 9 years",
    ],
    [
      'im a photographer in cornwall, been doing it 9 yrs.',
      "I'm a photographer in Cornwall, and I've been doing it for 9 years.",
    ],
    [
      'rebuilt the site in 3 weeks, added a booking engine, wrote emails to past guests.',
      'I rebuilt the site in 3 weeks, added a booking engine, wrote emails to past guests.',
    ],
  ])('"%s" → "%s" (the person says "I")', (typed, mended) => {
    expect(mendTyped(typed)).toBe(mended);
  });

  it.each([
    'Founded in 2019, the bakery grew fast.',
    'Built to last, the oven still runs.',
    'Set up one order form.',
    'Trained staff make fewer mistakes.',
  ])('keeps "%s" as it is', (sentence) => {
    // "Trained staff" and "Built to last" are not a verb missing its subject.
    expect(mendTyped(sentence)).toBe(sentence);
  });

  it.each([
    // A word typed without its apostrophe, a unit a note shortens, a day in lower case.
    ['shes working 45 hrs now and gets her sundays back.', "she's working 45 hours now and gets her Sundays back."],
    ['we dont open on mondays, 1 hr for lunch.', "we don't open on Mondays, 1 hour for lunch."],
    // The verb a note drops before "down to": not "Waste down to 8%".
    ['waste down to 8% in 3 months.', 'waste went down to 8% in 3 months.'],
    // A first name or a place typed in lower case, as the tagger knows them; never an everyday word.
    ['a bakery owner, jess, 2 shops in leeds.', 'a bakery owner, Jess, 2 shops in Leeds.'],
    ['my client sarah called me from bristol.', 'my client Sarah called me from Bristol.'],
    ['we said grace and made our mark, reading the room.', 'we said grace and made our mark, reading the room.'],
    ['we roast a turkey on fine china.', 'we roast a turkey on fine china.'],
    // Has its verb already; and a shortened unit keeps the full stop after it.
    ['costs went down to 8% in 3 months.', 'costs went down to 8% in 3 months.'],
    ['working 70 hrs. she loves it.', 'working 70 hours. she loves it.'],
    // "may" and "march" are verbs as often as months: left as typed.
    ['we may march on.', 'we may march on.'],
    // A possessive typed without its apostrophe only before a thing of theirs.
    ['my best friends wedding photographer didnt turn up.', "my best friend's wedding photographer didn't turn up."],
    ['my friends came to help.', 'my friends came to help.'],
    ['my friends helping me was huge.', 'my friends helping me was huge.'],
  ])('"%s" → "%s" (words)', (typed, mended) => {
    expect(mendTyped(typed)).toBe(mended);
  });

  it('says the missing subject of notes about the people served as them, never the teller', () => {
    const served = (typed: string, opens = false) => mendTyped(typed, typed, { served: true, opens });
    expect(served('small hotel owners, 5-30 rooms, mostly in the UK', true)).toBe(
      'My clients are small hotel owners with 5-30 rooms, mostly in the UK',
    );
    expect(served('couples in their 50s who bought a B&B as a lifestyle change.')).toBe(
      'Many are couples in their 50s who bought a B&B as a lifestyle change.',
    );
    expect(served('love hosting but hate tech. proud of their breakfasts.')).toBe(
      "They love hosting but hate tech. They're proud of their breakfasts.",
    );
    expect(served('paying 15-20% commission to booking sites. website looks like 2009.')).toBe(
      "They're paying 15-20% commission to booking sites. Their website looks like 2009.",
    );
    expect(served('want someone who gets hospitality, not a big agency')).toBe(
      'They want someone who gets hospitality, not a big agency',
    );
    // Sentences with a subject, or a verb of their own, stay as typed.
    for (const kept of ['Bookings drop every November.', 'Running a hotel is hard.', 'The owner does everything.'])
      expect(served(kept)).toBe(kept);
    // The teller's own answers keep the teller's subject.
    expect(mendTyped('want someone who gets it.')).toBe('want someone who gets it.');
  });

  it('writes a Job story typed as notes as sentences: their want, and a situation that is no clause', () => {
    const { text } = composeStory({
      frameworkType: 'job_story',
      answers: {
        situation: 'end of season, looking at the numbers',
        motivation: 'want more direct bookings without learning tech',
        expected_outcome: 'keep more of every room',
      },
    });
    expect(text).toContain(
      'End of season, looking at the numbers: they want more direct bookings without learning tech, so that they keep more of every room.',
    );
    expect(text).not.toContain('When end of season');
  });

  it('tells a Portfolio’s steps typed as a list as a list, and its tools typed as names as its tools', () => {
    const { text } = composeStory({
      frameworkType: 'portfolio_story',
      answers: {
        overview: 'websites + booking engines for small hotels',
        process_steps: '1. free call\n2. overnight stay + photos\n3. live in 3 weeks',
        tools_techniques: 'webflow, little hotelier, mailchimp',
        quality_standards: '40+ hotels, avg 35% direct bookings after a year',
      },
    });
    expect(text).toMatch(/\n- Free call\.\n- Overnight stay \+ photos\.\n- Live in 3 weeks\./);
    expect(text).toContain('The tools: Webflow, little hotelier, Mailchimp.');
    expect(text).toContain('40+ hotels, an average of 35% direct bookings after a year.');
  });

  it('keeps a typed list and its line breaks, mending only the line that needs it', () => {
    expect(mendTyped('- First we call.\n- visited every shop.\n\nResult: we doubled revenue.')).toBe(
      '- First we call.\n- We visited every shop.\n\nResult: we doubled revenue.',
    );
  });
});

describe('quotedTestimonial', () => {
  it('quotes a client’s words typed without quotation marks', () => {
    expect(quotedTestimonial('Maria said i got my evenings back')).toBe('“I got my evenings back,” Maria said.');
    expect(quotedTestimonial('She told me we should have done this years ago.')).toBe(
      '“We should have done this years ago,” she told me.',
    );
    expect(quotedTestimonial('She said that it helped.')).toBe('She said that it helped.');
  });
});

describe('a Backstory from typed answers', () => {
  it('tells who they are today after the road there, before what it taught, with "Today"', () => {
    const { text } = composeStory({
      frameworkType: 'backstory',
      answers: {
        overview: 'im a wedding photographer in cornwall, been doing it 9 yrs',
        origin: 'grew up on a farm. got my first camera at 16 from a car boot sale for £20',
        pivotal_moments: 'my best friends wedding photographer didnt turn up in 2015. i shot it on my old camera',
        lessons: 'people dont remember the dress, they remember who was crying',
      },
      tone: 'warm_encouraging',
    });
    const at = [
      'I grew up on a farm',
      'wedding photographer didn',
      "Today, I'm a wedding photographer",
      'remember the dress',
    ].map((x) => text.indexOf(x));
    expect(
      at.every((x, i) => x >= 0 && (i === 0 || x > at[i - 1])),
      text,
    ).toBe(true);
  });

  it('keeps a name’s capital after "Today,"', () => {
    const { text } = composeStory({
      frameworkType: 'backstory',
      answers: {
        overview: 'Stride is my clinic in Leeds, we see runners and cyclists.',
        origin: 'I grew up in Accra and ran for my school.',
      },
      tone: 'warm_encouraging',
    });
    expect(text).toContain('Today, Stride is my clinic in Leeds');
  });
});

describe('quotedTestimonialAnswer', () => {
  it('quotes a testimonial typed as the client said it, whole, and one signed with a dash', () => {
    expect(quotedTestimonialAnswer(['I got my Sundays back.'])).toEqual(['“I got my Sundays back.”']);
    expect(quotedTestimonialAnswer(['Best decision we made - Jess'])).toEqual(['“Best decision we made,” Jess said.']);
    // Told about the client, not by them: as it was typed.
    expect(quotedTestimonialAnswer(['She says it changed her year.'])).toEqual(['She says it changed her year.']);
    expect(quotedTestimonialAnswer(['Jess recommends us to everyone.'])).toEqual(['Jess recommends us to everyone.']);
  });
});

describe('a story from typed answers', () => {
  const answers = {
    overview: 'helped a family bakery get their wholesale orders under control',
    client_before:
      'they were taking orders by text, whatsapp and phone. missed 2-3 orders a week and the owner Maria was working till midnight',
    intervention: 'we set up one order form for all their cafe customers. trained the staff in one afternoon',
    transformation: 'within a month no missed orders. maria stopped working nights',
    client_after: 'wholesale went from 12 cafes to 31 in a year',
    testimonial: 'maria said i got my evenings back',
  };

  it('has its subjects, its names and its quote, in every tone', () => {
    for (const tone of ['author_voice', 'professional_authoritative'])
      for (const person of ['first', 'third'] as const) {
        const { text, hints } = composeStory({
          frameworkType: 'impact_story',
          answers,
          tone,
          person,
          clientName: 'Jo Baker',
        });
        expect(text, `${tone} ${person}`).toMatch(/(?:We|Jo and the team) helped a family bakery/);
        expect(text).toContain('They missed 2-3 orders a week');
        expect(text).toContain('WhatsApp');
        expect(text).not.toMatch(/\bmaria\b/);
        // Someone else's words in quotation marks are never retold as the teller's.
        expect(text).toContain('“I got my evenings back,” Maria said.');
        // "within a month" says when: no hint asks for it.
        expect((hints ?? []).join(' ')).not.toContain('Say when it happened');
      }
  });

  it('reads a before in its part and an after in its own as a before and after, and quotes the client', () => {
    const { text, hints } = composeStory({
      frameworkType: 'impact_story',
      answers: {
        overview: 'a bakery owner with 2 shops',
        client_before: 'she was throwing away about 30% of bread every week, working 70 hrs',
        intervention: 'we set up a simple order sheet and a daily count',
        transformation: 'waste down to 8% in 3 months. shes working 45 hours',
        testimonial: 'i got my sundays back',
      },
      tone: 'warm_encouraging',
    });
    expect(text).toContain('Waste went down to 8% in 3 months.');
    expect(text).toContain("She's working 45 hours.");
    expect(text).toContain('“I got my Sundays back.”');
    expect((hints ?? []).join(' ')).not.toContain('Give a before and an after');
  });
});
