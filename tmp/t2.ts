import { toThirdPerson } from '../supabase/functions/_shared/composer/person.ts';
const [name, pronouns, ...ss] = process.argv.slice(2);
console.log(toThirdPerson(ss, name, { team: false }, pronouns as never).join('\n'));
