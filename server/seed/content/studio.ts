import type { DemoStudio } from './types.ts';

/** The fictional studio a newcomer sees on first start. Every name, address and number is invented. */
export const demoStudio: DemoStudio = {
  studioName: 'Larch & Lime',
  tagline: 'Creating thoughtful, elegant interiors that reflect your unique style and enhance your daily life.',
  email: 'hello@larchandlime.example',
  notificationEmail: 'studio@larchandlime.example',
  phone: '(503) 555-0142',
  street: '2148 NE Alberta Street',
  city: 'Portland',
  region: 'OR',
  postalCode: '97211',
  country: 'US',
  hours: [
    { day: 0, opens: null, closes: null },
    { day: 1, opens: '09:00', closes: '18:00' },
    { day: 2, opens: '09:00', closes: '18:00' },
    { day: 3, opens: '09:00', closes: '18:00' },
    { day: 4, opens: '09:00', closes: '18:00' },
    { day: 5, opens: '09:00', closes: '18:00' },
    { day: 6, opens: '10:00', closes: '16:00' },
  ],
  socials: {
    instagram: 'https://www.instagram.com/larchandlime',
    pinterest: 'https://www.pinterest.com/larchandlime',
    houzz: null,
    facebook: null,
  },
  services: [
    {
      title: 'Full Home Design',
      description:
        'From the first floor plan to the last picture hook, we design and coordinate every room of your home as one considered whole. Ideal for major renovations, new builds and houses you are about to move into.',
    },
    {
      title: 'Room Redesign',
      description:
        'A focused transformation of a single living room, kitchen, bedroom or dining room, with a complete plan for layout, lighting, finishes and furnishings.',
    },
    {
      title: 'Design Consultation',
      description:
        'A two-hour visit to your home to untangle a layout, settle a paint question or set a direction before you begin. You receive clear, written recommendations the next day.',
    },
    {
      title: 'Color & Material Selection',
      description:
        'A palette of paint, tile, stone, wood and fabric that works in your light and with what you already own, sampled on your own walls before anything is ordered.',
    },
    {
      title: 'Space Planning',
      description:
        'Measured drawings and furniture layouts that make rooms easier to move through, gather in and live with, worked out before a single piece is bought.',
    },
    {
      title: 'Project Management',
      description:
        'We coordinate contractors, order and track every item, inspect deliveries and run installation day, so you come home to a finished room.',
    },
  ],
  footerServices: ['Full Home Design', 'Room Redesign', 'Kitchen & Bath', 'Design Consultation', 'Project Management'],
  yearsExperience: 15,
  replyWithinBusinessDays: 1,
  designerName: 'Maren Holloway',
  designerTitle: 'Founder & Principal Designer',
  bioShort:
    'Maren Holloway founded Larch & Lime in 2017 after six years designing restaurants and small hotels, where she learned how much a room can change the way people feel. Today she works only on homes, from Craftsman bungalows to Pearl District lofts, with a small team in Northeast Portland. Her rooms are calm, warm and built to be lived in: natural materials, layered light and furniture chosen to outlast trends.',
  bio: `Maren Holloway grew up on a farm in the Willamette Valley, where her father restored old furniture in the barn and her mother repainted a different room of the house every spring. She studied interior architecture in Eugene and began her career with a hospitality design firm in Seattle, working on restaurants, cafés and small hotels up and down the West Coast.

Six years of designing rooms that had to survive hundreds of guests a day taught her what lasts: solid materials, good lighting, comfortable seating and layouts that simply make sense. In 2017 she came home to Oregon and founded Larch & Lime to bring those lessons into houses, where the stakes are more personal and the rewards are too.

Maren leads every project herself, from the first visit to the last cushion. Clients know her for her eye for color in the soft Northwest light, her patience with old houses and her insistence on sampling everything on site. She lives in a 1911 bungalow in Concordia with her husband, their two children and an elderly greyhound who inspects every fabric swatch before it reaches a client.`,
  story: `Larch & Lime began in 2017 in a narrow former print shop on NE Alberta Street, with one drafting table, a wall of paint samples and a borrowed sofa for client meetings. Maren had spent six years designing restaurants and small hotels, and she wanted to bring what she had learned about durability, light and atmosphere into the places where people actually live.

The name comes from two materials we love. Larch is a conifer that turns gold every autumn and drops its needles, a reminder that good rooms change with the seasons. Lime is the old, breathable stuff of plaster and limewash, soft to the eye and better with age. Together they stand for what we try to do: natural materials, honest craft and rooms that grow more beautiful the longer they are lived in.

Our approach is unhurried and personal. Every project starts with a long conversation in your home, at the time of day you use it most. We design a single room or a whole house with the same care, sample colors on your own walls, draw every piece of joinery and work with a small circle of Portland cabinetmakers, upholsterers and painters we have trusted for years. We take on only a few projects at a time, so the person who designed your room is the one standing in it on installation day.`,
  seoTitle: 'Larch & Lime — Interior Design Studio in Portland, Oregon',
  seoDescription:
    'Larch & Lime is a Portland, Oregon interior design studio creating calm, warm homes with natural materials, layered light and furniture made to last.',
};
