import type { OpeningHours } from '#shared/settings.ts';

/**
 * "Monday – Friday: 9 am – 6 pm" lines from the settings' opening hours. The same rule as the contact
 * page's (app/lib/hours.ts), which server/ may not import; move both to shared/ when convenient.
 */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function openingHoursLines(hours: OpeningHours[]): Array<{ days: string; hours: string }> {
  // Weeks read Monday first.
  const ordered = [...hours].sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7));
  const lines: Array<{ from: number; to: number; hours: string }> = [];
  for (const entry of ordered) {
    const text = entry.opens && entry.closes ? `${formatTime(entry.opens)} – ${formatTime(entry.closes)}` : 'Closed';
    const last = lines.at(-1);
    if (last && last.hours === text && (last.to + 1) % 7 === entry.day) last.to = entry.day;
    else lines.push({ from: entry.day, to: entry.day, hours: text });
  }
  return lines.map((line) => ({
    days: line.from === line.to ? `${DAY_NAMES[line.from]}` : `${DAY_NAMES[line.from]} – ${DAY_NAMES[line.to]}`,
    hours: line.hours,
  }));
}
