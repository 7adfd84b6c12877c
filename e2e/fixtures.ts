import { test as base, expect, type Page } from '@playwright/test';

/**
 * Collects the page's console errors and uncaught exceptions into `errors` (the visitor's 401
 * from the current-user call excepted). The fixture below does it for every test's page; a test
 * that opens a browser of its own (a persistent profile, say) calls it for that page.
 */
export function watchConsoleErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The current-user call answers 401 for visitors by design (SPEC.md section 4):
    // the browser logs it, but it is how "signed out" is said, not an error.
    const isSignedOutProbe =
      message.text().includes('status of 401') && message.location().url.endsWith('/api/auth/user');
    if (!isSignedOutProbe) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

/**
 * Every page test fails on a console error or an uncaught exception in the page, so a broken
 * script, a CSP violation or a failed request shows up as a failed test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchConsoleErrors(page, errors);
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Takes out of the collected console errors the ones a test provokes on purpose (at least one must
 * have come, unless `mayNotCome`: the browser logs some failed requests only now and then).
 */
export function acceptConsoleErrors(errors: string[], pattern: RegExp, { mayNotCome = false } = {}) {
  const matching = errors.filter((e) => pattern.test(e));
  if (!mayNotCome) expect(matching.length, `expected a console error matching ${pattern}`).toBeGreaterThan(0);
  for (const e of matching) errors.splice(errors.indexOf(e), 1);
}
