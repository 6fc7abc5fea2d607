import { withTheNamedPerson } from '../../supabase/functions/_shared/composer/facts.ts';
const ctx = "Before us, Rui was buying industrial bread and throwing away maybe a third of it every day. After six months with us his waste went down to almost nothing, like five percent, and he started selling toast on the menu. He told me the bread pays for itself.";
console.log(withTheNamedPerson("After six months with us his waste went down to almost nothing, like five percent.", ctx));
