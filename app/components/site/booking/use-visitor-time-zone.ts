import { useEffect, useState } from 'react';
import { browserTimeZone } from '#shared/booking-time.ts';

/**
 * The visitor's own time zone, once the page has hydrated; null before (and on the server, which
 * cannot know it). Until then the booking pages show the server's times in the studio's zone and
 * say so; the first client render therefore matches the server's HTML, and the `Intl` work of
 * writing times in another zone comes after hydration, not in it (shared/booking-time.ts).
 */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(browserTimeZone()), []);
  return zone;
}
