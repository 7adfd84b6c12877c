/**
 * Resolves in a task of its own: work before and after an `await nextTask()` are two short tasks
 * rather than one long one, so a tap in between is answered at once (a phone counts each task's
 * time over 50 ms as blocking: issue 15). `scheduler.yield()` where the browser has it, whose
 * continuation runs before other waiting tasks (the order of the app's start-up is kept); a
 * zero-delay timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
