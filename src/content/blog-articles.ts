// The blog's full articles, by slug (one paragraph per line). Read through site-blog.ts.

export const BLOG_ARTICLES: Readonly<Record<string, string>> = {
  'your-story-is-money': `Investors do not fund decks; they fund a story they can retell to their partners on Monday morning. If your story cannot survive being told second-hand, it is not finished.
Test it: tell your story to a friend, then ask them to tell it back to you. What they keep is your story. What they drop was decoration.
The same test works for buyers. A client who hires you has to explain the decision to someone: a co-founder, a finance director, a spouse. They will not forward your brochure. They will repeat the one sentence that stuck. Your job is to make sure that sentence is the right one.
A repeatable story has three parts: a person the listener recognises, a moment where something changed, and a result with a number in it. "We help companies grow" has none of them. "A bakery owner in Leeds went from forty loaves a day to three hundred after we rewrote how she talked about her grandmother's recipes" has all three.
That is why we say your story is money. Not because stories are magic, but because a story people can repeat does your selling in rooms you are not in. Every pitch, proposal and post you write should be built so that the best sentence in it survives being passed on.
Start with one story this week. Tell it three times, to three different people, and write down what each of them repeated back. Keep that. Cut the rest.`,

  'six-stories-every-founder-needs': `A buyer asks six silent questions before they say yes: is this for me, why you, will it do the job, who are you, has it worked, and how does it work. Each of the six stories answers one.
The target audience story answers "is this for me?" It describes your ideal client so precisely, in their own words, that the right person feels seen and the wrong person politely moves on.
The job story answers "will it do the job?" It names the situation your client is in when they look for help, what they want to be true afterwards, and why what you offer fits.
The backstory answers "who are you?" Not your CV: the moment that made you care about this problem, and what you learned from it that you now pass on.
The impact story answers "has it worked?" One client, before and after, with the turning point in the middle and a number at the end. The client is the hero; you are the guide.
The portfolio story answers "how does it work?" Your process in steps, the tools you use and the standards you hold, so a buyer can picture working with you.
The differentiation story answers "why you?" It comes last, because it is only believable once the other five are true. Build them in order: knowing who you serve makes every other story sharper.`,

  'impact-story-without-bragging': `An impact story is about your client, not you. Start with where they were, in their words. Show the turning point. End with where they are now, with one number.
Most impact stories fail in the first line. "I helped a client increase revenue" puts you at the centre and gives the reader nothing to picture. Compare: "Maya had rewritten her pitch eleven times and still could not get a second meeting." Now there is a person, a struggle and a reason to read on.
The turning point is where you appear, briefly, as the guide. Describe what changed, not how clever you were: "We stopped leading with the product and opened with the day her father's shop closed." One sentence of method is enough; the reader wants to know it can be done, not the whole recipe.
The ending needs a number and a feeling. "Three weeks later she had four second meetings and one signed term sheet. She said it was the first time the pitch sounded like her." The number makes it credible; the client's words make it human.
Always ask permission, and offer to anonymise. Many clients are happy to be named once they see the story makes them look good, because it does: they are the one who changed.
Keep it under 300 words. An impact story is a proof, not a case study. If a buyer wants the long version, that is what the call is for.`,

  'from-one-story-to-five-posts': `One well-built story gives you a week of content: the moment, the lesson, the mistake, the client who proved it, and the question you now ask everyone.
Monday, tell the moment. Take the single scene at the heart of your backstory and write it in the present tense: where you were, what happened, what you felt. No lesson yet. Let it land.
Tuesday, share the lesson. What did that moment teach you that your clients need to know? One idea, said plainly, with one example.
Wednesday, admit the mistake. What did you get wrong before you understood it? Posts about mistakes get more replies than posts about wins, because readers recognise themselves.
Thursday, show the proof. Tell how a client applied the lesson and what changed for them, with their permission and one number.
Friday, ask the question. End the week with the question you now ask every new client, and invite readers to answer it in the comments. Those replies are your next week's material.
Keep each post under 1,300 characters and use no more than three hashtags. StoryStack members get a LinkedIn content plan built from their own six stories, with each post naming the story it came from.`,

  'pricing-with-your-stories': `Most founders price by the hour because it feels safe. It is the opposite: an hourly rate invites every buyer to compare you with someone cheaper, and it caps what you can earn at the hours you have.
Price the outcome instead. Ask what one result is worth to your client: a new customer, a closed round, a senior hire who stays. If one new client is worth $25,000 to them, a $2,500 programme that reliably brings one is an easy decision.
That is the logic behind three tiers. A Foundation tier at $2,500 for three months gets the story stack built. An Acceleration tier at $7,500 for six months puts the stories to work in content, sales and meetings. An Elite tier at $15,000 for twelve months is close, senior support, limited to ten clients a year so that it can be.
Tiers only sell if the buyer believes the outcome. That is where your stories come in. Put an impact story next to each tier: one client who bought it, where they started and where they ended up. The number in the story is what the price is measured against.
Present the tiers from the top down. The first price a buyer hears sets the scale for the others, and most will choose the middle.
When someone hesitates, do not discount. Ask what would need to be true for them to say yes. The answer is rarely the price; it is usually a doubt that the right story answers.`,

  'coaching-a-client-through-their-backstory': `Clients arrive with a polished version of their backstory: the one from their website, their investor deck, their conference bio. It is accurate, and it moves nobody. Your job in the first session is to get past it to the moment that matters.
Ask for a scene, not a summary. "Take me to the day you decided to start this. Where were you standing?" Summaries give you dates and job titles; scenes give you a kitchen table, a phone call, a sentence someone said.
Ask what they were afraid of. "What did you think would happen if it failed?" Fear is where the stakes are, and stakes are what make a listener lean in.
Ask who else was there. A parent, a first customer, a boss who said no. Other people turn a story from a résumé into a relationship, and they are usually where the emotion is.
Ask what they believe now that they did not before. This is the lesson, and it is the bridge from the backstory to the business: the belief they now sell.
Ask what they left out. "What part of this do you usually skip?" The skipped part is often the best one. Record the session, with permission, and upload the transcript to StoryStack: the builder keeps the client's own words, and the offline composer shows which passage every paragraph came from.`,

  'give-give-give-ask': `The fastest way to lose a warm introduction is to ask for something the first time someone hears your name. The rule we teach is simple: give three times before you ask.
A give is anything useful to the other person. A comment on their post that adds a thought, not "great post". Sharing their work with your audience, with a line on why it matters. An introduction to someone they should know. An article that answers a question they asked in public.
By the third give, they recognise your name. Now the ask (a coffee, a call, a referral) feels like the next step in a relationship rather than a cold request.
We use the same rule to plan city trips. Pick a city where your ideal clients are, and search LinkedIn for them within a 90-mile radius. Ninety days before the trip is ideal; thirty is the minimum. Spend the first two months giving. About a month out, send the meeting requests, offering two specific days.
Plan three days of meetings per trip, four or five a day, and leave at least a week between trips so you can follow up properly. Same day: a thank-you with one thing you learned. Within a week: deliver what you promised.
Comment daily. Five or more thoughtful comments a day on your shortlist's posts is fifteen minutes, and it is the cheapest marketing you will ever do.`,

  'differentiation-is-the-last-story': `Every founder wants to start with differentiation. It feels like the most important story: why us and not them. But written first, it is almost always a list of claims nobody believes.
"We are more personal." "We combine strategy and execution." "We really listen." Every competitor says the same, which is the definition of not being different.
Differentiation becomes believable only when the other five stories are done. Your target audience story shows you know exactly who you serve. Your job story shows you understand their situation. Your backstory explains why you care. Your impact story proves it works. Your portfolio story shows how.
Now you can write a differentiation story that points at evidence instead of adjectives: "Most agencies start with your product. We start with the day you decided to build it, because that is the story investors repeat." The claim is specific, and the other stories back it up.
Run the truism check on every line. If a competitor could say it too, it is not differentiation. Then run the comparison test: put your sentence next to your three closest competitors' websites. If it would not look out of place on theirs, rewrite it.
Write it last, test it hardest, and then put it everywhere: the first minute of your sales calls, the top of your LinkedIn About section, the first page of every proposal.`,
};
