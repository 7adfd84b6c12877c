import type { Page } from '@playwright/test';

/**
 * Records every toast the page shows, even one that lives only half a second before a full page
 * load (the recovery dialog's "Logged In Successfully"): a MutationObserver reports each toast as
 * it appears, through a binding that survives navigations. Call before the first `goto`.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordToast', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    const report = () => {
      for (const toast of document.querySelectorAll('[data-variant]')) {
        if (reported.has(toast)) continue;
        reported.add(toast);
        (window as unknown as { __recordToast(text: string): void }).__recordToast(toast.textContent ?? '');
      }
    };
    new MutationObserver(report).observe(document, { childList: true, subtree: true });
  });
  return seen;
}
