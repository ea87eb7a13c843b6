import type { RoomType } from '#shared/chat.ts';

/**
 * The answer-bot's design guidance per room type: general, well-established interior design
 * practice (clearances, light levels, materials, where money matters), written for homeowners.
 * These are rules of thumb, not the studio's facts: answers present them as guidance and never
 * as prices or promises. Imperial first (the studio is in the US), metric in brackets.
 */
export interface RoomGuide {
  room: RoomType;
  /** "living room", as it reads inside a sentence */
  label: string;
  /** the project category (form options 'projectCategory') this room is filed under, if any */
  category: string | null;
  summary: string;
  layout: string[];
  lighting: string[];
  materials: string[];
  color: string[];
  /** pieces a plan recommends, in order of importance */
  furniture: string[];
  budget: string[];
}

export const ROOM_GUIDES: Record<RoomType, RoomGuide> = {
  'living-room': {
    room: 'living-room',
    label: 'living room',
    category: 'living-room',
    summary:
      'A living room works when the seating faces one focal point, the walkways stay clear and there is light at several heights after dark.',
    layout: [
      'Arrange the seating around one focal point (a fireplace, the view or the television) and pull it off the walls: a conversation group about 8–10 ft (2.4–3 m) across feels intimate.',
      'Keep main walkways about 36 in (90 cm) wide and leave 16–18 in (40–45 cm) between the sofa and the coffee table.',
      'Choose a rug large enough for at least the front legs of every seat to sit on it; a small rug floating in the middle shrinks the room.',
      'A coffee table about two-thirds the length of the sofa, and side tables within arm’s reach of every seat, make the room easy to use.',
    ],
    lighting: [
      'Put light at three heights: table lamps at seated shoulder height, floor lamps or sconces around eye level, and something that washes the walls or ceiling.',
      'Aim for four to six light sources in a typical living room, so the ceiling light is optional rather than the only choice.',
      'Use warm bulbs of 2700 K (2200 K for mood lamps) with a color rendering index of 90 or more, and put as much as possible on dimmers.',
      'Place a reading lamp just behind the shoulder of the chair it serves, not in front of the face.',
    ],
    materials: [
      'Wool, linen and performance velvet wear well on sofas; a removable, washable cover is worth it with children or pets.',
      'Solid wood and natural stone on the surfaces you touch daily age better than veneers and lacquers.',
      'A wool rug with a felt underlay softens sound in rooms with hard floors and high ceilings.',
    ],
    color: [
      'North-facing rooms read cool and grey: warm whites, earthy neutrals and clay tones keep them welcoming.',
      'South- and west-facing rooms can take cooler greens and blues without feeling cold.',
      'Let the largest pieces (walls, sofa, rug) carry quiet colors and put stronger color in cushions, art and a single chair.',
    ],
    furniture: [
      'A sofa with a seat depth of 22–24 in (55–60 cm) for lounging, in a durable, tightly woven fabric',
      'A pair of armchairs or one generous reading chair to complete the conversation group',
      'A coffee table about two-thirds the length of the sofa, with rounded corners if children use the room',
      'Side tables at arm height beside every seat, each with room for a lamp',
      'A rug large enough to hold the front legs of all the seating',
      'Built-in or freestanding shelving for books and display, which also helps the acoustics',
    ],
    budget: [
      'Spend on the sofa and the lighting: they are used every day and make the most visible difference.',
      'Save on side tables, accessories and art frames, which are easy to change later.',
      'Buy in phases if needed: the sofa, rug and lamps first, then the rest as you live in the room.',
    ],
  },
  kitchen: {
    room: 'kitchen',
    label: 'kitchen',
    category: 'kitchen',
    summary:
      'A kitchen works when the cooking zones flow in order, there is landing space beside every appliance and the light falls on the worktop rather than behind you.',
    layout: [
      'Plan in zones that follow how you cook: store, prepare, cook, serve, clean up, in that order along the run.',
      'Keep aisles 42 in (1.05 m) wide for one cook and 48 in (1.2 m) for two, and leave at least 15 in (40 cm) of worktop beside the hob and the fridge.',
      'Deep drawers instead of base cupboards make pots and plates easy to reach without kneeling.',
      'Take tall units (fridge, pantry, oven tower) to the ceiling at one end of a run so the worktop stays continuous.',
    ],
    lighting: [
      'Light the worktop itself: LED strips under wall cabinets or shelves remove the shadow your body casts under a ceiling light.',
      'Hang pendants over an island 30–34 in (75–85 cm) above the worktop, spaced so their light overlaps.',
      'Use 2700–3000 K throughout and put the ambient, task and pendant lights on separate switches and dimmers.',
    ],
    materials: [
      'Quartzite, honed granite or a good quartz composite stand up to heat and knocks; marble and limestone patina and need sealing.',
      'A hard-wearing cabinet paint or real wood veneer on the doors; handles or cup pulls in solid brass or steel that age rather than peel.',
      'A tile or stone splashback behind the hob and sink; porcelain, stone or sealed engineered wood on the floor.',
    ],
    color: [
      'A darker color on the lower cabinets and a lighter one above grounds the room and keeps it bright.',
      'Sample cabinet colors on large boards in the kitchen itself: paint looks much darker across a whole run of doors.',
      'Warm metals (brass, bronze) soften deep blues and greens; steel and white suit pale, cool schemes.',
    ],
    furniture: [
      'An island, peninsula or freestanding work table, depending on the space: allow 42 in (1.05 m) all round',
      'Counter stools with 10–12 in (25–30 cm) between seat and worktop, and a footrest',
      'Full-height pantry storage so small appliances live off the worktop',
      'Open shelves for the everyday plates and glasses, closed cabinets for everything else',
      'A small dining table or banquette if there is room, for breakfast and homework',
    ],
    budget: [
      'Cabinetry is usually the largest part of a kitchen budget; keeping sound carcasses and replacing only doors and worktops saves a great deal.',
      'Keeping the sink, hob and appliances where the plumbing and gas already are avoids some of the costliest work.',
      'Spend on what you touch every day (worktops, drawers, hardware, the tap) and choose mid-range appliances with good reviews.',
    ],
  },
  bedroom: {
    room: 'bedroom',
    label: 'bedroom',
    category: 'bedroom',
    summary:
      'A bedroom works when the bed has room on both sides, the light is low and warm, and the room can be made properly dark.',
    layout: [
      'Place the bed so you can see the door from it, but not directly in line with it, with its headboard on a solid wall.',
      'Leave 24–30 in (60–75 cm) on each side of the bed and about 36 in (90 cm) at the foot for walking.',
      'Nightstands work best level with the top of the mattress, and a bench or blanket box at the foot adds storage.',
      'Keep desks and exercise equipment out of the line of sight from the bed if the room must double up.',
    ],
    lighting: [
      'Give each side of the bed its own reading light (a wall light or a lamp with a downward shade) on its own switch.',
      'Use warm 2200–2700 K bulbs and dimmers; bright overhead light is the least restful choice in a bedroom.',
      'Curtains with blackout or interlining, on a track that runs past the window frame, make the room truly dark.',
    ],
    materials: [
      'Linen, cotton percale and wool bedding breathe; layer them in two or three tones rather than matching sets.',
      'Place a rug under the lower two-thirds of the bed, extending 18–24 in (45–60 cm) beyond the sides, so the first step in the morning is soft.',
      'An upholstered headboard and heavy curtains absorb sound and make the room feel quieter.',
    ],
    color: [
      'Lower-saturation colors (stone, sage, dusty pink, soft blue) are calmer than bright ones in a room meant for rest.',
      'Deep colors work well in bedrooms used mostly at night: painting walls and ceiling the same shade makes the room feel enveloping.',
      'Keep the bedding light if the walls are dark, so the bed remains the brightest, most inviting thing in the room.',
    ],
    furniture: [
      'A bed with an upholstered or timber headboard tall enough to lean on when reading',
      'Two nightstands with a drawer, level with the mattress top',
      'A chest of drawers or built-in wardrobe so clothes have a home',
      'A bench or blanket box at the foot of the bed',
      'A comfortable chair by the window, if there is room, so the bed is not the only seat',
    ],
    budget: [
      'Spend first on the mattress, bedding and curtains: they decide how well you sleep.',
      'Chests of drawers and bedside tables are easy to find second-hand in solid wood at a fraction of new prices.',
      'Built-in storage in alcoves or eaves costs more than freestanding pieces but frees floor space in small bedrooms.',
    ],
  },
  dining: {
    room: 'dining',
    label: 'dining room',
    category: 'dining',
    summary:
      'A dining room works when everyone can pull out a chair, reach the table comfortably and sit in warm, low light that flatters faces.',
    layout: [
      'Leave at least 36 in (90 cm) between the table edge and a wall so chairs can be pulled out, and 44 in (1.1 m) where people walk behind.',
      'Allow about 24 in (60 cm) of table edge per person; a round or oval table seats more people in a square room and nobody is stuck at a corner.',
      'Extend the rug 24 in (60 cm) beyond the table on every side so chair legs stay on it when pulled out.',
    ],
    lighting: [
      'Hang the pendant or chandelier 30–36 in (75–90 cm) above the table, about half to two-thirds of the table’s width.',
      'Put the main light on a dimmer and add wall lights, a picture light or lamps on the sideboard, so the table glows and the room around it is soft.',
      'Warm 2200–2700 K bulbs flatter food and faces; candles finish the job.',
    ],
    materials: [
      'Oiled oak or walnut tables take everyday use and can be refinished; a lacquered top shows every scratch.',
      'Chair fabrics that wipe clean (leather, performance weaves, treated linen) survive children and red wine.',
      'A flat-weave or low-pile rug lets chairs slide; avoid deep pile under a dining table.',
    ],
    color: [
      'Dining rooms are used mostly in the evening, so deep colors (teal, claret, forest green) feel warm and intimate rather than dark.',
      'Painting walls, trim and ceiling in one color makes a modest dining room feel larger and more enclosing.',
      'Warm woods and brass lift deep colors; cream and natural linen keep a pale scheme from feeling flat.',
    ],
    furniture: [
      'A table sized for everyday use with a leaf or extension for guests',
      'Chairs with a seat about 12 in (30 cm) below the table top, comfortable enough to linger in',
      'A sideboard or built-in buffet for serving, linens and everyday storage',
      'A rug extending 24 in (60 cm) beyond the table on all sides',
      'Open shelving or a cabinet for glassware and serving pieces on display',
    ],
    budget: [
      'Spend on the chairs: comfort decides whether people linger, and cheap chairs wear out first.',
      'A solid-wood table bought second-hand or from a local maker often costs less than a new veneered one and lasts longer.',
      'Mixing chairs (a pair of carvers at the ends, simpler chairs at the sides) stretches the budget and looks collected.',
    ],
  },
  bathroom: {
    room: 'bathroom',
    label: 'bathroom',
    category: null,
    summary:
      'A bathroom works when the light on your face is even, the wet areas are properly waterproofed and there is closed storage for everything that would otherwise crowd the basin.',
    layout: [
      'Leave at least 21 in (53 cm), ideally 24–30 in (60–75 cm), of clear floor in front of the toilet, basin and bath.',
      'A walk-in shower needs roughly 36 × 36 in (90 × 90 cm) at the least; a recessed niche keeps bottles off the floor.',
      'Keeping the toilet and drains where they are is usually the simplest and least disruptive layout.',
    ],
    lighting: [
      'Light the face from both sides of the mirror (wall lights or an illuminated mirror) rather than only from above, which casts shadows.',
      'Use fittings rated for the zone they sit in (IP44 near the basin, IP65 in the shower) and 2700–3000 K bulbs.',
      'A dimmable or separately switched low light makes night-time visits and long baths gentler.',
    ],
    materials: [
      'Porcelain tile with a slip-resistant finish on the floor; larger tiles mean fewer grout lines to clean.',
      'Waterproof the whole wet area under the tiles and ventilate well: an extractor sized for the room prevents mould.',
      'Microcement, tadelakt or limewash give a seamless, soft finish but need careful sealing and a skilled applicator.',
    ],
    color: [
      'Light, warm tones reflect light and flatter skin; very cool whites can make a windowless bathroom feel clinical.',
      'Contrasting grout shows off a tile pattern; matching grout makes a small room feel calmer and larger.',
      'A bathroom is a good place to try a stronger color or pattern, because it is a room you pass through.',
    ],
    furniture: [
      'A vanity with drawers rather than doors, so everything is reachable',
      'A mirrored cabinet or recessed niche for daily bottles and medicines',
      'A heated towel rail, sized to dry a full bath towel',
      'A stool or small bench for getting ready and for children’s bath time',
    ],
    budget: [
      'Moving drains and the toilet is where bathroom budgets grow fastest; keep the layout if you can.',
      'Spend on what you cannot see and what you touch: waterproofing, valves and mixers, then the taps and shower head.',
      'Save with a simple wall tile and a more special floor or a single feature wall.',
    ],
  },
  'home-office': {
    room: 'home-office',
    label: 'home office',
    category: null,
    summary:
      'A home office works when daylight comes from the side, the chair and screen fit your body, and the room is quiet enough for calls.',
    layout: [
      'Set the desk at right angles to the window: daylight from the side avoids glare on the screen and a dark silhouette on video calls.',
      'Allow a desk at least 48 in wide and 24 in deep (120 × 60 cm), with the top of the screen at eye level an arm’s length away.',
      'Face into the room if you can, and look at what the camera sees behind you.',
    ],
    lighting: [
      'Put a task lamp on the side opposite your writing hand so your hand does not shadow the page.',
      'Neutral 3000–4000 K light on the desk helps focus; keep the rest of the room warm so evenings still feel like home.',
      'A soft light behind or above the monitor reduces the contrast that tires your eyes.',
    ],
    materials: [
      'A rug, curtains, an upholstered chair and full bookshelves dampen the echo that makes calls sound hollow.',
      'Plan cable management and sockets at desk height before anything is built.',
      'Closed storage with doors keeps paperwork out of sight when the working day is over.',
    ],
    color: [
      'Calm mid-tones (soft greens, muted blues, warm greys) are easier on the eyes for long hours than bright white.',
      'A mid-toned wall behind you on video looks better than stark white, which the camera overexposes.',
      'Bring in one energising accent (ochre, rust) in art or a chair rather than on every wall.',
    ],
    furniture: [
      'An adjustable ergonomic task chair, the piece to spend most on',
      'A desk at least 48 × 24 in (120 × 60 cm), or a sit-stand desk',
      'Closed storage (a cabinet or built-in cupboard) for paperwork and equipment',
      'A task lamp with an adjustable arm',
      'A pinboard or shelf within reach, and a reading chair if the room allows',
    ],
    budget: [
      'Spend on the chair and the lighting: you feel both every working hour.',
      'The desk itself can be simple; a solid worktop on sturdy legs costs little and lasts.',
      'Built-in storage in an alcove keeps a small office tidy for less than a run of freestanding units.',
    ],
  },
};
