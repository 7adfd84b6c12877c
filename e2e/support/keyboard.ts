import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations, settle } from './axe.js';

export { settle };

/** Whether `target` has the keyboard focus right now. */
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `max` times, from
 * wherever the focus is now (after a `goto`, the top of the page).
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused();
}

/** Tabs to `opener`, presses `key` on it and returns the dialog called `name`, once it is open and still. */
export async function openByKeyboard(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  {
    key = 'Enter',
    max = 40,
    backwards = false,
  }: { key?: 'Enter' | ' '; max?: number; backwards?: boolean } = {},
) {
  await tabTo(page, opener, { max, backwards });
  // Named in the failure: what had the focus as the key went down, and what the page said after.
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
  });
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  const dialog = page.getByRole('dialog', { name });
  try {
    // A dialog's code may still be on its way on a busy machine (the retry of 3 December took 44 s).
    await expect(dialog).toBeVisible({ timeout: 30_000 });
  } catch (error) {
    const said = await page
      .locator('[role="alert"], [role="status"], li[data-state]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `${name} did not open: ${key} went to ${focused}; the page then said ${JSON.stringify(said)}`,
      { cause: error },
    );
  }
  await settle(page);
  return dialog;
}

/**
 * The focus is inside the dialog; Tab and Shift+Tab each go round every control it has and never
 * leave it (Radix's focus trap); every control is reached both ways.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
      message: 'the focus is inside the open dialog',
    })
    .toBe(true);
  // Number the dialog's tabbable controls (one radio per group, as the browser tabs).
  const count = await dialog.evaluate((d) => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
    const radioGroups = new Set<string>();
    let n = 0;
    for (const el of d.querySelectorAll<HTMLElement>(selector)) {
      el.removeAttribute('data-kbd');
      const field = el as HTMLInputElement;
      if (field.disabled || el.tabIndex < 0 || field.type === 'hidden') continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[inert]')) continue;
      if (field.type === 'radio' && field.name) {
        if (radioGroups.has(field.name)) continue;
        radioGroups.add(field.name);
        el.setAttribute('data-kbd', `radio:${field.name}`);
        n++;
        continue;
      }
      el.setAttribute('data-kbd', String(n++));
    }
    return n;
  });
  expect(count, 'the dialog has a control to reach').toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    // Each focus change is written down in the page as it happens: one read after all the presses.
    await dialog.evaluate((d) => {
      const w = window as unknown as { __kbdLog: string[]; __kbdStop?: () => void };
      w.__kbdStop?.();
      const log: string[] = [];
      w.__kbdLog = log;
      const nameOf = (el: Element | null) => {
        if (!el || !d.contains(el)) {
          const label = el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 40);
          return `OUTSIDE ${el?.tagName ?? 'nothing'} ${label ?? ''}`;
        }
        const radio = el as HTMLInputElement;
        return radio.type === 'radio' && radio.name
          ? `radio:${radio.name}`
          : (el.getAttribute('data-kbd') ?? '?');
      };
      log.push(nameOf(document.activeElement));
      const onIn = (event: FocusEvent) => log.push(nameOf(event.target as Element));
      const onOut = (event: FocusEvent) => {
        if (!event.relatedTarget)
          setTimeout(() => document.activeElement === document.body && log.push('OUTSIDE BODY'));
      };
      document.addEventListener('focusin', onIn, true);
      document.addEventListener('focusout', onOut, true);
      w.__kbdStop = () => {
        document.removeEventListener('focusin', onIn, true);
        document.removeEventListener('focusout', onOut, true);
      };
    });
    // A date or time field takes a Tab per part (day, month, year): press in rounds until every
    // control has had the focus and it is back where it started, or four rounds have gone by.
    let path: string[] = [];
    for (let round = 0; round < 4; round++) {
      for (let press = 0; press <= count; press++) await page.keyboard.press(key);
      path = await page.evaluate(() => (window as unknown as { __kbdLog: string[] }).__kbdLog);
      if (new Set(path).size >= count && path.filter((step) => step === path[0]).length > 1) break;
    }
    await page.evaluate(() => (window as unknown as { __kbdStop: () => void }).__kbdStop());
    expect(
      path.filter((step) => step.startsWith('OUTSIDE')),
      `${key} kept the focus in the dialog (it went ${path.join(' → ')})`,
    ).toEqual([]);
    const missed = await dialog.evaluate((d, reached) => {
      const all = [...d.querySelectorAll<HTMLElement>('[data-kbd]')];
      return all
        .filter((el) => !reached.includes(el.getAttribute('data-kbd') ?? ''))
        .map(
          (el) =>
            `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`,
        );
    }, path);
    expect(missed, `controls ${key} never reached (it went ${path.join(' → ')})`).toEqual([]);
  }
}

/** axe-core (WCAG 2.1 A/AA) on the open dialog: no serious or critical violation. */
export async function expectDialogAccessible(page: Page) {
  expect(await seriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
}

/** Escape closes the dialog and gives the focus back to the control that opened it. */
export async function closeWithEscape(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'the focus went back to the button that opened the dialog').toBeFocused();
}

/**
 * The whole round for one dialog: opened from the keyboard, focus inside and trapped, axe clean,
 * Escape closes it and the focus is back on its opener. Returns nothing: the dialog is closed.
 */
export async function checkDialogRound(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  options: {
    key?: 'Enter' | ' ';
    max?: number;
    backwards?: boolean;
    ready?: (dialog: Locator) => Promise<void>;
  } = {},
) {
  const dialog = await openByKeyboard(page, opener, name, options);
  if (options.ready) await options.ready(dialog);
  await expectFocusTrapped(page, dialog);
  await expectDialogAccessible(page);
  await closeWithEscape(page, dialog, opener);
}
