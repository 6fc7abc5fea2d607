import { withoutSpokenFillers } from '../../supabase/functions/_shared/composer/spoken.ts';
for (const s of ["Hartley & Cole, it's a conveyancing firm, twelve people.", 'Brightpath, it is a learning platform.', "Harbour Vets, it's a big practice in Leeds, and they love us."]) console.log(withoutSpokenFillers(s));
