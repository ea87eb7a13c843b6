import type { DemoTestimonial } from './types.ts';

/** What (fictional) clients said. `project` repeats the project's title as free text. */
export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'Rachel M.',
    content:
      'We had lived with our living room for eight years and never liked it. Maren saw straight away that the problem was the light, not the furniture, and the limewash and the lamps made more difference than anything we had ever bought. We sit in there every evening now, and the ceiling light hardly ever goes on.',
    rating: 5,
    project: 'Limewash & Walnut Living Room',
    projectSlug: 'limewash-and-walnut-living-room',
    featured: true,
  },
  {
    name: 'Daniel O.',
    content:
      "Taking down that 1970s wall was the part we dreaded, and the studio handled the contractor, the engineer and a sagging beam nobody expected without us losing a night's sleep. The sage walls look different every hour of the day. Friends who knew the house before cannot believe it is the same room.",
    rating: 5,
    project: 'Sage & Stone Parlor',
    projectSlug: 'sage-and-stone-parlor',
    featured: true,
  },
  {
    name: 'Lauren K.',
    content:
      "I was nervous about navy cabinets in a kitchen that doesn't get much sun, but the big painted samples on our own wall convinced me. The full-height storage means nothing lives on the counters anymore. The island stools took eleven weeks longer than promised, though the studio kept us updated the whole way through.",
    rating: 4,
    project: 'Midnight Navy Kitchen',
    projectSlug: 'midnight-navy-kitchen',
    featured: false,
  },
  {
    name: 'Aiko T.',
    content:
      'Maren asked us to empty every cupboard onto the dining table before she drew a single drawer, which felt excessive at the time. Months later, every pan and spice jar still has its place and the limestone counter really is clear at night. The plaster walls are even more beautiful in person than in the samples.',
    rating: 5,
    project: 'Clay Plaster Kitchen',
    projectSlug: 'clay-plaster-kitchen',
    featured: true,
  },
  {
    name: 'Megan L.',
    content:
      'Our bedroom used to be where the laundry went to wait. Now there is a reading chair by the window that I actually use, and the walnut wall around the bed hides every cable and charger. The velvet headboard is a little extravagant, in the best possible way.',
    rating: 5,
    project: 'Blush & Walnut Primary Suite',
    projectSlug: 'blush-and-walnut-primary-suite',
    featured: false,
  },
  {
    name: 'Marcus H.',
    content:
      "Painting everything teal, ceiling included, was Maren's idea, and I honestly thought she had lost her mind. It is now the room everyone ends up in at parties. The round walnut table was the right call too: eight of us around it and nobody stuck at a corner.",
    rating: 5,
    project: 'Deep Teal Dining Room',
    projectSlug: 'deep-teal-dining-room',
    featured: false,
  },
  {
    name: 'Grace W.',
    content:
      'We booked a two-hour consultation because we had been stuck on paint colors for a whole house for a year. Maren arrived with a box of samples, walked through every room with us, and sent a clear written plan the next morning. We did the painting ourselves, and it looks as if we had a designer the whole way.',
    rating: 4,
    project: null,
    projectSlug: null,
    featured: false,
  },
];
