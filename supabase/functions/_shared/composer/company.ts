// The company or product a speaker names ("turn it into CloudTrim", "I opened Rivera Family Dental",
// "who you build CloudTrim for"), so a story that starts on "We build it for …" says what "it" is.
const NAME = "((?:[A-Z][\\w&'’-]*)(?:\\s+(?:[A-Z][\\w&'’-]*|&|of)){0,3})";
const NAMED = [
  new RegExp(`\\b(?:turn(?:ed)? it into|opened|founded|launched|started|set up|build|built|run|runs)\\s+${NAME}`),
  new RegExp(`\\b(?:called|named)\\s+${NAME}`),
];
const NOT_A_NAME = /^(?:I|We|The|A|An|It|My|Our|In|On|At|This|That|Monday|Friday)$/;

export function companyName(text: string): string | null {
  for (const re of NAMED) {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      const name = m[1].replace(/\s+(?:&|of)$/, '').trim();
      if (!NOT_A_NAME.test(name.split(/\s+/)[0])) return name;
    }
  }
  return null;
}

/** A story's first sentence whose "it" is the product: "build it for" → "build CloudTrim for". */
export function nameTheProduct(sentence: string, company: string | null): string {
  if (!company || sentence.includes(company)) return sentence;
  return sentence
    .replace(
      /\b((?:build|built|make|made|sell|sold|run|ran|design|designed|create|created|offer|offered|start|started|found|founded|open|opened|launch|launched)s?)\s+it\b/i,
      `$1 ${company}`,
    )
    .replace(/^It\s+(?=(?:is|was|helps|gives|saves|works|does|has)\b)/, `${company} `);
}
