/** Studio facts shared by server and pages (D6). */

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday */
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** "09:00"; null when closed */
  opens: string | null;
  closes: string | null;
}

export interface SocialLinks {
  instagram: string | null;
  pinterest: string | null;
  houzz: string | null;
  facebook: string | null;
}

export interface ServiceCard {
  title: string;
  description: string;
}

/** D26: when sequence steps with a delay may be sent, in the studio's time zone. */
export interface SendWindow {
  /** 0 = Sunday … 6 = Saturday */
  days: Array<0 | 1 | 2 | 3 | 4 | 5 | 6>;
  /** "09:00" */
  start: string;
  /** "17:00", after start */
  end: string;
}

export const DEFAULT_SEND_WINDOW: SendWindow = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';
