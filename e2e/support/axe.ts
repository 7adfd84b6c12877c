import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits for every running animation (an overlay's fade, a sheet's slide) to end: axe measures colours. */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/**
 * The serious or critical WCAG 2.1 A/AA problems axe-core finds on the page once it is still, as
 * `rule: help (targets)` lines, so a failure names them. `within` narrows the check to one part
 * (an open dialog); `headingOrder` also counts headings out of order, a best-practice rule that
 * Lighthouse scores.
 */
export async function seriousViolations(
  page: Page,
  { within, headingOrder = false }: { within?: string; headingOrder?: boolean } = {},
) {
  await settle(page);
  // The WCAG rules, and of the best practices only the one that is checked (heading order): the
  // other thirty best-practice rules cost time on every page and their findings were never read.
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    ...(headingOrder ? { rules: { 'heading-order': { enabled: true } } } : {}),
  });
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || (headingOrder && v.id === 'heading-order'),
    )
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
