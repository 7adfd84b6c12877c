/** The browser end-to-end tests drive: CHROMIUM_PATH, else Debian's Chromium, else an installed Chrome. */
export function findChromium(): string | undefined;
export const MISSING_BROWSER_MESSAGE: string;
