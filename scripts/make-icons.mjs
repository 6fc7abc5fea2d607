// `node scripts/make-icons.mjs`: renders the PWA icons in public/icons/ from public/favicon.svg
// with headless Chromium (the PNGs are committed; run this again only when the logo changes).
//   icon-192.png, icon-512.png      purpose "any": the logo as drawn, transparent corners
//   icon-maskable-512.png           purpose "maskable": full-bleed background, logo inside the
//                                   80% safe zone so any platform mask keeps all of it
//   apple-touch-icon-180.png        iOS adds its own rounding and shows transparency as black
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/favicon.svg', 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(svg)?.[1] ?? '#1e1b4b';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, fill: false },
  { file: 'icon-512.png', size: 512, scale: 1, fill: false },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8, fill: true },
  { file: 'apple-touch-icon-180.png', size: 180, scale: 1, fill: true },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const side = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fill ? background : 'transparent'}">` +
        `<img src="${dataUrl}" width="${side}" height="${side}" style="display:block"></body></html>`,
    );
    await page.waitForFunction('document.images[0]?.complete === true');
    await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: !icon.fill, type: 'png' });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
