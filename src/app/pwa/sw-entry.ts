// Loaded by index.html beside the app's entry: registers the service worker in production builds.
import { registerServiceWorker } from './register-sw';

registerServiceWorker();
