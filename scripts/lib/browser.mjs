import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

/** The browser end-to-end tests drive: CHROMIUM_PATH, else Debian's Chromium, else an installed Chrome. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export const MISSING_BROWSER_MESSAGE =
  'No Chromium found for the end-to-end tests: install it with `sudo apt-get install -y chromium` ' +
  '(or set CHROMIUM_PATH to a Chrome or Chromium binary).';
