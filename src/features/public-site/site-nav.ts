// Navigation entries (spec §2 "Top navigation" and "Footer links").
export interface NavItem {
  to: string;
  label: string;
  children?: readonly NavItem[];
}

export const TOP_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  {
    to: '/billion-dollar-branding',
    label: 'Billion Dollar Branding',
    children: [
      { to: '/founders-path', label: 'For Founders' },
      { to: '/coaches-path', label: 'For Coaches' },
    ],
  },
  { to: '/early-access', label: 'Early Access' },
  { to: '/about', label: 'About' },
  { to: '/resources', label: 'Resources' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Make yourself at home' },
  { to: '/learn', label: 'Learn with me' },
  { to: '/about', label: 'Get to know me' },
  { to: '/blog', label: 'Raise the Bar' },
  { to: '/podcasts', label: 'Podcasts' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/bookshelf', label: 'Bookshelf' },
  { to: '/contact', label: 'Say hello' },
  { to: '/vip', label: 'Become a VIP' },
  { to: '/newsletter', label: 'Weekly newsletter' },
];

export const PORTAL_LINKS: readonly NavItem[] = [
  { to: '/login', label: 'Admin Portal' },
  { to: '/login', label: 'Client Portal' },
  { to: '/login', label: 'Coach Portal' },
];

/**
 * Where the content pages' island (site-islands.ts) attaches behaviour to the prerendered
 * header and footer: data attributes the React components render.
 */
export const ISLAND_HOOK = {
  menuToggle: 'data-menu-toggle',
  subMenu: 'data-submenu',
  siteSearch: 'data-site-search',
  year: 'data-site-year',
  /** The landing's "Join the Waitlist" button (landing-islands.ts). */
  toWaitlist: 'data-to-waitlist',
  /** A form that starts the app the moment it is touched (landing-islands.ts). */
  liveOnUse: 'data-live-on-use',
} as const;

/** Scrolls to the landing's waitlist form and puts the cursor in its first field. */
export function scrollToWaitlist(doc: Document = document): void {
  const el = doc.getElementById('waitlist');
  if (!el) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  el.querySelector('input')?.focus({ preventScroll: true });
}
