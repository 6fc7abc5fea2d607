import { leadingProofs, rankProofs } from '../../supabase/functions/_shared/composer/proof.ts';
const said = ['Before us, Rui was buying industrial bread and throwing away maybe a third of it every day.', "After six months with us his waste went down to almost nothing, like five percent, and he started selling toast on the menu, sourdough toast with tomato, and it's now his best selling item.", 'He told me the bread pays for itself.', 'And then a café owner, Rui, he runs a place called Café Lento, he bought from my stall every week and one day he asked if I could deliver to him every morning.'];
for (const p of rankProofs(said)) console.log(p.score, p.kind, p.fact?.kind, p.fact?.text, '|', p.text.slice(0, 60));
console.log(leadingProofs(said).map((p) => p.text.slice(0, 50)));
