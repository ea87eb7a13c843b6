import type { ChatContext, ChatHistoryMessage } from '#shared/chat.ts';

/**
 * Realistic visitor questions and what each answer must contain, checked against the demo studio
 * (Larch & Lime, server/seed/content) by evaluation.db.test.ts. The facts come from the seed:
 * when the demo content changes, these change with it. Text checks ignore case.
 */
export interface EvaluationCase {
  question: string;
  history?: ChatHistoryMessage[];
  context?: ChatContext;
  /** every one of these appears in the answer */
  says?: string[];
  /** at least one of these appears in the answer */
  saysOneOf?: string[];
  /** none of these appears in the answer (no invented facts) */
  neverSays?: string[];
  /**
   * Facts about a subject, each said in the same clause as its subject: "Saturday … 10 am – 4 pm",
   * not just both somewhere in an answer that lists every day (see `clausesOf`).
   */
  facts?: Fact[];
  /** wrong answers: never said in a clause about that subject (Sunday with opening hours) */
  neverFacts?: Fact[];
  /** every one of these is among the answer's links */
  links?: string[];
  /** at least one of these is among the links */
  linksOneOf?: string[];
  /** none of these is among the links (drafts, pages that were not used) */
  neverLinks?: string[];
  /** the answer says it does not know and offers the enquiry form */
  unknown?: boolean;
}

export interface Fact {
  about: string;
  says: string;
}

/**
 * The answer cut into clauses: sentences, then the parts of a list (", " and " and "). A colon
 * does not cut, so "work in Lake Oswego: Claret & Cream Dining Room" stays one clause.
 */
export function clausesOf(answer: string): string[] {
  return answer
    .toLowerCase()
    .split(/(?<=[.!?])\s+|,\s+|\s+and\s+|\n+/)
    .filter(Boolean);
}

/** Whether some clause of the answer names the subject and says the fact. */
export function saysAbout(answer: string, fact: Fact): boolean {
  const about = fact.about.toLowerCase();
  const says = fact.says.toLowerCase();
  return clausesOf(answer).some((clause) => clause.includes(about) && clause.includes(says));
}

const KITCHENS = [
  '/projects/midnight-navy-kitchen',
  '/projects/clay-plaster-kitchen',
  '/projects/pale-ash-bungalow-kitchen',
  '/projects/putty-and-delft-heritage-kitchen',
];
const DINING = [
  '/projects/deep-teal-dining-room',
  '/projects/harvest-table-farmhouse-dining',
  '/projects/claret-and-cream-dining-room',
];
const BEDROOMS = [
  '/projects/blush-and-walnut-primary-suite',
  '/projects/birch-attic-bedroom',
  '/projects/ink-and-linen-bedroom',
];
const DRAFT_POST = '/blog/the-return-of-the-dining-room';
/** Durations the studio never published: an answer about timing must not make them up. */
const INVENTED_DURATIONS = ['weeks', 'months', 'days to', 'a year'];

export const EVALUATION_CASES: EvaluationCase[] = [
  // Hours, contact and location: straight from the settings.
  {
    question: 'What are your hours on Saturday?',
    facts: [{ about: 'Saturday', says: '10 am – 4 pm' }],
    neverFacts: [
      { about: 'Saturday', says: '9 am' },
      { about: 'Saturday', says: 'closed' },
    ],
    links: ['/contact'],
  },
  {
    question: 'Are you open on Sundays?',
    says: ['closed on Sundays'],
    facts: [{ about: 'Sunday', says: 'closed' }],
    neverFacts: [{ about: 'Sunday', says: ' am' }],
  },
  {
    question: 'What time do you open on Monday?',
    facts: [{ about: 'Monday', says: '9 am – 6 pm' }],
    neverFacts: [
      { about: 'Monday', says: '10 am' },
      { about: 'Monday', says: 'closed' },
    ],
  },
  {
    question: 'Can I visit the studio on Saturday?',
    says: ['2148 NE Alberta Street'],
    facts: [{ about: 'Saturday', says: '10 am – 4 pm' }],
    neverFacts: [{ about: 'Saturday', says: 'closed' }],
  },
  { question: "What's your phone number?", says: ['(503) 555-0142'], links: ['/contact'] },
  {
    question: 'What is your email address?',
    says: ['hello@larchandlime.example'],
    links: ['mailto:hello@larchandlime.example'],
  },
  { question: 'Where is the studio located?', says: ['2148 NE Alberta Street', 'Portland, OR 97211'] },

  // Services, pricing, process, timing, booking.
  {
    question: 'What services do you offer?',
    says: ['Full Home Design', 'Room Redesign', 'Space Planning', 'Project Management'],
    links: ['/about#services-title'],
  },
  { question: 'Do you do project management?', says: ['Project Management', 'contractors'] },
  { question: 'Can you help me choose paint colors and materials?', says: ['Color & Material Selection'] },
  { question: 'Do you offer design consultations?', says: ['two-hour visit'] },
  {
    question: 'How much does a full home design cost?',
    says: ['Under $10,000', '$10,000 – $25,000', '$100,000+', 'Full Home Design'],
    links: ['/contact'],
  },
  { question: 'What are your fees?', says: ["doesn't publish fixed fees", '$25,000 – $50,000'], links: ['/contact'] },
  { question: 'Is it expensive to redo a kitchen?', says: ['$50,000 – $100,000', 'cabinetry'], links: ['/contact'] },
  { question: 'How much is a consultation?', says: ['Design Consultation', 'Under $10,000'], links: ['/contact'] },
  {
    question: 'What can I do with my budget?',
    context: { budget: '10k-25k' },
    says: ['$10,000 and $25,000'],
    links: ['/contact'],
  },
  {
    question: 'How does your design process work?',
    says: ['Initial Consultation', 'Design Development', 'Implementation', 'Final Reveal'],
    links: ['/#process-title'],
  },
  { question: 'What happens after I contact you?', says: ['Initial Consultation'] },
  {
    question: 'How long does a kitchen renovation take?',
    says: ["can't give you a fixed timeline", 'Design Consultation'],
    neverSays: INVENTED_DURATIONS,
    links: ['/contact'],
  },
  { question: 'When could you start on my project?', neverSays: INVENTED_DURATIONS, links: ['/contact'] },
  { question: 'How do I book a consultation?', says: ['Design Consultation', 'enquiry form'], links: ['/contact'] },
  { question: "I'd like to hire you for my living room", says: ['enquiry form'], links: ['/contact'] },
  // Issue 27: times from the booking module (the real clock here; chat-booking.db.test.ts fixes it).
  {
    question: 'Can I book a call for next Tuesday?',
    says: ['booking page', 'enquiry form'],
    links: ['/book', '/contact'],
  },

  // The studio and what clients say.
  {
    question: 'Who is the designer behind the studio?',
    says: ['Founder & Principal Designer'],
    facts: [{ about: 'Larch & Lime is led by', says: 'Maren Holloway' }],
    links: ['/about'],
  },
  { question: 'How many years of experience do you have?', says: ['15 years'] },
  {
    question: 'who is the lead designer and how long has she been doing this',
    says: ['Founder & Principal Designer', '15 years of experience'],
    facts: [{ about: 'Larch & Lime is led by', says: 'Maren Holloway' }],
    neverSays: INVENTED_DURATIONS,
    links: ['/about'],
  },
  {
    question: 'What do your clients say about you?',
    facts: [{ about: 'average rating', says: '4.7 out of 5' }],
    links: ['/about#testimonials-title'],
  },

  // The portfolio: categories, styles, single projects.
  { question: 'Do you do kitchens?', linksOneOf: KITCHENS, links: ['/portfolio?category=kitchen'] },
  { question: 'Can I see some of your dining rooms?', linksOneOf: DINING, links: ['/portfolio?category=dining'] },
  { question: 'Have you designed any bedrooms?', linksOneOf: BEDROOMS },
  {
    question: 'Do you design bathrooms?',
    says: ["There isn't a bathroom in our portfolio", 'Kitchen & Bath'],
    links: ['/contact'],
    neverLinks: [...KITCHENS, ...DINING, ...BEDROOMS],
  },
  {
    question: 'Do you have any Scandinavian projects?',
    links: ['/projects/pale-ash-bungalow-kitchen', '/projects/birch-attic-bedroom'],
  },
  {
    question: 'Show me your modern work',
    links: ['/projects/midnight-navy-kitchen', '/projects/deep-teal-dining-room'],
  },
  {
    question: 'Tell me about the Midnight Navy Kitchen',
    says: ['navy cabinetry'],
    facts: [{ about: 'Midnight Navy Kitchen', says: 'Eastmoreland' }],
    links: ['/projects/midnight-navy-kitchen'],
  },
  {
    question: 'What was the Sage & Stone Parlor project?',
    facts: [{ about: 'Sage & Stone Parlor', says: 'Laurelhurst' }],
    links: ['/projects/sage-and-stone-parlor'],
  },
  {
    question: 'Tell me about the teal dining room',
    facts: [{ about: 'Deep Teal Dining Room', says: 'Mount Tabor' }],
    links: ['/projects/deep-teal-dining-room'],
  },
  { question: "What's in your portfolio?", says: ['14 projects'], links: ['/portfolio'] },
  { question: 'Do you do modern kitchens?', links: ['/projects/midnight-navy-kitchen'] },

  // Design questions: the guidance, the journal and the projects.
  {
    question: 'How should I light my living room?',
    says: ['three heights'],
    links: ['/blog/how-to-layer-lighting-in-a-living-room'],
  },
  {
    question: 'What size rug should I buy for my living room?',
    links: ['/blog/the-rug-size-rule-most-people-get-wrong'],
  },
  { question: 'How do I choose the right white paint?', links: ['/blog/why-a-warm-white-is-never-just-white'] },
  { question: 'Should I paint my bedroom a dark color?', links: ['/blog/living-with-dark-walls'] },
  { question: 'Any tips for a small kitchen?', links: ['/blog/making-a-small-kitchen-work-hard'] },
  { question: 'What kind of sofa works with kids and pets?', says: ['washable'] },
  {
    question: 'What about lighting?',
    history: [
      { role: 'user', content: 'How should I lay out my kitchen?' },
      { role: 'assistant', content: 'Plan in zones that follow how you cook.' },
    ],
    says: ['worktop'],
    links: ['/projects/midnight-navy-kitchen'],
  },
  { question: 'What lighting would you suggest?', context: { roomType: 'bedroom' }, says: ['bed'] },
  { question: 'Is the dining room coming back?', neverLinks: [DRAFT_POST] },
  {
    question: 'Can you put together a design plan for a rustic dining room?',
    says: ['rustic dining room'],
    links: ['/projects/harvest-table-farmhouse-dining'],
  },

  // Service area: where the studio is and where its projects are; no area is published, none invented.
  {
    question: 'Do you work outside Portland?',
    says: ["doesn't publish a service area", 'Portland, OR', 'Hood River', 'Dundee', 'Lake Oswego', 'Irvington'],
    links: ['/contact', '/projects/claret-and-cream-dining-room'],
    neverLinks: ['/projects/putty-and-delft-heritage-kitchen'],
  },
  {
    question: 'Do you serve Lake Oswego?',
    says: ["doesn't publish a service area"],
    facts: [{ about: 'Lake Oswego', says: 'Claret & Cream Dining Room' }],
    neverFacts: [
      { about: 'Lake Oswego', says: 'Harvest Table' },
      { about: 'Lake Oswego', says: 'Timber & Wool' },
    ],
    links: ['/contact', '/projects/claret-and-cream-dining-room'],
  },
  {
    question: 'What areas do you cover?',
    says: ["doesn't publish a service area", 'Laurelhurst'],
    links: ['/contact'],
  },
  {
    question: 'Do you take projects in Seattle?',
    says: ["doesn't publish a service area", 'based in Portland'],
    neverSays: ['seattle'],
    links: ['/contact'],
  },
  {
    question: "What's your service area?",
    says: ["doesn't publish a service area"],
    neverSays: ['We offer 6 services'],
    links: ['/contact'],
  },
  {
    question: 'Which neighborhoods have you worked in?',
    says: ['Sellwood', 'Eastmoreland'],
    facts: [
      { about: 'Hood River', says: 'Timber & Wool Great Room' },
      { about: 'Dundee', says: 'Harvest Table Farmhouse Dining' },
      { about: 'Lake Oswego', says: 'Claret & Cream Dining Room' },
    ],
    links: ['/portfolio'],
  },

  // The smallest way in: the consultation and the enquiry form's budget ranges.
  {
    question: 'what is your cheapest option',
    says: ['Design Consultation', 'two-hour visit', 'Under $10,000', '$100,000+', "doesn't publish fixed fees"],
    links: ['/contact'],
  },
  {
    question: "what's the least I can spend",
    says: ['Design Consultation', 'Under $10,000'],
    links: ['/contact'],
  },
  {
    question: 'Do you have an entry-level package?',
    says: ['Design Consultation', 'Under $10,000'],
    links: ['/contact'],
  },
  {
    question: "What's the least expensive service?",
    says: ['smallest way to work with the studio', 'Design Consultation'],
    neverSays: ['We offer 6 services'],
    links: ['/contact'],
  },

  // A single room: the room-level service, what the portfolio has, a line of the guide.
  {
    question: 'Can you help with a small bathroom?',
    says: [
      'Room Redesign',
      'Kitchen & Bath',
      "There isn't a bathroom in our portfolio",
      'matching grout makes a small room',
    ],
    neverSays: ['We offer 6 services'],
    links: ['/contact'],
    neverLinks: [...KITCHENS, ...DINING, ...BEDROOMS],
  },
  {
    question: 'Could you redo my bathroom?',
    says: ['Room Redesign', "There isn't a bathroom in our portfolio"],
    links: ['/contact'],
  },
  {
    question: 'Can you help me with my kitchen?',
    says: ['Room Redesign', '4 kitchens'],
    linksOneOf: KITCHENS,
    links: ['/contact', '/portfolio?category=kitchen'],
  },
  { question: 'Can you help with one room only?', says: ['Room Redesign'], links: ['/contact'] },

  // Scope: homes only, availability, no shop — what the studio says, and nothing more.
  {
    question: 'Do you do commercial work?',
    says: ['works only on homes'],
    links: ['/about', '/contact'],
    neverLinks: KITCHENS,
  },
  { question: 'Do you design offices or restaurants?', says: ['works only on homes'], neverSays: ['home office'] },
  {
    question: 'Are you taking new clients?',
    says: ["doesn't publish the studio's current availability", 'only a few projects at a time'],
    neverSays: ['out of 5'],
    links: ['/contact'],
  },
  {
    question: 'Are you open to new clients?',
    says: ['only a few projects at a time'],
    neverSays: ['9 am'],
    links: ['/contact'],
  },
  {
    question: 'Can I see your kitchens?',
    says: ['4 projects'],
    facts: [
      { about: 'Midnight Navy Kitchen', says: 'Eastmoreland' },
      { about: 'Clay Plaster Kitchen', says: 'Northwest District' },
      { about: 'Pale Ash Bungalow Kitchen', says: 'Sellwood' },
    ],
    linksOneOf: KITCHENS,
    links: ['/portfolio?category=kitchen'],
  },
  {
    question: 'Do you sell furniture?',
    says: ["doesn't list a shop", 'Project Management', 'order and track every item'],
    neverSays: ['seat depth'],
    links: ['/contact'],
  },
  { question: 'Can I buy furniture from you?', says: ["doesn't list a shop"], links: ['/contact'] },
  {
    question: 'What are your business hours?',
    facts: [
      { about: 'Monday – Friday', says: '9 am – 6 pm' },
      { about: 'Saturday', says: '10 am – 4 pm' },
      { about: 'Sunday', says: 'closed' },
    ],
    neverFacts: [{ about: 'Sunday', says: ' am' }],
    neverSays: ['works only on homes'],
  },

  // Small talk.
  { question: 'Hello', says: ['Larch & Lime'] },
  { question: "Thanks, that's really helpful!", says: ["You're welcome"] },

  // Off-topic and nonsense: say so plainly, offer the enquiry form.
  { question: 'asdfgh qwerty zxcv', unknown: true },
  { question: "What's the capital of France?", unknown: true },
  { question: 'Who won the football game last night?', unknown: true },
  { question: 'Can you recommend a good pizza place nearby?', unknown: true },
  { question: 'Write me a poem about cats', unknown: true },
  { question: 'How do I fix my car?', unknown: true },
];
