import type { OpeningHours } from './settings.ts';

const DAY_NAMES: Record<OpeningHours['day'], string> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};

function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Consecutive days with the same hours become one line: "Monday – Friday: 9 am – 6 pm". */
export function groupOpeningHours(hours: OpeningHours[]): Array<{ days: string; hours: string }> {
  // Weeks read Monday first.
  const ordered = [...hours].sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7));
  const lines: Array<{ from: OpeningHours['day']; to: OpeningHours['day']; hours: string }> = [];
  for (const entry of ordered) {
    const text = entry.opens && entry.closes ? `${formatTime(entry.opens)} – ${formatTime(entry.closes)}` : 'Closed';
    const last = lines.at(-1);
    if (last && last.hours === text && (last.to + 1) % 7 === entry.day) last.to = entry.day;
    else lines.push({ from: entry.day, to: entry.day, hours: text });
  }
  return lines.map((line) => ({
    days: line.from === line.to ? DAY_NAMES[line.from] : `${DAY_NAMES[line.from]} – ${DAY_NAMES[line.to]}`,
    hours: line.hours,
  }));
}
