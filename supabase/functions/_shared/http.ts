// What every function shares: its environment and the web-standard handler shape that both
// the deployed Edge Function (index.ts wraps it in Deno.serve) and the local stand-in call.

export interface FunctionEnv {
  SUPABASE_URL: string;
  /** Legacy JWT keys; the new keys (api-keys.ts) are used instead when they are set. */
  SUPABASE_ANON_KEY?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  SUPABASE_PUBLISHABLE_KEYS?: string;
  SUPABASE_SECRET_KEYS?: string;
  [key: string]: string | undefined;
}

export type FunctionHandler = (req: Request, env: FunctionEnv) => Promise<Response>;

export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...corsHeaders, ...headers },
  });
}

export function preflight(req: Request): Response | null {
  return req.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}
