// Unit tests get IndexedDB semantics from fake-indexeddb, and a localStorage like a browser's.
// The files of a worker share one process (`isolate: false`, vitest.config.ts), and this runs
// before each of them: every file starts with an empty IndexedDB and an empty localStorage, as it
// would in a process of its own, so no file can pass or fail by what an earlier one left behind.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { MemoryStorage } from './memory-storage';

const freshIndexedDb = new IDBFactory();
Object.defineProperty(globalThis, 'indexedDB', { value: freshIndexedDb, configurable: true, writable: true });
// Dexie read the global once, when it was first imported in this worker.
Dexie.dependencies.indexedDB = freshIndexedDb;
Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
