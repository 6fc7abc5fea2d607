// Keeps the page's colour theme on the signed-in user's preference: at once when it changes
// (a save here, a pull from another device), from the device's last known choice until the
// mirror answers. Leaving the signed-in area returns the page to the public site's design.
import { useEffect } from 'react';
import { applyTheme, clearTheme, rememberedTheme } from '../components/ui/theme';
import { usePreferences } from '../data/hooks';
import { resolvePreferences } from '../domain/preferences';

export function ThemeSync() {
  const row = usePreferences();
  const theme = row ? resolvePreferences(row.preferences).theme : (rememberedTheme() ?? 'system');
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => clearTheme, []);
  return null;
}
