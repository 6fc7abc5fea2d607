// The colour themes (spec areas §3: light, dark, system). Apart from the preferences' zod schema so
// that the app frame can use it without bringing zod into the landing page's bundle.
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Light or dark for a theme choice, given whether the device prefers dark. */
export function effectiveTheme(theme: Theme, devicePrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return devicePrefersDark ? 'dark' : 'light';
  return theme;
}
