// The app's drawn icons: one 24×24 stroke in the text colour. Drawn, not emoji, so a device
// without an emoji font does not show an empty box. One <svg> whatever the name, so a toggle
// (menu ↔ close) changes only its path.
import { ICON_PATHS as PATHS } from './icon-paths';

export type IconName = keyof typeof PATHS;

/** A decorative icon (aria-hidden): the button or link around it carries the words. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d={PATHS[name]} />
    </svg>
  );
}
