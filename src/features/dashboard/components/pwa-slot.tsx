// The PWA layer (service worker registration, update prompt) inside the signed-in shell.
import { PwaLayer } from '../../../app/pwa/pwa-layer';

export function PwaSlot() {
  return <PwaLayer />;
}
