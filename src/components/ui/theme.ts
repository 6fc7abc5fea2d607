// The colour theme on the page: a `dark` class on <html> (styles.css remaps the palette under it)
// and the browser's color-scheme. The device remembers the last choice in localStorage so that
// index.html's first script applies it before the first paint; the synced preference (which
// follows the user across devices) is the source of truth and rewrites it when it arrives.
import { effectiveTheme, isTheme, type Theme } from '../../domain/theme';

export const THEME_STORAGE_KEY = 'storystack:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function devicePrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/** The choice this device last saw (before the mirror has answered), or null. */
export function rememberedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage full: the theme still applies now, the next start may flash.
  }
}

/** Applies `theme` now and keeps following the device while it is 'system'; returns a stop function. */
export function applyTheme(theme: Theme): () => void {
  const root = document.documentElement;
  const paint = () => {
    const dark = effectiveTheme(theme, devicePrefersDark()) === 'dark';
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  };
  paint();
  remember(theme);
  if (theme !== 'system' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', paint);
  return () => query.removeEventListener('change', paint);
}

/** Back to the light page (leaving the signed-in area: the public site has one design). */
export function clearTheme(): void {
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = '';
}
