/**
 * The IANA time zones this browser knows, grouped by region for the select ('America' →
 * ['America/Los_Angeles', …]). The server checks a zone the same way (Intl), so what is offered
 * here is what it accepts. The current value is always offered, even if this browser lacks it.
 */
export function timeZoneGroups(current: string): Array<{ region: string; zones: string[] }> {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known, 'UTC', current].filter(Boolean));
  const groups = new Map<string, string[]>();
  for (const zone of [...zones].sort()) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? zone) : 'UTC';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups].map(([region, list]) => ({ region, zones: list }));
}

/** 'America/Argentina/Buenos_Aires' → 'America / Argentina / Buenos Aires', as people read it. */
export function timeZoneLabel(zone: string): string {
  return zone.split('/').join(' / ').replaceAll('_', ' ');
}
