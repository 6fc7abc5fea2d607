// Small pieces the attention page's cards share.

export const TEXT_BOX =
  'whitespace-pre-wrap break-words rounded-lg border px-3 py-2.5 text-sm leading-relaxed text-slate-900';

export function when(ms: number | null): string {
  return ms ? new Date(ms).toLocaleString() : '';
}
