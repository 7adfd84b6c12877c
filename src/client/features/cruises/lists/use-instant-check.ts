import { useState } from 'react';

/**
 * A checkbox's state that follows the cached item but changes within the click itself. The cache
 * is ticked at once too (optimistically), yet its observers re-render a task later: without this,
 * React would put the box back for that moment, and a quick second look would see it unticked.
 * A rollback (or a change from elsewhere, like the dashboard) arrives as a new `value`.
 */
export function useInstantCheck(value: boolean) {
  const [checked, setChecked] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setChecked(value);
  }
  return [checked, setChecked] as const;
}
