/**
 * The keyboard checks of a dialog, in the component tier's browser: real key presses (Chromium's,
 * sent by Playwright), read straight from the page's DOM. The same rules as the app's dialogs
 * promise (issue 15, part 5): the focus lands inside on open, Tab and Shift+Tab go round every
 * control and never leave, axe finds no serious or critical problem, Escape closes and gives the
 * focus back to the opener.
 */
import axe from 'axe-core';
import { expect } from 'vitest';
import { type Locator, userEvent } from 'vitest/browser';

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

/** Waits for every running animation (an overlay's fade, a sheet's slide) to end. */
export async function settle() {
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
}

/** A short name for an element, for failure messages. */
function nameOf(el: Element | null): string {
  if (!el) return 'nothing';
  const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `<${el.tagName.toLowerCase()}> "${label}"`;
}

/** The dialog called `name` once it is open and still. */
export async function openDialog(name: string | RegExp): Promise<HTMLElement> {
  let dialog: HTMLElement | undefined;
  await expect
    .poll(
      () => {
        dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
          (d) => {
            const id = d.getAttribute('aria-labelledby');
            const label =
              (id ? document.getElementById(id)?.textContent : d.getAttribute('aria-label')) ?? '';
            return typeof name === 'string' ? label.trim() === name : name.test(label);
          },
        );
        return Boolean(dialog);
      },
      { message: `the dialog ${name} opens`, timeout: 10_000 },
    )
    .toBe(true);
  await settle();
  return dialog!;
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `max` times. */
export async function tabTo(target: Element, { max = 40, backwards = false } = {}) {
  for (let presses = 0; presses < max && document.activeElement !== target; presses++) {
    await userEvent.keyboard(backwards ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  }
  expect(document.activeElement, `${nameOf(target)} reached by Tab within ${max} presses`).toBe(target);
}

/** The dialog's controls as the browser tabs through them (one radio per group). */
function tabbableControls(dialog: HTMLElement): HTMLElement[] {
  const groups = new Set<string>();
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    const field = el as HTMLInputElement;
    if (field.disabled || el.tabIndex < 0 || field.type === 'hidden') return false;
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[inert]')) return false;
    if (field.type === 'radio' && field.name) {
      if (groups.has(field.name)) return false;
      groups.add(field.name);
    }
    return true;
  });
}

/** Waits until the dialog's controls have stayed the same elements for 300 ms (its data has come). */
async function untilStill(dialog: HTMLElement) {
  let last = tabbableControls(dialog);
  let stillSince = performance.now();
  const started = stillSince;
  while (performance.now() - stillSince < 300 && performance.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = tabbableControls(dialog);
    if (now.length !== last.length || now.some((el, i) => el !== last[i])) {
      last = now;
      stillSince = performance.now();
    }
  }
}

/**
 * The focus is inside the dialog, and Tab and Shift+Tab each reach every control it has without
 * ever leaving it. A date field takes a Tab per part: presses go on in rounds until every control
 * has had the focus, four rounds at most.
 */
export async function expectFocusTrapped(dialog: HTMLElement) {
  await expect
    .poll(() => dialog.contains(document.activeElement), {
      message: 'the focus is inside the dialog',
      timeout: 5_000,
    })
    .toBe(true);
  await untilStill(dialog);
  const controls = tabbableControls(dialog);
  expect(controls.length, 'the dialog has a control to reach').toBeGreaterThan(0);
  // A control is known by its place among the dialog's controls and its name, not by its element:
  // a part that re-renders as its data comes (the questions of a select) puts new elements in the
  // same places.
  const keyOf = (el: Element | null) => {
    const all = tabbableControls(dialog);
    const radio = el as HTMLInputElement | null;
    const index = all.findIndex(
      (c) =>
        c === el ||
        (radio?.type === 'radio' && radio.name !== '' && (c as HTMLInputElement).name === radio.name),
    );
    return index < 0 ? null : `${index}:${nameOf(all[index]!)}`;
  };
  for (const key of ['{Tab}', '{Shift>}{Tab}{/Shift}']) {
    const reached = new Set<string>();
    const path: string[] = [];
    for (let press = 0; press < controls.length * 4 && reached.size < controls.length; press++) {
      await userEvent.keyboard(key);
      const now = document.activeElement;
      path.push(nameOf(now));
      expect(dialog.contains(now), `${key} kept the focus in the dialog (it went ${path.join(' → ')})`).toBe(
        true,
      );
      const control = keyOf(now);
      if (control) reached.add(control);
    }
    const missed = tabbableControls(dialog)
      .map((c) => keyOf(c))
      .filter((control): control is string => control !== null && !reached.has(control));
    expect(missed, `controls ${key} never reached (it went ${path.join(' → ')})`).toEqual([]);
  }
}

/** axe-core (WCAG 2.1 A/AA) on the open dialog: no serious or critical violation. */
export async function expectAccessible(within: Element) {
  await settle();
  const results = await axe.run(within, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** Escape closes the dialog and gives the focus back to the control that opened it. */
export async function closeWithEscape(dialog: HTMLElement, opener: Element) {
  await userEvent.keyboard('{Escape}');
  await expect
    .poll(() => dialog.isConnected && dialog.checkVisibility(), {
      message: 'Escape closed the dialog',
      timeout: 5_000,
    })
    .toBe(false);
  await expect
    .poll(() => document.activeElement, { message: 'the focus went back to the opener', timeout: 5_000 })
    .toBe(opener);
}

/** The whole round: opened with `key` on `opener` (reached by Tab), trapped, axe clean, Escape. */
export async function checkDialogRound(
  opener: Element,
  name: string | RegExp,
  { key = '{Enter}', max = 40, backwards = false }: { key?: string; max?: number; backwards?: boolean } = {},
) {
  await tabTo(opener, { max, backwards });
  await userEvent.keyboard(key);
  const dialog = await openDialog(name);
  await expectFocusTrapped(dialog);
  await expectAccessible(dialog);
  await closeWithEscape(dialog, opener);
}

/**
 * Waits until `dialog` has closed (it is gone from the page). A dialog closes once its save is
 * answered, and an upload is answered after the server has made the photo's sizes: on a loaded
 * 2-core host that has taken over 10 s, so the wait is a hang guard, not a speed limit.
 */
export async function closed(dialog: HTMLElement) {
  await expect.poll(() => dialog.isConnected, { message: 'the dialog closed', timeout: 30_000 }).toBe(false);
}

/** The element `locator` finds, once it is on the page and visible. */
export async function found(locator: Locator): Promise<HTMLElement> {
  await expect.element(locator).toBeVisible();
  return locator.element() as HTMLElement;
}

/** Tabs to `field`, selects what it holds and types `text` over it. */
export async function typeInto(field: Element, text: string, { max = 25, backwards = false } = {}) {
  await tabTo(field, { max, backwards });
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(text);
}

/** Opens the dialog called `name` from the menu of `actions` ("Actions for …"), checks it, closes it with Escape. */
export async function checkMenuDialog(actions: Element, item: string, name: string) {
  await tabTo(actions);
  await userEvent.keyboard('{Enter}');
  await expect
    .poll(() => document.activeElement?.textContent?.trim(), {
      message: `the menu's ${item} has the focus`,
      timeout: 5_000,
    })
    .toBe(item);
  await userEvent.keyboard('{Enter}');
  const dialog = await openDialog(name);
  await expectFocusTrapped(dialog);
  await expectAccessible(dialog);
  await closeWithEscape(dialog, actions);
}
