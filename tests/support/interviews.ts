// Fifteen interviews as coaches really upload them: a header line, a date, interviewer questions,
// a private coach note, hard numbers and a before/after result. Used by the composer tests, the
// generation functions' integration tests and scripts/write-examples.ts (docs/examples/).

import type { StackFrameworkType } from '../../src/domain/frameworks.ts';
import type { Pronouns } from '../../supabase/functions/_shared/composer/mod.ts';

export interface Interview {
  slug: string;
  /** Who the stories are for (the client record's name). */
  clientName: string;
  /** The client record's pronouns, as a coach sets them (the writer's "she", "he" or "they"). */
  pronouns: Pronouns;
  /** Words that must never reach any output (the private note, the interviewer's lines). */
  privateText: string[];
  interviewerLines: string[];
  /** Numbers a story must keep. */
  numbers: string[];
  text: string;
  /**
   * Stories of the stack the interview says nothing for: the writer leaves them empty and the
   * stack skips them (spec: an empty result for a type is skipped), rather than fill them with
   * another story's sentences.
   */
  skips?: readonly StackFrameworkType[];
}

/** A founder, interviewed by her coach: cloud cost software for SaaS companies. */
export const FOUNDER: Interview = {
  slug: 'founder-fiona-cloudtrim',
  clientName: 'Fiona Walsh',
  pronouns: 'she',
  privateText: ['seed round', 'Coach note'],
  interviewerLines: ['Tell me who you build CloudTrim for.', 'How did CloudTrim start?'],
  numbers: ['$180,000 a month', '$92,000 to $41,000', '81% to 96%'],
  text: `Interview with Fiona Walsh - founder story
Recorded on Zoom, 12 March 2026

Stacy: Tell me who you build CloudTrim for.
Fiona: We build it for SaaS founders with twenty to two hundred engineers whose cloud bill grows faster than their revenue.
Fiona: Most of them have a CTO who is also the only person who understands the AWS invoice.
Fiona: They are terrified of cutting the wrong thing and taking production down on a Friday night.
Stacy: How did CloudTrim start?
Fiona: In 2021 I was the head of infrastructure at a payments startup, and our bill hit $180,000 a month.
Fiona: Nobody could tell me which team was spending it, so I wrote a script over a weekend that tagged every resource by owner.
Fiona: That script saved us $60,000 in the first month, and I quit my job six months later to turn it into CloudTrim.
Coach note: Fiona is raising a seed round in Q1; do not mention it in anything public.
Stacy: What do you do that the big cost tools don't?
Fiona: The big tools give you a dashboard and leave you alone with it.
Fiona: We sit with the engineers for two weeks, and we only switch something off when its owner says yes.
Fiona: Unlike the consultancies, we charge a share of what we save, so if we save nothing the client pays nothing.
Stacy: Tell me about one customer.
Fiona: Brightpath is a learning platform with eighty engineers.
Fiona: Before we met, they were paying $92,000 a month and their CTO spent every Monday arguing about the bill.
Fiona: We mapped every service to a team, moved their batch jobs to spot instances and shut down fourteen forgotten test environments.
Fiona: Within six weeks the bill went from $92,000 to $41,000 a month.
Fiona: Their deploy success rate went from 81% to 96% because the clean-up removed so much noise.
Fiona: Their CTO told me it was the first quarter he did not dread the invoice.
Stacy: Walk me through how a project runs.
Fiona: First we connect read-only to their cloud account and tag every resource by owner.
Fiona: Then we run a two-week savings sprint with the engineers, one service at a time.
Fiona: Finally we hand over a monthly cost review that their own team runs.
Fiona: Every change we make can be rolled back in one click, and we never touch production without a named owner.
Stacy: When do people usually call you?
Fiona: They call us the week the board asks why cloud costs are up forty percent.
Fiona: What they want is to stop worrying about the bill and get back to building the product.`,
};

/** A consultant with timestamps: operations for logistics firms, one client case. */
export const CONSULTANT: Interview = {
  slug: 'consultant-marcus-operations',
  clientName: 'Marcus Bell',
  pronouns: 'he',
  privateText: ['being sold', 'Hartley family'],
  interviewerLines: ['So who hires you, Marcus?', 'What was Hartley like when you arrived?'],
  numbers: ['81% to 96%', '£2.4M', '£310,000'],
  text: `Marcus Bell | Bell Operations | discovery call transcript
Date: 4 February 2026

[00:00:05] Interviewer: So who hires you, Marcus?
[00:00:09] Marcus: Owners of regional freight companies, usually forty to three hundred staff, who grew by saying yes to every contract.
[00:00:21] Marcus: They are good at winning work and bad at saying how long it will take.
[00:00:30] Marcus: They hire me when a big customer threatens to leave over late deliveries.
[00:00:41] Interviewer: How did you end up doing this?
[00:00:45] Marcus: I spent twelve years running night shifts in a warehouse in Doncaster.
[00:00:58] Marcus: In 2017 the site nearly lost its biggest contract, and I rebuilt the dispatch board on a whiteboard in one weekend.
[00:01:10] Marcus: That weekend taught me that most delays are decided before the lorry leaves the yard.
[00:01:19] Interviewer: What was Hartley like when you arrived?
[00:01:24] Marcus: Hartley Freight was losing £2.4M a year in late-delivery penalties.
[00:01:33] Marcus: Dispatchers planned routes from memory, and on-time delivery was stuck at 81%.
(private: Hartley is being sold next year, keep the Hartley family out of anything public)
[00:01:45] Interviewer: What did you actually do?
[00:01:49] Marcus: We spent the first week on the night shift, watching where loads waited.
[00:02:01] Marcus: We moved loading to a fixed timetable and introduced a fifteen-minute stand-up before every shift.
[00:02:12] Interviewer: And the result?
[00:02:15] Marcus: In five months on-time delivery went from 81% to 96%.
[00:02:24] Marcus: Penalties fell from £2.4M to £310,000 a year, and they kept the customer who had threatened to leave.
[00:02:36] Marcus: Their operations director said it was the first winter nobody slept in the office.
[00:02:44] Interviewer: What makes you different from the big consultancies?
[00:02:49] Marcus: The big firms send a slide deck; I send myself, on the night shift, for the first week.
[00:03:01] Marcus: I only work with one client at a time, so the owner always has my phone number.
[00:03:12] Interviewer: How does a project run?
[00:03:15] Marcus: First a week of night shifts, then a two-day workshop with the dispatchers, then twelve weeks of weekly reviews.
[00:03:29] Marcus: I use a one-page dispatch board and a late-load log that the team fills in themselves.`,
};

/** A coach's client, two interviewers, a header and a note: a dentist's practice. */
export const CLIENT: Interview = {
  slug: 'coach-client-dana-rivera',
  clientName: 'Dana Rivera',
  pronouns: 'she',
  privateText: ['divorce', 'do not mention'],
  interviewerLines: ['Tell me about a patient you helped.', 'Who are your patients?'],
  numbers: ['22% to 6%', '$41,000 to $63,000', '1,100 patients'],
  text: `Interview with Dana Rivera - client story
Rivera Family Dental, Austin
Recorded 9 March 2026 by Stacy Lane and Tom Reyes

Stacy: Who are your patients?
Dana: Mostly adults who have not seen a dentist in five years or more because they are scared.
Dana: A lot of them are parents in their forties who bring their kids but never book for themselves.
Dana: They worry that we will judge them for the state of their teeth.
Tom: Why did you open your own practice?
Dana: I grew up in El Paso, and my mother hid her smile in every photo because she could not afford a dentist.
Dana: In 2015 I left a chain practice where I had eleven minutes per patient, and I opened Rivera Family Dental with two chairs.
Dana: I learned that fear, not price, is what keeps people away.
Coach note: Dana's divorce is why she moved to Austin; do not mention it.
Stacy: What do you do differently?
Dana: Every new patient gets a thirty-minute talk with me before anyone picks up an instrument.
Dana: We never show a price without showing the cheapest option next to it.
Stacy: Tell me about a patient you helped.
Tom: Someone who really changed?
Dana: Marco came in after eight years away with a broken molar and a lot of shame.
Dana: We fixed the pain first, then built a plan he could pay monthly.
Dana: Today he brings his whole family and he sent us six new patients last year.
Stacy: And for the practice as a whole?
Dana: When we started the no-judgement first visit, missed appointments fell from 22% to 6%.
Dana: Monthly revenue went from $41,000 to $63,000 in one year, and we now look after 1,100 patients.
Stacy: How does a first visit work?
Dana: First the talk, then photos of the teeth on a big screen, then a written plan with three prices.
Dana: We check every plan with the patient a week later, by phone, before any work starts.`,
};

/** A shop owner in a coaching session, as Zoom exports it: a timestamp on every line, spoken
 *  fillers ("um", "you know", "Oh,"), questions asked the way people talk, and a private note. */
export const OWNER: Interview = {
  slug: 'owner-priya-wheelhouse',
  clientName: 'Priya Natarajan',
  pronouns: 'she',
  privateText: ['landlord dispute', 'not for publication'],
  interviewerLines: ['who walks into Wheelhouse', 'Got a customer story?', 'Anything that went wrong'],
  numbers: ['$600 a year', '$180', '70%'],
  // Nothing in it says how the work runs, step by step.
  skips: ['portfolio_story'],
  text: `Zoom transcript - Coaching session with Priya Natarajan (Wheelhouse Cycles)
14 October 2026

[00:00:04] Coach: Okay, we're recording. So, um, tell me who walks into Wheelhouse.
[00:00:11] Priya: Mostly commuters. People who ride to work every day, rain or shine, and need the bike to just work.
[00:00:19] Priya: A lot of them are nurses and teachers who can't afford to lose a morning waiting for a repair.
[00:00:27] Priya: They're honestly a bit afraid of bike shops, you know, because most shops make them feel stupid for not knowing what a bottom bracket is.
[00:00:40] Coach: Ha, yeah. And how did the shop start?
[00:00:44] Priya: So I was an ER nurse for nine years. I commuted twelve miles each way on a second-hand road bike.
[00:00:53] Priya: In 2018 my chain snapped on the way to a night shift and the shop near the hospital told me it would take two weeks.
[00:01:02] Priya: I missed three shifts. That's when I thought, someone has to fix bikes on the same day for people like me.
[00:01:10] Priya: I took a mechanics course at night and in 2020 I opened Wheelhouse Cycles in a garage with one repair stand.
[00:01:21] Coach: What's different about how you work?
[00:01:25] Priya: We do same-day repairs, and if we can't, we lend you a bike for free until yours is ready.
[00:01:33] Priya: We also explain everything in plain words and show you the worn part. Most shops just hand you a bill.
[00:01:41] Coach: Got a customer story?
[00:01:44] Priya: Yeah, Marcus. He's a teacher who rides an e-bike to school. Before he found us he was paying about $600 a year on repairs at a chain store and losing a day each time.
[00:01:57] Priya: We set him up with a service plan, taught him to check his brake pads himself, and swapped his tyres for puncture-proof ones.
[00:02:06] Priya: Last year he spent $180 and he didn't miss a single day of school because of the bike.
[00:02:14] Coach: Love it. Anything that went wrong along the way?
[00:02:18] Priya: Oh, the first winter. We nearly closed. Sales dropped by 70% in January because nobody buys bikes in the snow.
[00:02:27] Priya: That's when we started the winter service plan, and now January is our second-busiest month.
[00:02:35] Coach (private note): ask about the landlord dispute next time, not for publication.
[00:02:41] Priya: What I want people to feel is that a bike shop can be on their side.`,
};

/**
 * An accountant for vet clinics, in a Q:/A: write-up with long spoken answers: a self-introduction
 * ("I'm Tomás"), a one-word "why" question, fillers ("um", "honestly"), a closing takeaway.
 */
export const ACCOUNTANT: Interview = {
  slug: 'accountant-tomas-ledgerly',
  clientName: 'Tomás Ortega',
  pronouns: 'he',
  privateText: ['Kerry clinic', 'fee dispute'],
  interviewerLines: ['Why vets?', 'Walk me through how you work with a new clinic.'],
  numbers: ['€200,000', 'eight months'],
  text: `Interview with Tomás Ortega, founder of Ledgerly — recorded for the StoryStack workshop

Q: Tell me a bit about who you are and what Ledgerly does.
A: Sure. I'm Tomás, I'm an accountant by training, and Ledgerly does month-end bookkeeping for independent veterinary clinics. We close the books by the fifth working day of every month, which for a vet clinic is kind of unheard of.

Q: Why vets?
A: Honestly it was an accident. My sister is a vet and in 2019 she asked me to look at her books because her accountant had quit. It was a mess, um, three months of receipts in a shoebox, literally a shoebox. I sorted it out over two weekends and she told four other clinic owners at a conference. By Christmas I had six clinics and I quit my job at the audit firm in March 2020.

Q: What was the hardest moment?
A: The first lockdown. Two weeks after I quit, clinics went to emergency-only and three of my six clients paused their contracts. I had maybe four months of savings. So I called every clinic owner I knew and offered to do their cash-flow forecast for free, and that's what saved us, because when they reopened they all needed someone who already knew their numbers.

(private: the Kerry clinic left after a fee dispute, keep them out of anything public)

Q: Who is your ideal client today?
A: Clinic owners with one to three practices, usually vets who bought the practice from their old boss. They're brilliant with animals and they hate spreadsheets. They usually call us when the bank asks for management accounts and they realise they don't have any.

Q: Can you give me an example of a client you helped?
A: Yeah, Harbour Vets in Cork. When they came to us their books were eight months behind and they were about to lose a €200,000 equipment loan because they couldn't show the bank any numbers. We caught up the eight months in three weeks, we set up their bank feeds and we moved them to a weekly fifteen-minute call. They got the loan, and their owner, Niamh, told me it was the first time in ten years she took a full week off.

Q: What makes you different from a normal accountancy firm?
A: We only do vets, so we know what a controlled-drugs register costs and why the X-ray machine lease matters. A normal firm sends you a junior who learns on your books. And we give every clinic a fixed monthly price, no surprises.

Q: Walk me through how you work with a new clinic.
A: First we do a free one-hour review of their last three months. Then we catch up anything that's behind, usually in two to three weeks. After that it's the monthly close, done by the fifth working day, and a one-page report in plain English.

Q: What do you want people to take away from your story?
A: That you don't have to be good at numbers to run a good clinic. You just need someone in your corner who is.`,
};

/**
 * The owner of a commercial cleaning company, in a Rev export ("Speaker 1 (00:00:02):"): the
 * interviewer's "Mm-hmm." and "Wow." between the parts of one answer, numbers said in words
 * ("ninety thousand dollars", "under ten percent"), a year said alone ("2019."), a follow-up
 * ("And the second thing?"), a named method, and no question about who the clients are.
 */
export const CLEANER: Interview = {
  slug: 'owner-kwame-brightfloor',
  clientName: 'Kwame Mensah',
  pronouns: 'he',
  privateText: ['owes them', 'for March'],
  interviewerLines: ['why do I pick you', 'a real turning point', 'I love that'],
  numbers: ['under ten percent', 'zero findings'],
  text: `Kwame Mensah interview - BrightFloor
Transcribed by Rev.com

Speaker 1 (00:00:02):
Okay, we're recording. So, um, thanks for making the time, Kwame. I know Thursdays are crazy for you. Let's just start wherever feels natural. Who are you and what do you do?

Speaker 2 (00:00:14):
Sure. So I'm Kwame Mensah, I run BrightFloor. We're a commercial cleaning company here in Columbus. We clean dental offices, medical clinics, a couple of vet hospitals. About forty people on the team now.

Speaker 1 (00:00:29):
And how did you end up in cleaning? Because I know that's not where you started.

Speaker 2 (00:00:33):
No, no. I was in banking for nine years. Commercial lending. Suit and tie, the whole thing. But cleaning is, it's actually in my family. My mom cleaned offices at night for twenty-two years after we came over from Ghana. I used to go with her on Saturdays when I was a kid. I'd empty the bins and she'd do the floors. And I remember, this one office, a law firm, nobody ever said a word to her. Not hello, not thank you. She was invisible to them.

Speaker 1 (00:01:05):
Mm-hmm.

Speaker 2 (00:01:06):
And that stuck with me. I didn't know it was sticking with me, but it did.

Speaker 1 (00:01:11):
So what made you leave the bank?

Speaker 2 (00:01:14):
In 2016 my mom hurt her back at work. She slipped on a floor that somebody else had mopped and not put a sign out. [crosstalk] Yeah. And the company she worked for, they just, they let her go. Three weeks after. No call, nothing. I was sitting in my office at the bank approving a loan for a cleaning company, actually, and I looked at their numbers and I thought, I could do this better. And I could do it in a way that treats people right.

Speaker 1 (00:01:45):
Wow. That's, that's a real turning point.

Speaker 2 (00:01:48):
It was. I gave notice the next month. My wife thought I was crazy. (laughs) She still thinks I'm a bit crazy.

Speaker 1 (00:01:55):
Tell me about the early days. What was the first year like?

Speaker 2 (00:01:59):
Hard. I had one van, a used Ford Transit, and two people, me and my cousin Kofi. Our first client was a dentist two streets from my house, Dr. Patel. We cleaned her office three nights a week and I did the invoices at the kitchen table. The first year we made, I think, ninety thousand dollars in revenue, and I paid myself nothing. We almost ran out of money in the winter of 2017. I had to sell my car.

Speaker 1 (00:02:30):
What kept you going?

Speaker 2 (00:02:32):
Honestly? Kofi. And the clients. Dr. Patel told me we were the first cleaners she didn't have to check up on. That was the moment I knew we had something.

Speaker 1 (00:02:42):
So let's talk about what makes BrightFloor different, because there are a lot of cleaning companies out there. If I'm a practice manager, why do I pick you?

Speaker 2 (00:02:52):
Two things. First, we pay our people properly. Everybody starts at eighteen dollars an hour, which is about five above the market here, and they get paid sick days. So they stay. Our turnover is under ten percent a year. In this industry it's usually over seventy. And when the same person cleans your office every night for three years, they know it. They know where the sharps bin goes, they know which room the hygienist needs ready first.

Speaker 1 (00:03:20):
And the second thing?

Speaker 2 (00:03:22):
The second thing is what we call the Two-Walk Check. Every night, the cleaner walks the office once before they start and once when they finish, and they take photos of six spots we agree with the client. The photos go to the practice manager by seven in the morning. So you never have to wonder. You just open your phone.

Speaker 1 (00:03:45):
I love that. Can you give me a specific client where that made a difference? Like a real before and after.

Speaker 2 (00:03:51):
Yeah, Harbor Dental Group. They have four locations. Their practice manager, Lisa Chen, came to us in 2021. She was spending, she told me, about five hours a week dealing with cleaning complaints. Dentists finding dust on the lights, a missed bathroom, that kind of thing. They had gone through three cleaning companies in two years. And they failed a state inspection at one location because of the sterilization room.

Speaker 1 (00:04:20):
Oof.

Speaker 2 (00:04:21):
Yeah. So we started with one location as a trial. We did the Two-Walk Check from the first night, and we put the same two cleaners there every night. After ninety days Lisa gave us the other three locations. Now she spends maybe twenty minutes a week on cleaning, and that's mostly reading the photo reports. They passed their next inspection with zero findings. And she said to me, Kwame, I forgot cleaning was a problem. That's the best thing a client has ever said to me.

Speaker 1 (00:04:52):
That's a great line. Has anything gone badly? What's the hardest moment you've had in the business?

Speaker 2 (00:04:59):
2019. We lost our biggest contract, a hospital group, about forty percent of our revenue, because they went with a national company that was cheaper. I had to decide whether to cut wages to compete on price. And I didn't. I laid off nobody, but I didn't pay myself for four months. It was the worst year. But it taught me we're not the cheapest and we shouldn't try to be. We're the ones you don't have to think about.

Speaker 1 (00:05:28):
And what do you believe about this work? Like, what's the thing you'd want everybody to know?

Speaker 2 (00:05:34):
That the people who clean your building are not invisible. I believe if you treat cleaners like professionals, they do professional work. It's not complicated. My mom was the hardest-working person I know and nobody saw her. Everybody on my team gets seen.

Speaker 1 (00:05:50):
Where do you want to take it next?
Coach note: the hospital group still owes them for March, do not mention it.

Speaker 2 (00:05:53):
We want to be in Cincinnati and Dayton by 2028. And I want to start a training program, a real certification for healthcare cleaning, so people can build a career, not just a job.

Speaker 1 (00:06:05):
Last one. If someone remembers one thing about BrightFloor, what should it be?

Speaker 2 (00:06:10):
That we're the cleaning company you forget about, in the best way. You never have to think about it again.`,
};

/**
 * A physiotherapist's coaching call as a free transcription app typed it: no punctuation and no
 * capitals at all, no speaker labels, the coach's questions on lines of their own, fillers, a
 * number said in words ("three hours fifty two"), and a private note the coach typed in after.
 */
export const PHYSIO: Interview = {
  slug: 'physio-grace-stride',
  clientName: 'Grace Okafor',
  pronouns: 'she',
  privateText: ['landlord', 'rent review'],
  interviewerLines: ['how did you start', 'proud of', 'what do you do differently'],
  numbers: ['twelve weeks', '2020'],
  // How Grace works is told as her difference (the treadmill, one change at a time): no steps of
  // her own for a Portfolio.
  skips: ['portfolio_story'],
  text: `coaching call grace okafor
so um thanks for having me yeah so i run a physio clinic in leeds called stride we mostly see runners and cyclists people who are training for something a marathon a sportive and they get injured and the nhs waiting list is like twelve weeks so they come to us
how did you start
i was a physio at the hospital for eight years and i kept seeing the same thing runners would come in with a knee and get told to rest for six weeks and that's the worst advice you can give a runner so in 2020 i opened stride with one treatment room and now we have four rooms and six physios
what do you do differently
we don't tell people to stop we keep them running we look at how they run on a treadmill with a camera and we change one thing at a time and every plan has a race date on it because that's what they care about
what's a client story you're proud of
there's a guy tom he came to us three weeks before the london marathon with shin splints he couldn't run more than two miles without pain we built him a plan with shorter runs and a lot of strength work and he finished in three hours fifty two and he sent me a photo of his medal
what do you want people to take away
that an injury doesn't have to end your season if you get the right help early
Coach note: the landlord wants a rent review in March, do not mention it.`,
};

/** A baker, from an Otter.ai export: "Name  0:02" speaker lines, a host who reacts before asking
 *  ("Oof. What happened then?"), a client named with his café ("Café Lento, Rui again."), steps
 *  said as "So first … Then … And every month …", a goodbye, and a note to self at the end. */
export const BAKER: Interview = {
  slug: 'baker-maria-crumb',
  clientName: 'Maria Santos',
  pronouns: 'she',
  privateText: ['selling the business', 'bigger group', 'Note to self'],
  interviewerLines: ['What happened then?', 'How do you work with a new café?', 'Anything else?'],
  numbers: ['eighteen loaves', 'five percent', 'forty eight hours'],
  text: `Interview with Maria Santos - Crumb & Co
Recorded Nov 14, 2026

Jen Lee  0:02
Okay, we're recording. So Maria, just to start, tell me a bit about what Crumb & Co is and who you bake for.

Maria Santos  0:11
Sure. So, um, Crumb & Co is a sourdough bakery in Porto, well just outside Porto, in Matosinhos. We started selling at the Saturday market but now most of what we do is wholesale. We bake for about thirty cafés and two hotels. The cafés that buy from us are usually small, independent places, one or two locations, and their problem is they want good bread but they can't afford a baker on staff and they don't have the oven space.

Jen Lee  0:45
And how did it start? What's the backstory?

Maria Santos  0:49
Honestly it started because I got laid off. I was an engineer at a car parts factory for eleven years, quality control, and in 2019 they closed the plant. And I'd been baking sourdough on weekends for years, like obsessively, my husband used to joke the starter was our second child. So I took my severance and I bought a secondhand deck oven for six thousand euros and I started with one stall at the market. The first Saturday I sold eighteen loaves. I remember because I baked sixty.

Jen Lee  1:32
Oof. What happened then?

Maria Santos  1:35
Well, I kept going. I changed the recipes, I made smaller loaves, I started giving samples. By the end of that first year I was selling out by eleven every Saturday. And then a café owner, Rui, he runs a place called Café Lento, he bought from my stall every week and one day he asked if I could deliver to him every morning. That was the first wholesale customer.

Jen Lee  2:05
What was the hardest moment?

Maria Santos  2:08
The pandemic, obviously. In March 2020 the market closed and the cafés closed, all in the same week. I had flour for two months and no customers. So we started doing home delivery, my husband drove, I baked, and we did a subscription, a loaf every week. We had two hundred subscribers by June. That kept us alive.

Jen Lee  2:40
How do you work with a new café? What does that look like?

Maria Santos  2:44
So first we do a tasting, I bring six breads and we talk about their menu. Then we agree a standing order, same bread every day so they can plan. Then we deliver before seven every morning, always before they open. And every month we look at what they threw away and we adjust the order so they're not wasting bread.

Jen Lee  3:10
Is there a client result you're proud of?

Maria Santos  3:13
Yes, Café Lento, Rui again. Before us he was buying industrial bread and throwing away maybe a third of it every day. After six months with us his waste went down to almost nothing, like five percent, and he started selling toast on the menu, sourdough toast with tomato, and it's now his best selling item. He told me the bread pays for itself.

Jen Lee  3:42
What makes you different from other bakeries?

Maria Santos  3:45
We only use Portuguese flour, from a mill in Alentejo, and we ferment everything for forty eight hours. And we don't do minimum orders. A tiny café can order five loaves. Most wholesale bakeries want you to buy fifty.

Jen Lee  4:02
What do you believe about this work?

Maria Santos  4:05
I believe good bread shouldn't be a luxury. Every neighbourhood café should be able to serve real bread.

Jen Lee  4:15
Great. Anything else?

Maria Santos  4:17
No, I think that's it. Thank you, this was fun.

Jen Lee  4:20
Thanks Maria. Note to self: she's thinking about selling the business to a bigger group, keep that private.`,
};

/** IT support for law firms, from a Google Meet transcript: "[00:00:04] Priya Shah (coach):", a
 *  time and the speaker's role before each turn, "who do you help?", "one firm you helped", and
 *  a private note in the coach's last turn. */
export const IT_SUPPORT: Interview = {
  slug: 'it-daniel-osei',
  clientName: 'Daniel Osei',
  pronouns: 'he',
  privateText: ['raising prices', 'Private note'],
  interviewerLines: ['who do you help?', 'Can you tell me about one firm you helped?', 'Lovely.'],
  numbers: ['eight thousand pounds', 'two hours a month', 'twelve people'],
  // Nothing in it is how he works step by step.
  skips: ['portfolio_story'],
  text: `Google Meet transcript — Story session with Daniel Osei
Nov 21, 2026

[00:00:04] Priya Shah (coach): Thanks for jumping on, Daniel. Let's start simple: who do you help?
[00:00:11] Daniel Osei: Yeah so I do IT support for small law firms, mostly firms with five to twenty staff. They don't have an IT person, so when the printer dies or someone clicks a phishing email, the office manager ends up being the IT department, and she's usually also doing payroll.
[00:00:38] Priya Shah (coach): How did you end up doing that?
[00:00:42] Daniel Osei: I was a sysadmin at a big firm in the City for about seven years. My sister-in-law runs a family law practice and in 2018 she got hit with ransomware. They lost two weeks of work and paid eight thousand pounds to get their files back. I helped her rebuild everything over a weekend, and then three other solicitors she knew called me. I left my job in 2019 and started Osei IT.
[00:01:20] Priya Shah (coach): What's different about how you work?
[00:01:24] Daniel Osei: I charge a flat monthly fee per person, so nobody's scared to call me. Most IT companies bill by the hour and people wait until things are really broken. And I answer the phone myself. You get me, not a ticket number.
[00:01:45] Priya Shah (coach): Can you tell me about one firm you helped?
[00:01:49] Daniel Osei: Sure. Hartley & Cole, it's a conveyancing firm, twelve people. When they came to me they were losing about a day a week to IT problems, the Wi-Fi kept dropping and nobody had backups. We replaced the network, set up automatic backups and trained everyone on phishing in one afternoon. In the first year their downtime went from a day a week to about two hours a month. Sarah, the managing partner, said it's the first time she hasn't thought about IT in years.
[00:02:31] Priya Shah (coach): What do you want people to take away?
[00:02:35] Daniel Osei: That you don't need to be big to be secure. Small firms are the ones getting hit.
[00:02:44] Priya Shah (coach): Lovely. Private note for me: he's raising prices in January, don't mention yet.`,
};

/** A garden designer and builder, his wife his co-founder, as Rev exports a recording: "Speaker 1
 *  (00:00:02):" over each turn, the coach never named. A client result with no number. */
export const LANDSCAPER: Interview = {
  slug: 'landscaper-tom-greenline',
  clientName: 'Tom Reyes',
  pronouns: 'he',
  privateText: ['cash flow', 'Note for me'],
  interviewerLines: ['in your own words', "Who's your ideal client?", 'How do you run a job'],
  numbers: ['fourteen years', 'eleven people', 'nine days'],
  text: `Rev transcript: Story session, Tom Reyes
Recorded Nov 24, 2026

Speaker 1 (00:00:02):
Okay, we're recording. So Tom, tell me what Greenline does, in your own words.

Speaker 2 (00:00:07):
Sure. Um, so Greenline Gardens, we design and build small back gardens in Bristol. Mostly terraced houses, the ones where the garden is like five metres of patio and a shed nobody opens. My wife Ana does the design side and I run the crews. We're eleven people now.

Speaker 1 (00:00:29):
And how did it start?

Speaker 2 (00:00:31):
So I was a quantity surveyor for fourteen years. Big commercial jobs, office blocks, car parks. I was good at it but I never saw anything I'd built, it was all spreadsheets. Then in 2016 my dad got ill and we redid his garden so he could sit outside, raised beds so he didn't have to bend, a ramp for the chair. He spent his last summer out there. That was the turning point, honestly. I kept thinking, every house on his street had the same sad patio. Ana had trained as a garden designer and never used it. So we did two neighbours' gardens at weekends, and by 2018 I'd quit and we'd hired our first crew.

Speaker 1 (00:01:18):
Mm. That's a lovely reason. Who's your ideal client?

Speaker 2 (00:01:23):
Usually a couple in their thirties or forties, both working, maybe a kid or two. They've lived with a garden they hate for years because they don't know where to start and every landscaper they call either doesn't turn up or quotes fifteen grand without listening. They want somewhere to eat outside in the evening. That's it really.

Speaker 1 (00:01:45):
What do you do differently?

Speaker 2 (00:01:48):
We give a fixed price after one visit, and we never go over it. If we get it wrong, that's on us. Most people in this trade quote low and then the extras start. And Ana draws the garden in front of you on the first visit, on an iPad, so you see it before you pay anything.

Speaker 1 (00:02:10):
Can you walk me through a project you're proud of?

Speaker 2 (00:02:14):
Yeah, the Okafors. Chidi and Ruth, two kids, north-facing garden, basically mud and a broken trampoline. Chidi told us they hadn't eaten outside once in six years. We put in a sandstone terrace where the evening sun actually lands, which is at the back, not by the house, a little path through, planting that copes with shade. Took us nine days. Ruth sent me a photo in June of the four of them having dinner out there, and they've had us back to do the front.

Speaker 1 (00:02:51):
How do you run a job, step by step?

Speaker 2 (00:02:54):
First Ana visits and draws it with them. Then we send a fixed price within forty-eight hours. Then the crew builds it, usually one to two weeks, and the same crew leader is there every day. And at the end we come back after three months to fix anything that's died, free.

Speaker 1 (00:03:15):
What's the takeaway you want people to have?

Speaker 2 (00:03:18):
That a small garden isn't a small job. It's the room you use most in summer.

Speaker 1 (00:03:25):
Great. Note for me, not for the stories: Tom mentioned cash flow trouble last winter, keep it out.`,
};

/** A financial planner for nurses, as Microsoft Teams saves a recording's captions (WebVTT, each
 *  turn a "<v Name>" cue): a follow-up ("Wow. So what did you do?") that goes on with her own
 *  story, and her mother, another "she". Read by a routing test, not swept in every tone. */
export const PLANNER_VTT = `WEBVTT

00:00:01.200 --> 00:00:06.800
<v Hannah Cole>OK, we're live. Aisha, can you tell me who you work with?</v>

00:00:07.100 --> 00:00:21.400
<v Aisha Bello>Sure. I'm a financial planner, and I work almost only with nurses and midwives. Mostly women in their forties who've been in the NHS for fifteen, twenty years.</v>

00:00:21.900 --> 00:00:38.300
<v Aisha Bello>They're brilliant at looking after everyone else and they've never once sat down with someone about their own money. A lot of them think their pension is something that just happens to them.</v>

00:00:38.800 --> 00:00:42.000
<v Hannah Cole>Why nurses?</v>

00:00:42.500 --> 00:01:12.900
<v Aisha Bello>Because my mum was a nurse. She worked thirty-one years on a cardiac ward and when she retired she found out she'd opted out of the pension for six years in her twenties because someone told her it wasn't worth it. Nobody had ever explained it to her. That cost her about four hundred pounds a month for the rest of her life. I was twenty-six and working at a bank and I remember thinking, this is exactly what I'm supposed to be good at, and I never even asked her.</v>

00:01:13.400 --> 00:01:16.000
<v Hannah Cole>Wow. So what did you do?</v>

00:01:16.500 --> 00:01:40.200
<v Aisha Bello>I qualified as an independent planner in 2019, left the bank in 2020 and started Bedside Money with my business partner Joel, who does all the tax side. We started with a free talk in the staff room at St Mary's, at the end of a night shift, with tea and biscuits.</v>

00:01:40.700 --> 00:01:44.100
<v Hannah Cole>What's different about how you do it?</v>

00:01:44.600 --> 00:02:10.000
<v Aisha Bello>We meet around shifts, so seven in the morning or ten at night, whatever works. We don't sell products and we don't take commission, it's a flat fee, so I've got no reason to push anything. And everything comes back as one page, in plain English. Big firms send a forty-page report nobody reads.</v>

00:02:10.500 --> 00:02:14.000
<v Hannah Cole>Can you give me one person you helped?</v>

00:02:14.500 --> 00:02:50.000
<v Aisha Bello>Yeah, Grace. She's a midwife, forty-four, two teenagers. When she came to me she had three old pensions she'd forgotten about and about eleven thousand pounds on two credit cards. We found the pensions, about thirty-eight thousand pounds between them, cleared the cards in fourteen months and she's now on track to retire at sixty instead of sixty-seven. She told me it was the first time she'd slept through the night worrying about money in years.</v>

00:02:50.500 --> 00:02:54.000
<v Hannah Cole>What would you want someone to remember?</v>

00:02:54.500 --> 00:03:05.000
<v Aisha Bello>That looking after your own money isn't selfish. You can't pour from an empty cup.</v>

00:03:05.500 --> 00:03:10.000
<v Hannah Cole>Lovely. Coach note, not for the stories: Aisha's thinking of selling the business to Joel, keep that private.</v>`;

/** A financial planner for nurses, as Microsoft Teams saves a meeting's captions (WebVTT `<v>`). */
export const PLANNER: Interview = {
  slug: 'planner-aisha-bedside',
  clientName: 'Aisha Bello',
  pronouns: 'she',
  privateText: ['selling the business', 'keep that private'],
  interviewerLines: ['can you tell me who you work with', 'Why nurses?', 'So what did you do?'],
  numbers: ['thirty-one years', 'fourteen months', 'thirty-eight thousand pounds'],
  text: PLANNER_VTT,
};

/** A language school for expat families, as Otter.ai exports a recording (each speaker's name and
 *  time on a line of their own over what they said): an accented name, "you know" between commas,
 *  a business named after its city ("in Lisbon, Lisbon Lingo"), a client family by first names. */
export const LANGUAGE_SCHOOL: Interview = {
  slug: 'school-lucia-lisbon-lingo',
  clientName: 'Lucía Ferreira',
  pronouns: 'she',
  privateText: ['price change', 'nervous about it'],
  interviewerLines: ['what do you do?', "Who's the typical family?", 'Is there one family you think of?'],
  numbers: ['900 euros', 'four months', 'forty-five minutes'],
  text: `Story interview - Lucía Ferreira (Lisbon Lingo)
Recorded 18 Nov 2026

Marta Costa  0:02
Okay, we're recording. So, Lucía, in your own words, what do you do?

Lucía Ferreira  0:07
So, um, I run a small Portuguese school in Lisbon, Lisbon Lingo. It's me and three teachers. We teach families who move here for work, the parents and the kids together, in their own kitchen, not in a classroom.

Marta Costa  0:24
Who's the typical family?

Lucía Ferreira  0:27
Usually expat families with one or two kids under ten. The parents work for tech companies, they got a relocation package, and six months later they still can't order at the bakery. The kids pick it up at school but the parents feel, you know, left out of their own kids' life.

Marta Costa  0:51
What made you start this?

Lucía Ferreira  0:54
My mother was a teacher for thirty years. And when I was twelve we moved to Geneva, and I remember she cried at the pharmacy because she couldn't explain that my brother had a fever. I never forgot that. In 2017 I was teaching at a big language academy, group classes of fourteen people, and I saw the same thing, people who paid 900 euros and stopped coming after three weeks. So in 2019 I quit and I started going to people's homes.

Marta Costa  1:32
Wow. And what's different about the way you teach?

Lucía Ferreira  1:36
We teach the Portuguese they need this week. If they have a school meeting on Thursday, we practise the school meeting. We don't do grammar for the first month. And the whole family learns together, so the kids become the teachers too, they love correcting their dad.

Marta Costa  1:58
Is there one family you think of?

Lucía Ferreira  2:01
The Okafors. Chidi and Ngozi, two girls. When they came to us, after a year in Lisbon, Chidi couldn't speak to his landlord, he needed his colleague to translate every call. After four months with us he did the whole contract renewal in Portuguese, by himself. And Ngozi now volunteers at the girls' school, in Portuguese. She sent me a voice message in Portuguese, two minutes long, no mistakes, and I played it to my mother.

Marta Costa  2:38
That's lovely. How does it work, step by step?

Lucía Ferreira  2:42
First we do a free visit, forty-five minutes, we meet the whole family and ask what's coming up in their week. Then two lessons a week at home, ninety minutes each. Every month we send the parents a little report, what they can do now that they couldn't. Most families stay about eight months.

Marta Costa  3:05
Okay. Coach note: ask her about the price change next time, she's nervous about it.`,
};

/** A fractional CMO who goes by "they", as Descript exports a recording: "Name:" turns with
 *  [laughs], [inaudible 00:01:12] and [crosstalk] left in, the interviewer's reaction before a
 *  question, a result said as "from about 4 a month to 60". */
export const FRACTIONAL_CMO: Interview = {
  slug: 'cmo-sam-climate',
  clientName: 'Sam Okoro',
  pronouns: 'they',
  privateText: ['pricing offline', 'Note to self'],
  interviewerLines: ['tell me what you do, in a sentence', "Who's the person who calls you?", "That's a great line."],
  numbers: ['4 a month to 60', '12 million', 'eight years'],
  text: `Interviewer: Okay, I think we're live. Sam, tell me what you do, in a sentence.

Sam: [laughs] In a sentence. I'm a fractional CMO for climate tech startups. So companies that have raised a seed or Series A, they have a great product, usually a hardware thing, and nobody outside their investors understands what it does.

Interviewer: Who's the person who calls you?

Sam: It's almost always the CEO. Usually a technical founder, an engineer, who's been doing marketing at 11pm on a Sunday. They've burned through two agencies already. The agencies sent them beautiful decks and zero pipeline.

Interviewer: How did you get into this?

Sam: I spent eight years at a big solar company, I ran marketing for Europe. And in 2020 they cut the whole team, forty people, on one Zoom call. [inaudible 00:01:12] I had a month of salary and a lot of friends who'd started climate companies and were, um, struggling to explain themselves. So I said, I'll help you for three months and we'll see. That was Hydrolite. Then two more called.

Interviewer: What do you do differently from an agency?

Sam: I sit inside the company. I join the Monday meeting, I talk to the engineers, I go on sales calls. An agency gets a brief once a quarter. And I don't write anything the founder can't say out loud in a pitch.

Interviewer: Tell me about a company you're proud of.

Sam: Hydrolite, actually, my first one. They make a filter that takes microplastics out of washing machine water. When I started they had 3 pilot customers and a website that said "proprietary nanofiltration paradigm". [laughs] In nine months we rewrote everything around one line, "Your washing machine sheds plastic. We catch it." Inbound demo requests went from about 4 a month to 60, and they closed their Series A, 12 million, in March.

Interviewer: That's a great line. And how do you usually work?

Sam: It's a 6-month engagement, 3 days a week. Week one I interview ten of their customers. Then I write the one-liner and the pitch deck with the founder. Then we build the website and the sales deck. After that it's campaigns and hiring their first marketer, so they don't need me anymore.

Interviewer: Lovely. [crosstalk] Note to self: Sam wants to talk about pricing offline, don't put in the stories.`,
};

/** A heating engineer who took over his father's business, on a Google Meet transcript (a name
 *  and a time on a line of their own): "we" of a trade business, two kinds of customer, a
 *  letting agency's case, a process from start to finish, a one-line difference. */
export const HEATING: Interview = {
  slug: 'heating-marco-bellini',
  clientName: 'Marco Bellini',
  pronouns: 'he',
  privateText: ['Harrogate', 'second depot', 'Coach note'],
  interviewerLines: ['in your own words, what does Bellini Heating do', 'What turned it around?', 'How does a job go'],
  numbers: ['140 flats', 'twenty-two thousand pounds', 'forty thousand pounds'],
  text: `Coaching call - Marco Bellini (Bellini Heating)
Recorded 14 Oct 2026

Rachel Kim  0:04
Okay, we're recording. So Marco, in your own words, what does Bellini Heating do?

Marco Bellini  0:09
We fix boilers. Mostly that, yeah. Gas boilers, and heat pumps now too, for homes around Leeds. I've got six engineers and, um, three vans, one of which is always broken.

Rachel Kim  0:31
Ha. And how did it start?

Marco Bellini  0:35
It was my dad's business. He started it in 1988 with one van and a phone in the kitchen. I never wanted it, honestly, I was doing IT support in an office in Bradford. Then in 2015 he had a stroke, and my mum rang me and said, someone has to answer the phone. So I answered the phone. I knew nothing. The first month I went out with Gary, his engineer, every single day, and I learned to read a boiler before I learned to read a balance sheet. And the balance sheet was bad. We owed the suppliers forty thousand pounds.

Rachel Kim  1:48
What turned it around?

Marco Bellini  1:52
Fixed prices. Everybody in this trade charges by the hour, and the customer never knows what they'll pay until the engineer leaves. I hated that when I was a customer. So we give a fixed price before we touch anything, and if it takes longer, that's on us. We also send a photo of the broken part. People don't trust plumbers, and they're right not to, a lot of the time.

Rachel Kim  2:30
Who are your customers, mostly?

Marco Bellini  2:34
Two kinds. Older homeowners, a lot of widows actually, who've been ripped off before. And landlords and letting agents, who need a boiler fixed in a flat they've never seen, with a tenant ringing them every hour. The agents are the ones who call us at 7am.

Rachel Kim  3:05
Tell me about one of those agents.

Marco Bellini  3:09
Northgate Lettings. They manage about 140 flats in Headingley, mostly students. When they came to us they were using four different firms and they got maybe thirty emergency calls a month, every winter, and no idea what anything cost until the invoice. We surveyed every boiler they had in one month, we replaced the eleven worst ones, and we put the rest on a yearly service. Last winter they had eight emergency calls in the whole of January. Their repair bill went down by twenty-two thousand pounds in the first year. Their manager, Claire, said to me, "I don't think about boilers any more. That's the whole point."

Rachel Kim  4:20
That's brilliant. How does a job go, start to finish?

Marco Bellini  4:25
First, somebody rings, and a person answers, me or Dawn, not a machine. Then an engineer goes out, usually the same day, and looks. Then we send the fixed price by text, with the photo. If they say yes, we fix it, and the price doesn't move. And every autumn we remind them about the service before it gets cold.

Rachel Kim  5:02
And what would you say makes you different, in one line?

Marco Bellini  5:06
You know the price before we start. That's it, really.

Rachel Kim  5:15
Perfect. [Coach note: Marco wants to expand to Harrogate, ask about the second depot before we write the funnel.]`,
};

/** A soap maker on a Zoom transcript ("[Name] 10:00:04" over each turn): a product business,
 *  a grandmother's recipe, a customer's case with no number, the steps of an order. */
export const SOAP_MAKER: Interview = {
  slug: 'maker-nadia-olive-ash',
  clientName: 'Nadia Haddad',
  pronouns: 'she',
  privateText: ['wholesale pricing', 'Private:'],
  interviewerLines: ['tell me about Olive & Ash', 'when did it become a business', 'How does an order work'],
  numbers: ['600 bars', '35 independent shops', 'six weeks'],
  text: `Zoom transcript, StoryStack interview, Nadia Haddad (Olive & Ash)

[Coach Ellie] 10:00:04
Thanks for jumping on. So, Nadia, tell me about Olive & Ash.

[Nadia Haddad] 10:00:09
So Olive & Ash makes soap and skincare from olive oil, the old way, cold process. Everything is made in a unit in Bristol, by me and two part-timers. We sell online and through about 35 independent shops.

[Coach Ellie] 10:00:31
Where did it start?

[Nadia Haddad] 10:00:34
My grandmother made soap in Aleppo. Every spring, in the courtyard, with the olive oil from the family trees. When we came to the UK in 2012 I was fourteen and I had eczema so bad I couldn't hold a pen some days. Nothing from the chemist worked. My grandmother sent me a bar in the post, wrapped in newspaper, and after two weeks my hands were better. I never forgot that.

[Coach Ellie] 10:01:20
And when did it become a business?

[Nadia Haddad] 10:01:24
In 2020, in lockdown. I was a pharmacy technician, working nights, and I started making soap in my kitchen to calm down, honestly. I gave it to friends, then friends of friends asked to buy it. The first Christmas I sold 600 bars from my kitchen table and my landlord asked me to please stop because the whole building smelled of lavender.

[Coach Ellie] 10:02:02
Ha! Who buys from you, mostly?

[Nadia Haddad] 10:02:06
Mostly women between thirty and fifty with sensitive skin, or with kids who have eczema. They've tried everything. They've read every label and they're tired of paying £30 for a cream with twenty ingredients they can't pronounce. A lot of them find us through a dermatology forum, actually.

[Coach Ellie] 10:02:38
What makes Olive & Ash different from the big brands?

[Nadia Haddad] 10:02:43
Five ingredients. That's it. Olive oil, water, lye, a little shea, and an essential oil, or none for the sensitive range. I print every ingredient on the front of the box, not the back. And I cure every bar for six weeks, the big brands don't cure at all, it's made and shipped in a day.

[Coach Ellie] 10:03:15
Can you tell me about a customer?

[Nadia Haddad] 10:03:19
There's a mum, Hannah, from Leeds. Her son Theo was four and had eczema on his arms and behind his knees, he was scratching till it bled at night. They'd been on steroid creams for two years. She tried our unscented bar and the balm. After a month she sent me a photo of his arms, completely clear, and she wrote, "he slept through the night for the first time since he was a baby". I cried. I printed that photo, it's on the wall of the unit.

[Coach Ellie] 10:04:02
How does an order work?

[Nadia Haddad] 10:04:06
Every batch is made on a Monday. Then it cures for six weeks on racks. Then I cut, stamp and wrap every bar by hand, and it ships within two days of the order. And every box has a handwritten card.

[Coach Ellie] 10:04:30
Lovely. Anything you want people to remember?

[Nadia Haddad] 10:04:34
That skincare doesn't need to be complicated. My grandmother had five ingredients and no marketing department.

[Coach Ellie] 10:04:50
[Private: she's unsure about wholesale pricing, talk before the funnel session.]`,
};

export const INTERVIEWS = [
  FOUNDER,
  CONSULTANT,
  CLIENT,
  OWNER,
  ACCOUNTANT,
  CLEANER,
  PHYSIO,
  BAKER,
  IT_SUPPORT,
  LANDSCAPER,
  PLANNER,
  LANGUAGE_SCHOOL,
  FRACTIONAL_CMO,
  HEATING,
  SOAP_MAKER,
] as const;
