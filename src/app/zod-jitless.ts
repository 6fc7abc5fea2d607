// Imported first by the entry, before any module builds a zod schema: the page's CSP forbids
// eval, and zod would otherwise probe `new Function` when it builds its first object schema, which
// a browser reports as a CSP violation even though zod catches the error. Set on zod's global
// config object directly (zod reads globalThis.__zod_globalConfig), so the entry chunk does not
// carry zod.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
