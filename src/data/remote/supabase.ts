// The one supabase-js client of the browser app. Its auth session lives in the Dexie kv table
// (kvAuthStorage) so the page and the service worker share it.
import { env } from '../config/config';
import { createAppClient } from './supabase-client';

export const supabase = createAppClient(env);
