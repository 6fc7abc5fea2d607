// Error bodies in the shapes supabase-js reads: PostgREST and GoTrue.

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  const body: PostgrestErrorBody = { code, message, details, hint };
  return Response.json(body, { status });
}

export function gotrueError(status: number, errorCode: string, msg: string): Response {
  return Response.json({ code: status, error_code: errorCode, msg }, { status });
}
