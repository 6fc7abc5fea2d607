// {client, stories} → {strategy}: a funnel strategy from the selected stories (client-content.ts).
import { clientContentHandler } from '../_shared/client-content.ts';

export const handler = clientContentHandler('funnel');
