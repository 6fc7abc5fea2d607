// {client, stories} → {content}: a LinkedIn text from the selected stories (client-content.ts).
import { clientContentHandler } from '../_shared/client-content.ts';

export const handler = clientContentHandler('linkedin');
