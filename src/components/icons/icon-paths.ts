// The icons' strokes, apart from the component (icons.tsx) so that code without React can draw
// them too (the content pages' header toggle, src/features/public-site/site-islands.ts).
export const ICON_PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  chat: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z',
} as const;
