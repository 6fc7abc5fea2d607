// Where the toast stack goes (spec: top right) so that it covers none of the top bar's controls:
// in the bar itself, in the rightmost stretch between its controls that is wide enough (on a
// desktop, the empty middle of the bar), else just under the bar at the right edge (a phone's bar
// is full of buttons). Without a top bar, at the window's top right corner.

/** A horizontal stretch or a box, in px from the window's left edge. */
export interface Span {
  left: number;
  right: number;
}

export interface ToastPlace {
  /** px from the window's top. */
  top: number;
  /** px from the window's right edge to the stack's right edge. */
  right: number;
}

/** Space kept between the stack and the window's edge, the bar's edge or a control, in px. */
export const TOAST_GAP_PX = 12;

export function toastPlace(
  bar: { top: number; bottom: number } | null,
  controls: Span[],
  stackWidth: number,
  windowWidth: number,
): ToastPlace {
  if (!bar || bar.bottom <= 0) return { top: TOAST_GAP_PX, right: TOAST_GAP_PX };
  for (const free of freeStretches(controls, windowWidth).reverse()) {
    if (free.right - free.left >= stackWidth + 2 * TOAST_GAP_PX)
      return { top: Math.max(0, bar.top) + 8, right: windowWidth - free.right + TOAST_GAP_PX };
  }
  return { top: bar.bottom + TOAST_GAP_PX, right: TOAST_GAP_PX };
}

/** The stretches of [0, width] that no control spans, left to right. */
function freeStretches(controls: Span[], width: number): Span[] {
  const free: Span[] = [];
  let from = 0;
  for (const c of [...controls].sort((a, b) => a.left - b.left)) {
    if (c.left > from) free.push({ left: from, right: Math.min(c.left, width) });
    from = Math.max(from, c.right);
  }
  if (from < width) free.push({ left: from, right: width });
  return free;
}
