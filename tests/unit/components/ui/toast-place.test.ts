import { describe, expect, it } from 'vitest';
import { TOAST_GAP_PX, toastPlace } from '../../../../src/components/ui/toast-place';

// The dashboard's top bar at 1280 px: the logo on the left, then from x 895 the sync status, the
// bell, settings and the account menu.
const BAR = { top: 0, bottom: 65 };
const DESKTOP = [
  { left: 24, right: 148 },
  { left: 895, right: 994 },
  { left: 1000, right: 1040 },
  { left: 1044, right: 1084 },
  { left: 1098, right: 1264 },
];

const covers = (place: { right: number }, width: number, windowWidth: number, c: { left: number; right: number }) =>
  windowWidth - place.right - width < c.right && windowWidth - place.right > c.left;

describe('toastPlace', () => {
  it('puts the stack in the bar, right of centre, left of the controls, on a desktop', () => {
    const place = toastPlace(BAR, DESKTOP, 352, 1280);
    expect(place.top).toBeLessThan(BAR.bottom - 46); // a one-line toast (46 px) fits in the bar
    expect(1280 - place.right).toBe(895 - TOAST_GAP_PX);
    for (const control of DESKTOP) expect(covers(place, 352, 1280, control)).toBe(false);
  });

  it('puts it under the bar when the bar has no room (a phone)', () => {
    const phone = [
      { left: 12, right: 52 },
      { left: 60, right: 92 },
      { left: 150, right: 246 },
      { left: 250, right: 290 },
      { left: 298, right: 330 },
      { left: 338, right: 378 },
    ];
    expect(toastPlace(BAR, phone, 366, 390)).toEqual({ top: 65 + TOAST_GAP_PX, right: TOAST_GAP_PX });
  });

  it('uses the rightmost stretch that fits, even between controls', () => {
    const controls = [
      { left: 0, right: 100 },
      { left: 600, right: 700 },
      { left: 1200, right: 1270 },
    ];
    // 700..1200 holds 352 + 24: the stack ends 12 px before the control at 1200.
    expect(toastPlace(BAR, controls, 352, 1280)).toEqual({ top: 8, right: 80 + TOAST_GAP_PX });
  });

  it('takes overlapping controls as one', () => {
    const controls = [
      { left: 500, right: 900 },
      { left: 520, right: 1250 },
    ];
    expect(toastPlace(BAR, controls, 352, 1280)).toEqual({ top: 8, right: 780 + TOAST_GAP_PX });
  });

  it('without a top bar, or with one scrolled away, keeps to the window corner', () => {
    expect(toastPlace(null, [], 352, 1280)).toEqual({ top: TOAST_GAP_PX, right: TOAST_GAP_PX });
    expect(toastPlace({ top: -80, bottom: -15 }, DESKTOP, 352, 1280)).toEqual({
      top: TOAST_GAP_PX,
      right: TOAST_GAP_PX,
    });
  });
});
