// The interactive bits of a content page (the articles, the blog, the 404 page) without React:
// those pages are prerendered HTML with nothing to hydrate but the header's menus, the footer's
// search and the footer's year, so src/islands.ts wires these few controls to the markup the
// React components rendered (the same attributes and classes React would set), and the page
// ships no framework at all. Links are plain links: a click loads the next page, which the
// service worker serves from its precache once installed.
import { ICON_PATHS } from '../../components/icons/icon-paths';
import { ISLAND_HOOK } from './site-nav';

/** Attaches every island of the site's frame in `root` (the document, or a part of it in a test). */
export function enhanceSiteFrame(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>(`button[${ISLAND_HOOK.menuToggle}]`).forEach(menuToggle);
  root.querySelectorAll<HTMLLIElement>(`li[${ISLAND_HOOK.subMenu}]`).forEach(subMenu);
  root.querySelectorAll<HTMLFormElement>(`form[${ISLAND_HOOK.siteSearch}]`).forEach(siteSearch);
  // This year in the browser: the HTML was made at build time, maybe in another year.
  root.querySelectorAll(`[${ISLAND_HOOK.year}]`).forEach((el) => {
    el.textContent = ` ${new Date().getFullYear()}`;
  });
}

/** The phone menu's toggle (SiteHeader): opens and closes the mobile navigation. */
function menuToggle(button: HTMLButtonElement): void {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) return;
  const label = button.querySelector('.sr-only');
  const icon = button.querySelector('path');
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
    if (label) label.textContent = open ? 'Close menu' : 'Open menu';
    icon?.setAttribute('d', open ? ICON_PATHS.close : ICON_PATHS.menu);
  });
}

/**
 * A desktop sub-menu (SiteHeader's SubMenu): opens on hover and on keyboard focus, closes when
 * both leave and on Escape (WCAG 1.4.13).
 */
function subMenu(item: HTMLLIElement): void {
  const trigger = item.querySelector<HTMLElement>('[aria-controls]');
  const list = item.querySelector<HTMLElement>('ul');
  if (!trigger || !list) return;
  const set = (open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    list.classList.toggle('block', open);
    list.classList.toggle('hidden', !open);
  };
  item.addEventListener('mouseenter', () => set(true));
  item.addEventListener('mouseleave', () => set(false));
  item.addEventListener('focusin', () => set(true));
  item.addEventListener('focusout', (e) => {
    if (!item.contains(e.relatedTarget as Node | null)) set(false);
  });
  item.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && trigger.getAttribute('aria-expanded') === 'true') {
      e.stopPropagation();
      set(false);
    }
  });
}

/** The footer's search (SiteFooter's FooterSearch): opens the search page for what was typed. */
function siteSearch(form: HTMLFormElement): void {
  form.addEventListener('submit', () => {
    // index.html's first script already prevents every native submission.
    const input = form.querySelector<HTMLInputElement>('input[type="search"]');
    window.location.assign(`/search?q=${encodeURIComponent(input?.value.trim() ?? '')}`);
  });
}
