// The interactive bits of a content page (the articles, the blog, the 404 page) without React:
// those pages are prerendered HTML with nothing to hydrate but the header's menus, the footer's
// search and the footer's year, so src/islands.ts wires these few controls to the markup the
// React components rendered (the same attributes and classes React would set), and the page
// ships no framework at all. Links are plain links: a click loads the next page, which the
// service worker serves from its precache once installed.
import { ICON_PATHS } from '../../components/icons/icon-paths';
import { ISLAND_HOOK } from './site-nav';

/**
 * Attaches every island of the site's frame in `root` (the document, or a part of it in a test).
 * Aborting `signal` takes them off again and puts back what they changed (the landing hands its
 * controls to React once the app starts: a menu toggled by both would not open, and React must
 * find the markup it rendered, or it throws the page away: error #418).
 */
export function enhanceSiteFrame(root: ParentNode, signal?: AbortSignal): void {
  root.querySelectorAll<HTMLButtonElement>(`button[${ISLAND_HOOK.menuToggle}]`).forEach((b) => menuToggle(b, signal));
  root.querySelectorAll<HTMLLIElement>(`li[${ISLAND_HOOK.subMenu}]`).forEach((li) => subMenu(li, signal));
  root.querySelectorAll<HTMLFormElement>(`form[${ISLAND_HOOK.siteSearch}]`).forEach((f) => siteSearch(f, signal));
  // This year in the browser: the HTML was made at build time, maybe in another year.
  root.querySelectorAll(`[${ISLAND_HOOK.year}]`).forEach((el) => {
    const rendered = el.textContent;
    el.textContent = ` ${new Date().getFullYear()}`;
    onAbort(signal, () => (el.textContent = rendered));
  });
}

/** Runs `undo` when `signal` aborts (never without one: a page that keeps its islands). */
export function onAbort(signal: AbortSignal | undefined, undo: () => void): void {
  signal?.addEventListener('abort', undo, { once: true });
}

/** The phone menu's toggle (SiteHeader): opens and closes the mobile navigation. */
function menuToggle(button: HTMLButtonElement, signal?: AbortSignal): void {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) return;
  const label = button.querySelector('.sr-only');
  const icon = button.querySelector('path');
  const rendered = [
    button.getAttribute('aria-expanded'),
    menu.hidden,
    label?.textContent,
    icon?.getAttribute('d'),
  ] as const;
  onAbort(signal, () => {
    const [expanded, hidden, text, d] = rendered;
    if (expanded !== null) button.setAttribute('aria-expanded', expanded);
    menu.hidden = hidden;
    if (label && text != null) label.textContent = text;
    if (icon && d != null) icon.setAttribute('d', d);
  });
  button.addEventListener(
    'click',
    () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
      if (label) label.textContent = open ? 'Close menu' : 'Open menu';
      icon?.setAttribute('d', open ? ICON_PATHS.close : ICON_PATHS.menu);
    },
    { signal },
  );
}

/**
 * A desktop sub-menu (SiteHeader's SubMenu): opens on hover and on keyboard focus, closes when
 * both leave and on Escape (WCAG 1.4.13).
 */
function subMenu(item: HTMLLIElement, signal?: AbortSignal): void {
  const trigger = item.querySelector<HTMLElement>('[aria-controls]');
  const list = item.querySelector<HTMLElement>('ul');
  if (!trigger || !list) return;
  const set = (open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    list.classList.toggle('block', open);
    list.classList.toggle('hidden', !open);
  };
  const rendered = [trigger.getAttribute('aria-expanded'), list.className] as const;
  onAbort(signal, () => {
    if (rendered[0] !== null) trigger.setAttribute('aria-expanded', rendered[0]);
    list.className = rendered[1];
  });
  item.addEventListener('mouseenter', () => set(true), { signal });
  item.addEventListener('mouseleave', () => set(false), { signal });
  item.addEventListener('focusin', () => set(true), { signal });
  item.addEventListener(
    'focusout',
    (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) set(false);
    },
    { signal },
  );
  item.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape' && trigger.getAttribute('aria-expanded') === 'true') {
        e.stopPropagation();
        set(false);
      }
    },
    { signal },
  );
}

/** The footer's search (SiteFooter's FooterSearch): opens the search page for what was typed. */
function siteSearch(form: HTMLFormElement, signal?: AbortSignal): void {
  form.addEventListener(
    'submit',
    () => {
      // index.html's first script already prevents every native submission.
      const input = form.querySelector<HTMLInputElement>('input[type="search"]');
      window.location.assign(`/search?q=${encodeURIComponent(input?.value.trim() ?? '')}`);
    },
    { signal },
  );
}
