import { normalizeText } from '../text/normalize.ts';

/** What a visitor's message asks for, as far as simple cues can tell. */
export type Intent =
  | 'greeting'
  | 'thanks'
  | 'hours'
  | 'contact'
  | 'area'
  | 'booking'
  | 'services'
  | 'pricing'
  | 'process'
  | 'timeline'
  | 'about'
  | 'reviews'
  | 'availability'
  | 'commercial'
  | 'shop'
  | 'work'
  | 'plan'
  | 'advice';

const DAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|weekdays?|today|tomorrow|holidays?)';

/**
 * Cues per intent, matched against the normalized message (lower case, no punctuation, phrases
 * joined: "how much" → howmuch). Order matters only for ties; every matching intent is returned.
 */
const CUES: Array<[Intent, RegExp[]]> = [
  [
    'hours',
    [
      /\b(opening|business|office|studio) hours\b/,
      /\b(your|the) hours\b/,
      /^hours\b/,
      /\bwhat time\b/,
      /\b(are|is) (you|the studio|your studio|it|the office) (open|closed)\b/,
      new RegExp(`\\b(open|closed?) (on )?${DAY}\\b`),
      new RegExp(`\\b${DAY} (hours|opening)\\b`),
      /\bwhen (are|is) (you|the studio|your studio|your office)( guys)? (open|closed)\b/,
      /\bwhen (do|does) (you|the studio) (open|close)\b/,
      /\bhours on\b/,
      new RegExp(`\\b(visit|come (in|by)|drop (in|by)|stop by)\\b.*\\b${DAY}\\b`),
    ],
  ],
  [
    'contact',
    [
      /\b(phone|telephone|email|e mail|mail address|postal address|street address)\b/,
      /\bcontact (details|info|information|number|page)\b/,
      /\b(how|where) (do|can|should) i (contact|reach)\b/,
      /^contact\b/,
      /\bcall (you|the studio|someone)\b/,
      /\b(where are you|where is (the|your) (studio|office)|located|your address|the address|find you|directions|parking)\b/,
      /\b(get in touch|reach (you|the studio|someone)|speak to (someone|a person|a human|a designer))\b/,
      /\bvisit (you|the studio|your studio)\b/,
      /\b(instagram|pinterest|social media)\b/,
    ],
  ],
  [
    'area',
    [
      /\bservice areas?\b/,
      /\b(what|which) (areas?|cities|towns|neighbou?rhoods|regions|places|suburbs|counties)\b/,
      /\bareas? (do |does )?(you|the studio) (cover|serve|work)\b/,
      /\bneighbou?rhoods?\b/,
      /\b(do|does|will|would|can|could) (you|the studio) (serve|cover|travel|come to|go to|work (in|outside|beyond|near|around))\b/,
      /\b(work|working|projects?|travel|go|come) outside\b/,
      /\boutside (of )?(the )?(city|town|area|metro|state|region)\b/,
      /\b(only|just) (in|around|within|local)\b/,
      /\b(take|taking|accept|accepting|do|work on)( on)? (projects?|clients?|jobs?|work|commissions) (in|outside|near|around|beyond|across)\b/,
      /\bwhere do (you|you guys) (work|operate|take)\b/,
      /\bhow far\b/,
      /\btravel (for|to)\b/,
    ],
  ],
  [
    'booking',
    [
      /\b(book|booking|appointment|schedule|consultation|consult)\b/,
      /\b(hire|work with) (you|the studio|a designer|your team)\b/,
      /\b(get|getting) started\b/,
      /\bstart (a|my|our) project\b/,
      /\b(inquire|inquiry|enquire|enquiry|inquiries|enquiries)\b/,
      /\bsign up\b/,
    ],
  ],
  [
    'services',
    [
      /\bservices?\b/,
      /\bwhat (do|does|can) (you|the studio|your studio) (do|offer|help)\b/,
      /\bdo you (offer|provide)\b/,
      /\b(full home design|room redesign|space planning|project management|material selection|color consultation|e design|edesign|virtual design)\b/,
      /\bhelp (me )?with\b/,
      /\bcan you help\b/,
      /\b(can|could|would) you (redo|renovate|remodel|redesign|update|refresh|transform|makeover)\b/,
      /\b(one|a single|just one|only one|single) room\b/,
    ],
  ],
  [
    'pricing',
    [
      /\bhowmuch\b/,
      /\b(cost|costs|costing|price|prices|pricing|priced|fee|fees|charge|charges|rates|budget|budgets|expensive|cheap|afford|affordable|quote|hourly|spend|minimum)\b/,
      /\b(cheaper|cheapest|lowest|smallest|entry level|starter|least expensive|most affordable|least i can)\b/,
    ],
  ],
  [
    'process',
    [
      /\bprocess\b/,
      /\bhow (does|do|would) (it|this|you|the design) work\b/,
      /\b(first|next) steps?\b/,
      /\bwhat happens\b/,
      /\bwhat (to|should i|can i) expect\b/,
      /\bhow do you work\b/,
      /\bsteps\b/,
    ],
  ],
  [
    'timeline',
    [
      /\bhowlong\b/,
      /\b(timeline|timelines|timeframe|time frame|duration|leadtime)\b/,
      /\bhow (soon|quickly|fast)\b/,
      /\bwhen (can|could|would) (you|the studio|we) (start|begin|finish)\b/,
    ],
  ],
  [
    'about',
    [
      /\bwho (is|are|runs|owns|founded|started) (the |your )?(designer|designers|studio|team|you|owner|founder|behind)\b/,
      /\bwho (are|is) you\b/,
      /\b(designer|founder|owner|principal)\b/,
      /\babout (you|the studio|your studio|yourselves)\b/,
      /\b(experience|qualifications|qualified|background|founded|history)\b/,
      /\bname (mean|come from)\b/,
      /\bwhy (larch|the name)\b/,
    ],
  ],
  [
    'reviews',
    [
      /\b(reviews?|testimonials?|rating|ratings|references?|feedback|recommendations from)\b/,
      /\bclients? say\b/,
      /\bhappy clients\b/,
    ],
  ],
  [
    'availability',
    [
      /\b(taking|take|accepting|accept|open to|looking for) (on )?(any )?(new|more) (clients?|projects?|work|commissions)\b/,
      /\b(taking|accepting) (on )?(clients|projects|commissions)\b/,
      /\b(waitlist|wait list|waiting list|availability|booked up|fully booked|capacity)\b/,
      /\b(have|got) (the )?(room|space|time) for (a |another |new |my |our )?(new )?(clients?|projects?)\b/,
    ],
  ],
  [
    'commercial',
    [
      /\b(commercial|corporate|hospitality|residential)\b/,
      /\bbusiness(es)?\b(?! hours)/,
      /\b(restaurants?|cafes?|hotels?|offices|workplaces?|office (space|building|fit ?out)s?)\b/,
      /\bretail (design|spaces?|projects?|interiors?|stores?|shops?)\b/,
      /\bonly (homes|houses)\b/,
    ],
  ],
  [
    'shop',
    [
      /\b(do|does|can) (you|the studio) sell\b/,
      /\b(sell|stock|supply) (furniture|rugs?|lamps?|lighting|decor|fabrics?|accessories|pieces|art)\b/,
      /\bbuy (\w+ )?(from|through) (you|the studio|your studio)\b/,
      /\b(have|run) an? (online )?(shop|store|showroom)\b/,
      /\b(your|the studio s|an online) (shop|store|showroom)\b/,
    ],
  ],
  [
    'work',
    [
      /\b(portfolio|projects?|examples?|case stud(y|ies)|past work|your work|previous work|photos|pictures|gallery)\b/,
      /\bdo you (do|design|work on|take on|handle)\b/,
      /\bhave you (done|designed|worked on)\b/,
      /\bshow me\b/,
      /\bcan you design\b/,
      /\btell me about (the|your) .*\b(kitchen|livingroom|bedroom|dining|room|loft|suite|parlor)\b/,
    ],
  ],
  ['plan', [/\bdesign plan\b/, /\b(make|create|give|draw up|put together) (me )?(a |an )?(plan|mood ?board|scheme)\b/]],
  [
    'advice',
    [
      /\bhow (do|can|should|would) (i|we)\b/,
      /\bhow to\b/,
      /\b(tips?|ideas?|advice|suggest|suggestions?|recommend|recommendations?|inspiration)\b/,
      /\b(should|could) (i|we)\b/,
      /\bwhat (color|colors|paint|size|rug|lighting|bulb|bulbs|lamp|lamps|sofa|material|materials|wood|finish)\b/,
      /\bwhich (color|colors|paint|rug|bulb|lamp|sofa|material|wood|finish)\b/,
      /\b(go with|goes with|match|pair with)\b/,
      /\bwhat about\b/,
    ],
  ],
];

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo)\b/;
const THANKS = /\b(thanks|thank you|thank u|thx|cheers|much appreciated|that helps|that was helpful|bye|goodbye)\b/;

/**
 * "How long has she been doing this?", "how long have you been designing": the designer's
 * experience (about), not a project's timeline, though both start with "how long".
 */
export const ASKS_EXPERIENCE =
  /\bhowlong (has|have|did) (she|he|they|you|your designer|the designer|the studio|your studio|it)( \w+)? (been|done|practi[cs]ed|practi[cs]ing|worked|working|designed|designing|run|running|doing)\b/;

/** Every intent the message shows cues for, in the order of CUES; greetings and thanks only when little else is said. */
export function detectIntents(message: string): Intent[] {
  const text = normalizeText(message);
  let found = CUES.filter(([, patterns]) => patterns.some((p) => p.test(text))).map(([intent]) => intent);
  if (ASKS_EXPERIENCE.test(text)) {
    found = found.filter((intent) => intent !== 'timeline');
    if (!found.includes('about')) found.push('about');
  }
  const wordCount = text.split(' ').filter(Boolean).length;
  if (found.length === 0 && THANKS.test(text) && wordCount <= 8) return ['thanks'];
  if (found.length === 0 && GREETING.test(text) && wordCount <= 6) return ['greeting'];
  return found;
}
