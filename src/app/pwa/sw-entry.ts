// Loaded by index.html beside the app's entry, so even a page whose React tree fails registers
// the service worker and can receive a fixed version (production builds only, once idle).
import { registerWhenIdle } from './register-when-idle';

registerWhenIdle();
