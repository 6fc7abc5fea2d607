import { openingProblems } from '../support/story-properties.ts';
import { FOUNDER } from '../support/interviews.ts';
console.log(openingProblems('Here it is. Totally invented words appear here.', FOUNDER));
console.log(openingProblems('Here it is. We build it for SaaS founders.', FOUNDER));
