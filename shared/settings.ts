/** Studio facts shared by server and pages (DECISIONS D6). */

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
