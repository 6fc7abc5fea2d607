// The app's drawn icons: one 24×24 stroke in the text colour. Drawn, not emoji, so a device
// without an emoji font does not show an empty box. One <svg> whatever the name, so a toggle
// (menu ↔ close) changes only its path.
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  chat: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon (aria-hidden): the button or link around it carries the words. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d={PATHS[name]} />
    </svg>
  );
}
