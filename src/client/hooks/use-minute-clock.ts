import { useEffect, useState } from 'react';

/** The current time, refreshed every 60 seconds (SPEC.md section 9: the countdown's refresh). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
