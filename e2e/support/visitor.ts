import type { Browser, Page, TestInfo } from '@playwright/test';
import { watchConsoleErrors } from '../fixtures.js';

/** A signed-out browser of the same size as the test's project, watching its console. */
export async function visitorPage(browser: Browser, testInfo: TestInfo, errors: string[]): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  watchConsoleErrors(page, errors);
  return page;
}
