/**
 * A dialog whose code loads on first use: it must show even when its code comes in the moment
 * between its first render and that render's effect (an idle-time preload finishing just as the
 * member clicks), as it once did not under a busy machine.
 */
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { lazyComponent } from '../../lib/lazy-component';
import { LazyDialog } from './lazy-dialog';

function Shown(_: { onClose: () => void }) {
  return <p>The dialog</p>;
}

it('shows a dialog whose code came between its first render and its effect', async () => {
  const lazy = lazyComponent(async () => Shown);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // The preload settles in a microtask: after the render below, before its effect runs.
  lazy.preload();
  root.render(<LazyDialog of={lazy} onClose={() => {}} />);
  expect(container.textContent).toBe('');
  await expect.poll(() => container.textContent, { timeout: 2_000 }).toBe('The dialog');
  root.unmount();
  container.remove();
});
