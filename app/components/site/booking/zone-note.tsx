import { zoneName } from '#shared/booking-time.ts';

/** Which clock the times on the page are read on, and the studio's, named whenever they differ. */
export function ZoneNote({
  visitorZone,
  studioZoneName,
  className,
}: {
  /** null until hydrated: the times are the studio's */
  visitorZone: string | null;
  studioZoneName: string;
  className?: string;
}) {
  const visitors = visitorZone ? zoneName(visitorZone) : null;
  let text: string;
  if (!visitors) text = `Times are shown in the studio’s time zone, ${studioZoneName}.`;
  else if (visitors === studioZoneName) text = `Times are shown in your time zone, ${visitors}, the studio’s too.`;
  else text = `Times are shown in your time zone, ${visitors}. The studio is on ${studioZoneName}.`;
  return (
    <p className={className} data-testid="zone-note">
      {text}
    </p>
  );
}
