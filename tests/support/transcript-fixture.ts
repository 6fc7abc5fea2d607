// An interview transcript for the composer and full-stack tests: a founder talking about their
// clients, their difference, the job they are hired for, their past, a client and their process.
export const INTERVIEW = `Coach: Tell me about who you work with?
Maya: I work with first-time founders of small food businesses who are about to open their first shop.
Maya: Most of my clients are in their thirties and left a corporate job to do this.
Maya: They struggle to explain why anyone should pay more for their bread, and it keeps them up at night.
Maya: They decide to hire someone when a friend they trust recommends them.
Coach: What makes you different?
Maya: Unlike most branding agencies, I spend a full day working in the client's kitchen before I write a word.
Maya: The industry sells logos, but what founders need is a story customers repeat.
Maya: Compared with an agency, my clients pay a third of the price and keep every asset.
Coach: When do people call you?
Maya: The moment they usually call is when the lease is signed and the opening date is fixed.
Maya: They want a brand that feels like them, so they can open with a queue outside the door.
Coach: How did you start?
Maya: I grew up above my grandmother's bakery in Porto, and I started baking with her when I was six.
Maya: In 2016 I lost my job at a marketing firm, and that moment changed everything.
Maya: I learned that people buy the person before the product.
Maya: Honesty and generosity are the values I will never trade.
Coach: Tell me about a client?
Maya: Before we met, Jonas was stuck with a bakery that sold forty loaves a day.
Maya: Together we rebuilt his menu board and wrote the story of his sourdough starter.
Maya: The turning point came when a local paper printed his story.
Maya: Now he sells three hundred loaves a day and has opened a second shop.
Maya: He told me the story is the best thing he ever paid for.
Coach: How do you work?
Maya: My approach is simple: taste first, then talk, then write.
Maya: First we spend a day in the kitchen, then we interview five regular customers, and finally we write the story together.
Maya: I use a one-page story canvas and a customer interview template.
Maya: Every project is reviewed by two customers before it goes live.`;
