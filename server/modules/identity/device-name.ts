/**
 * 'Chrome on macOS' from a User-Agent header, for 'Your sessions': enough for a person to tell
 * their laptop from their phone. Only the browsers and systems a studio's staff use are named; the
 * rest is 'Unknown browser' / 'unknown system' rather than a guess. Order matters: Edge and Opera
 * also say Chrome, Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown system';
  return `${browser} on ${system}`;
}
