import type { ConsultationLocation } from '#shared/booking.ts';

/**
 * The demo studio's consultation types (issue 27), from its services: a free first conversation by
 * video, the paid visit its "Design Consultation" service describes, and a short phone call. The
 * booking hours are the migration's defaults (Monday to Friday, 10:00–16:00 studio time).
 */
export const demoConsultationTypes: {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  location: ConsultationLocation;
  priceText: string;
}[] = [
  {
    slug: 'initial-consultation',
    name: 'Initial consultation',
    description:
      'A first conversation by video about your home, your plans and your budget. We look at photos of the rooms together and suggest how we could help.',
    durationMinutes: 45,
    location: 'video',
    priceText: 'Free',
  },
  {
    slug: 'in-home-design-consultation',
    name: 'In-home design consultation',
    description:
      'A visit to your home to untangle a layout, settle a colour question or set a direction before you begin, with written recommendations the next day.',
    durationMinutes: 90,
    location: 'home',
    priceText: '$350, credited to the design fee if you go ahead',
  },
  {
    slug: 'phone-call',
    name: 'Phone call',
    description: 'A short call to answer a question or two about a project, a service or our fees.',
    durationMinutes: 20,
    location: 'phone',
    priceText: 'Free',
  },
];
