// Counts as people read them: "200,000". Written out rather than with toLocaleString: the first
// Intl call of a page sets up ICU, 20–30 ms of its main thread on this machine (more on a phone),
// and these strings are built as modules load, on pages that format nothing else.

/** A whole number with a comma between each group of three digits (en-US), e.g. 1234567 → "1,234,567". */
export function groupThousands(n: number): string {
  const whole = Math.trunc(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
