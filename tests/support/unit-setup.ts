// Unit tests get IndexedDB semantics from fake-indexeddb.
import 'fake-indexeddb/auto';
