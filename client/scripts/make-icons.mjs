/**
 * Draws the installable app's icons (client/public/icons/*.png) from icons/icon.svg with
 * Chromium: `node client/scripts/make-icons.mjs` (CHROMIUM_PATH overrides /usr/bin/chromium).
 * The maskable icon fills its square with the background and keeps the drawing inside the
 * middle 80 % that every launcher's mask leaves visible.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const svg = readFileSync(`${iconsDir}icon.svg`, 'utf8');
const background = '#1c1a17';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
        `background:${maskable ? background : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
        `</body></html>`,
    );
    await page.screenshot({ path: `${iconsDir}${file}`, omitBackground: !maskable });
    await page.close();
    console.log(`${file}: ${size}×${size}${maskable ? ' maskable' : ''}`);
  }
} finally {
  await browser.close();
}
