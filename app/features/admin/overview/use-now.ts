import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so "3 minutes ago" does not freeze on screen. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
