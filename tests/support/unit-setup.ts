// Unit tests get IndexedDB semantics from fake-indexeddb, and a localStorage like a browser's.
import 'fake-indexeddb/auto';
import { MemoryStorage } from './memory-storage';

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
}
