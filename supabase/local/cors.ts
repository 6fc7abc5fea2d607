// The CORS answer of every stand-in API: any origin (as hosted Supabase), the headers supabase-js
// sends to all of them, and what each API adds (REST's Prefer and profiles, storage's upload headers).
import { cors } from 'hono/cors';

const COMMON_REQUEST_HEADERS = ['authorization', 'apikey', 'content-type', 'x-client-info', 'range'];

export function apiCors(api: { allowHeaders: string[]; allowMethods: string[]; exposeHeaders: string[] }) {
  return cors({
    origin: (origin) => origin ?? '*',
    allowHeaders: [...COMMON_REQUEST_HEADERS, ...api.allowHeaders],
    allowMethods: api.allowMethods,
    exposeHeaders: api.exposeHeaders,
    maxAge: 3600,
  });
}
