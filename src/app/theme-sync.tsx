// Keeps the page's colour theme on the signed-in user's preference: at once when it changes
// (a save here, a pull from another device), from the device's last known choice until the
// mirror answers. Leaving the signed-in area returns the page to the public site's design.
import { useEffect } from 'react';
import { applyTheme, clearTheme, rememberedTheme } from '../components/ui/theme';
import { usePreferences } from '../data/mirror/hooks';
import { resolvePreferences } from '../domain/preferences';

export function ThemeSync() {
  const row = usePreferences();
  const theme = row ? resolvePreferences(row.preferences).theme : (rememberedTheme() ?? 'system');
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => clearTheme, []);
  return null;
}

/**
 * Outside the sign-in guard, with no reads (a visitor's browser gets no database from it): when a
 * signed-out visit to the dashboard is sent on to /login, the dashboard and the theme the page's
 * first script applied from the device's last choice both go.
 */
export function ThemeReset() {
  useEffect(() => clearTheme, []);
  return null;
}
