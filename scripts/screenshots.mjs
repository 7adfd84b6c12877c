// `node scripts/screenshots.mjs [BASE_URL] [OUT_DIR] [PATH...]`: full-page screenshots of pages at
// phone (390×844) and desktop (1440×900) sizes in Debian's Chromium, for looking at what we build.
// SIGN_UP=1 signs a new account in first; FULL_PAGE=0 captures the viewport only.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './lib/browser.mjs';

const [baseUrl = 'http://127.0.0.1:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/'];
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
]) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: name === 'phone',
    hasTouch: name === 'phone',
  });
  const page = await context.newPage();
  if (process.env.SIGN_UP) {
    // Screens for members: a fresh account, signed in through the API (cookies shared with the page).
    const email = `shots-${Date.now()}-${name}@example.com`;
    await page.request.post(new URL('/api/auth/register', baseUrl).href, {
      data: { email, password: 'Screenshot sea 2027', firstName: 'Marina', lastName: 'Keel' },
    });
  }
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
