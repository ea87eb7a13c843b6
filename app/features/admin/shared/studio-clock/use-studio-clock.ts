import { useQuery } from '@tanstack/react-query';
import { studioSettingsQuery } from './studio-settings-query.ts';
import { browserTimeZone } from './studio-time.ts';

export interface StudioClock {
  timeZone: string;
  /** 'studio' once the settings are read; 'browser' when they could not be (the zone is this device's) */
  source: 'studio' | 'browser' | 'pending';
}

/** Which clock a scheduled time is read on: the studio's (D26), or this device's when it cannot be had. */
export function useStudioClock(): StudioClock {
  const settings = useQuery({ ...studioSettingsQuery, select: (record) => record.timeZone });
  if (settings.data) return { timeZone: settings.data, source: 'studio' };
  return { timeZone: browserTimeZone(), source: settings.isError ? 'browser' : 'pending' };
}
