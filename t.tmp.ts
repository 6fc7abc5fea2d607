import { composeStory, wordCount } from './supabase/functions/_shared/composer/mod.ts';
const thin = composeStory({ frameworkType: 'impact_story', answers: { overview: 'Jonas, a baker.' }, tone: 'energetic_dynamic' });
console.log(wordCount(thin.text)); console.log(thin.text); console.log(thin.coaching, thin.hints);
const m = composeStory({ frameworkType: 'mad_libs', answers: { target_market: 'SaaS founders', problem: 'their cloud bill doubles every year,', solution: 'I cut it with them', result: 'Bills fall by half' }, tone: 'stacy_voice' });
console.log(m.text);
