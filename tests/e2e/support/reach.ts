// The covered-control check (issue 22): scrolls the page 60 px at a time and to the very bottom,
// and at each stop asks the browser which element is at the centre of every visible button, link,
// tab and field. Anything else there covers the control, unless it is a bar pinned to the top or
// bottom edge of the window (the sticky top bar, the builder's save bar) that content scrolls
// under: every control can be scrolled clear of those.
import type { Page } from 'playwright-core';

export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const CONTROLS =
      'button, a[href], [role="tab"], [role="button"], [role="link"], input:not([type="hidden"]), select, textarea, summary';
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    const describe = (el: Element): string => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const tag = el.tagName.toLowerCase();
      return `${tag}${el.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const pinnedBar = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position !== 'fixed' && position !== 'sticky') continue;
        const box = node.getBoundingClientRect();
        const spans = box.width >= innerWidth * 0.5;
        return spans && (box.top <= 1 || box.bottom >= innerHeight - 1);
      }
      return false;
    };
    const found = new Map<string, string>();
    const check = () => {
      for (const el of document.querySelectorAll(CONTROLS)) {
        // A link wrapped over two lines: the centre of its longest line (its box's centre may be text).
        const rects = [...el.getClientRects()];
        if (rects.length === 0) continue;
        const box = rects.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
        if (box.width < 2 || box.height < 2) continue; // visually hidden (sr-only) or empty
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // Out of the window at this stop (most controls at most stops): nothing more to read.
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const style = getComputedStyle(el);
        if (style.visibility !== 'visible' || style.pointerEvents === 'none' || Number(style.opacity) === 0) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === el || el.contains(hit)) continue;
        // A <label> over its own field, or the field's own label text, is the field.
        if (hit instanceof HTMLLabelElement && hit.control === el) continue;
        // Passing under a pinned bar (or under something that sits on one, like the chat launcher).
        const above = document.elementsFromPoint(x, y);
        const below = above.findIndex((node) => node === el || el.contains(node));
        if (above.slice(0, below === -1 ? undefined : below).some(pinnedBar)) continue;
        const key = `${describe(el)} under ${describe(hit)}`;
        if (!found.has(key)) found.set(key, `${key} at scrollY ${Math.round(scrollY)}`);
      }
    };
    const bottom = () => document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    for (let y = 0; ; y += 60) {
      window.scrollTo({ top: Math.min(y, bottom()), behavior: 'instant' });
      await frame();
      check();
      if (y >= bottom()) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found.values()];
  });
}
