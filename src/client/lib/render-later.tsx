import { Component, type ReactNode } from 'react';
import { nextTask } from './next-task';

/**
 * The app's first render over the server's page, in parts (issue 15). Preact's render over
 * existing markup reads and compares every element's attributes, and at once it was one long task
 * on a phone. A part wrapped in `<RenderLater>` is skipped by that render, its server markup left
 * on screen as it is, and rendered over that same markup in a task of its own afterwards, one part
 * per task in the order they were met. Anywhere else (the server's render, a page opened inside the
 * app) it renders its children at once.
 *
 * How: while the app takes the server's page over, the part suspends the way a lazy component
 * does. Preact 11 keeps the markup of a component that suspends during a render over existing DOM
 * and resumes into it when the component renders again. `React.Suspense` would swap in a fallback
 * instead; this boundary answers Preact's suspense call itself (see `__c` below) by rendering the
 * part again once its turn comes.
 *
 * The part's children must be one element: what Preact keeps for a suspended component is the one
 * node it would have claimed.
 */

/** Whether the app is still taking the server's page over: set before its first render. */
let takingOver = false;
/** The parts waiting for their task, first met first. */
const waiting: (() => void)[] = [];

/** Renders the app over the server's page with `render`, each `<RenderLater>` part in a later task. */
export function renderOverServerPage(render: () => void): void {
  takingOver = true;
  render();
  void renderWaitingParts();
}

async function renderWaitingParts() {
  while (waiting.length > 0) {
    await nextTask();
    // The part renders in this task (Preact renders a forced update in a microtask); a part met in
    // it waits for a task of its own.
    waiting.shift()?.();
  }
  takingOver = false;
}

/** Resolves when this part's turn comes. */
function turn(): Promise<void> {
  return new Promise((resolve) => waiting.push(resolve));
}

interface Props {
  children: ReactNode;
}

export class RenderLater extends Component<Props> {
  /**
   * Set when the part was met while the app took the server's page over: it waits for its turn,
   * then renders again over the markup Preact kept.
   */
  private pending: Promise<void> | null = takingOver
    ? turn().then(() => {
        this.pending = null;
        this.forceUpdate();
      })
    : null;

  /**
   * Preact's suspense call (`_childDidSuspend` in Preact's source, `__c` once its internal names
   * are shortened, as preact/compat's `Suspense` defines it): the part below suspended and Preact
   * kept its markup. Defining it claims the suspension, so no `Suspense` above shows a fallback;
   * the part's own turn renders it again.
   */
  __c() {}

  override render() {
    return <Part pending={this.pending}>{this.props.children}</Part>;
  }
}

function Part({ pending, children }: { pending: Promise<void> | null; children: ReactNode }) {
  if (pending) throw pending;
  return children;
}
