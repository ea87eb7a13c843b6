import type { RoomType } from '#shared/chat.ts';

/** One color of a style's palette, with where it goes in a room. */
export interface StyleColor {
  name: string;
  hex: string;
  usage: string;
}

/**
 * The answer-bot's design guidance per style, keyed by the values of the studio's 'projectStyle'
 * options. Palettes lean on the studio's own projects in each style, so a plan and the linked
 * projects look like they belong together. General guidance, not the studio's facts.
 */
export interface StyleGuide {
  style: string;
  label: string;
  /** other words visitors use for it (matched after normalizing) */
  aliases: string[];
  concept: string;
  palette: StyleColor[];
  materials: string[];
  furniture: string;
  lighting: string;
  /** what undoes the style */
  avoid: string;
  /** the style in each room type: one specific move */
  rooms: Record<RoomType, string>;
}

export const STYLE_GUIDES: StyleGuide[] = [
  {
    style: 'modern',
    label: 'Modern',
    aliases: ['modern', 'modernist', 'midcentury', 'mid century', 'retro', 'sleek'],
    concept:
      'Clean lines and confident color: one strong, saturated shade set against warm whites and honest wood, with metal details that are crisp rather than ornate.',
    palette: [
      { name: 'Warm White', hex: '#f1ece1', usage: 'walls and ceiling' },
      { name: 'Navy', hex: '#1f2d45', usage: 'cabinetry, a feature wall or the sofa' },
      { name: 'White Oak', hex: '#c29a6b', usage: 'floor, joinery and table tops' },
      { name: 'Brass', hex: '#b8914f', usage: 'hardware, light fittings and frames' },
      { name: 'Terracotta', hex: '#b45a3c', usage: 'accent cushions, ceramics or a single chair' },
    ],
    materials: ['white oak', 'zellige or glazed tile', 'brushed brass', 'boucle', 'walnut'],
    furniture:
      'Pieces with slim legs, simple rounded or squared profiles and no carving; one sculptural piece (a round table, a curved chair) per room.',
    lighting:
      'Globe, dome and amber-glass pendants, slim brass wall lights and a picture light over one good painting.',
    avoid: 'Too many competing strong colors, and glossy surfaces everywhere: one statement per room is enough.',
    rooms: {
      'living-room':
        'Choose a low, clean-lined sofa on legs in one strong color and keep the walls warm white, so the room has one confident focal point.',
      kitchen:
        'Deep painted lower cabinets with flat or slim-shaker doors, a white oak island and warm brass pulls give a kitchen a modern edge without feeling cold.',
      bedroom:
        'A platform bed with an upholstered headboard in a saturated color, flanked by slim brass wall lights instead of bulky lamps, keeps a modern bedroom uncluttered.',
      dining:
        'A round walnut table with curved upholstered chairs under an amber-glass pendant makes a modern dining room feel warm rather than showroom-sleek.',
      bathroom:
        'Handmade-look glazed tile in one strong color, a floating oak vanity and brass taps give a bathroom a modern focus.',
      'home-office':
        'A slim white oak desk, a colored task chair and one statement lamp give a home office a modern look that still works on camera.',
    },
  },
  {
    style: 'modern-minimalist',
    label: 'Modern Minimalist',
    aliases: ['modern minimalist', 'industrial', 'urban', 'loft', 'monochrome'],
    concept:
      'Very few, very good pieces in a tight, mostly dark-and-light palette: concrete, steel and smoked wood, with soft textiles so the room never feels hard.',
    palette: [
      { name: 'Soft Concrete', hex: '#dcdad4', usage: 'walls' },
      { name: 'Charcoal', hex: '#3b3d3a', usage: 'the sofa or bed upholstery' },
      { name: 'Smoked Oak', hex: '#5e4a3a', usage: 'floor, plinths and shelving' },
      { name: 'Olive', hex: '#6f7348', usage: 'curtains and one textile accent' },
      { name: 'Ink Blue', hex: '#2f3440', usage: 'a drenched wall or ceiling, or metalwork' },
    ],
    materials: ['polished concrete', 'blackened steel', 'smoked oak', 'heavy linen', 'bronze'],
    furniture:
      'Low-profile seating, plinth bases instead of legs, wall-hung shelving and storage that hides everything; each piece has a reason to be there.',
    lighting:
      'Wall-washing and concealed lighting (LED strips in shelving, plinths and coves) plus one or two sculptural lamps in bronze or black.',
    avoid: 'Bare hard surfaces with nothing soft: without rugs and heavy curtains the room echoes and feels cold.',
    rooms: {
      'living-room':
        'A low charcoal sofa on a smoked oak plinth, one wall of steel shelving and full-height linen curtains give a minimalist living room warmth and good acoustics.',
      kitchen:
        'Handleless dark cabinetry, a concrete or honed stone worktop and integrated appliances keep a modern minimalist kitchen visually quiet.',
      bedroom:
        'Drench walls and ceiling in one deep color, keep the bed low and use a single smoked oak ledge in place of nightstands.',
      dining:
        'A plain slab table with black steel or smoked oak chairs under one large, simple pendant suits a modern minimalist dining room.',
      bathroom:
        'Microcement walls and floor, a wall-hung basin and a recessed niche instead of shelves give a bathroom the minimalist calm.',
      'home-office':
        'A wall of closed storage with push-to-open doors and a single slab desk keeps a minimalist office clear at the end of the day.',
    },
  },
  {
    style: 'contemporary',
    label: 'Contemporary',
    aliases: ['contemporary', 'transitional', 'current', 'warm modern'],
    concept:
      'Of today and warm: earthy, sun-baked colors, layered textures and natural finishes like limewash, walnut and travertine, with lamps at several heights.',
    palette: [
      { name: 'Linen White', hex: '#efe6da', usage: 'limewashed or painted walls' },
      { name: 'Terracotta', hex: '#a65a3a', usage: 'the sofa or a headboard' },
      { name: 'Walnut', hex: '#6b4429', usage: 'joinery, tables and frames' },
      { name: 'Ochre', hex: '#d7a86e', usage: 'ceramics, cushions and lampshades' },
      { name: 'Oatmeal', hex: '#d8cbb8', usage: 'rug, curtains and throws' },
    ],
    materials: ['limewash or plaster', 'walnut', 'travertine', 'wool', 'linen', 'aged brass'],
    furniture:
      'Generous, rounded upholstery, built-in walnut joinery and a mix of one or two vintage pieces with new ones.',
    lighting:
      'Lamps at three heights (table, floor, picture lights) with linen or paper shades, so the ceiling light is rarely needed.',
    avoid: 'Matching furniture sets and cool grey: the style depends on warmth and a collected feel.',
    rooms: {
      'living-room':
        'Pair a terracotta or rust sofa with limewashed walls and walnut shelves built into the alcoves, and light the room with lamps at three heights.',
      kitchen:
        'Plaster-toned walls, walnut or oak fronts and a travertine or warm stone worktop make a contemporary kitchen feel like part of the living space.',
      bedroom:
        'A velvet headboard in a warm, earthy color against blush or clay plaster, with walnut joinery around the bed, makes a contemporary bedroom a retreat.',
      dining:
        'A walnut table, upholstered chairs in a warm textured weave and a paper or linen pendant give a contemporary dining room its glow.',
      bathroom:
        'Warm plaster or tadelakt walls, travertine and aged brass taps make a contemporary bathroom feel soft and spa-like.',
      'home-office':
        'Walnut shelving, a linen-shaded lamp and a warm plaster wall behind the desk give a contemporary office a calm, camera-friendly backdrop.',
    },
  },
  {
    style: 'traditional',
    label: 'Traditional',
    aliases: [
      'traditional',
      'classic',
      'period',
      'heritage',
      'victorian',
      'edwardian',
      'georgian',
      'colonial',
      'craftsman',
    ],
    concept:
      'Respect for the house’s age: restored original details, deep but softened colors, antique and well-made pieces, and brass that is allowed to patina.',
    palette: [
      { name: 'Pale Sage', hex: '#d5dcc8', usage: 'walls above the picture rail or paneling' },
      { name: 'Moss', hex: '#5c6b58', usage: 'velvet upholstery' },
      { name: 'Mahogany', hex: '#4e2f1f', usage: 'antique tables and case pieces' },
      { name: 'Claret', hex: '#7a2832', usage: 'chairs, a rug or a drenched dining room' },
      { name: 'Antique Brass', hex: '#9c7a45', usage: 'sconces, cup pulls and picture lights' },
    ],
    materials: ['velvet', 'fir or oak floors', 'marble', 'unlacquered brass', 'hand-knotted wool'],
    furniture:
      'Wing chairs, pedestal tables, a skirted or rolled-arm sofa and at least one antique; proportions follow the room’s original details.',
    lighting:
      'Brass sconces and picture lights, pleated or silk shades and a chandelier on a dimmer; bulbs kept warm and low.',
    avoid:
      'Ripping out original details or filling the room with reproduction sets: the charm is in what is real and old.',
    rooms: {
      'living-room':
        'Restore the fireplace and picture rail, then gather a velvet sofa and a pair of wing chairs around the hearth on a hand-knotted rug.',
      kitchen:
        'Inset painted cabinetry, a freestanding range in a chimney-style alcove and a scrubbed work table instead of an island suit a traditional kitchen.',
      bedroom:
        'A bed with a tall upholstered or carved headboard, a pair of antique nightstands and pleated-shade lamps give a traditional bedroom its comfort.',
      dining:
        'Painted paneling, a mahogany pedestal table, velvet chairs and a crystal or brass chandelier on a dimmer make a traditional dining room.',
      bathroom:
        'A freestanding bath, a marble-topped washstand, checkerboard or encaustic floor tile and cross-head taps suit a traditional bathroom.',
      'home-office':
        'A partners’ desk or antique writing table, a green-shaded banker’s lamp and full-height bookcases make a traditional study.',
    },
  },
  {
    style: 'minimalist',
    label: 'Minimalist',
    aliases: ['minimalist', 'minimal', 'warm minimalist', 'wabi sabi', 'zen'],
    concept:
      'Warm minimalism: fewer, better objects, earthy plaster and stone, pale wood and hidden storage, so surfaces stay clear and the materials do the talking.',
    palette: [
      { name: 'Chalk White', hex: '#f0ebe3', usage: 'cabinetry and ceilings' },
      { name: 'Clay', hex: '#d8c3ae', usage: 'plastered walls' },
      { name: 'Limestone', hex: '#b8a48c', usage: 'worktops, floors and bench seats' },
      { name: 'Oak', hex: '#9a7350', usage: 'floors and furniture' },
      { name: 'Umber', hex: '#8c5a3c', usage: 'a single ceramic, textile or leather accent' },
    ],
    materials: ['clay plaster', 'limestone', 'pale oak', 'linen', 'wool', 'handmade ceramics'],
    furniture:
      'Simple, solid pieces with soft edges, built-in and handleless storage, and nothing on display that is not used or loved.',
    lighting:
      'Concealed light in coves and niches, plaster or paper pendants and a few low lamps; the light source itself is barely seen.',
    avoid:
      'Gallery-white walls, glossy surfaces and storage that is too small: clutter comes back when things have nowhere to go.',
    rooms: {
      'living-room':
        'A low, deep sofa in natural linen, a single stone or oak coffee table and built-in storage behind plaster-colored doors keep a minimalist living room calm.',
      kitchen:
        'Handleless cabinets along one wall, a single limestone worktop and a concealed hood, with every drawer planned around what you own, keep the counters clear.',
      bedroom:
        'A low oak bed, linen bedding in two tones and a built-in wardrobe flush with the wall leave a minimalist bedroom with nothing to look at but light and texture.',
      dining:
        'A solid oak table, simple woven-seat chairs and one plaster or paper pendant give a minimalist dining room warmth without clutter.',
      bathroom:
        'Limewash or tadelakt walls, a stone basin on an oak shelf and recessed storage make a minimalist bathroom feel soft rather than sterile.',
      'home-office':
        'Hide everything behind handleless doors and keep only the lamp and what you are working on on the desk.',
    },
  },
  {
    style: 'rustic',
    label: 'Rustic',
    aliases: ['rustic', 'farmhouse', 'cabin', 'country', 'lodge', 'cottage', 'mountain'],
    concept:
      'Earthy and built for real life: wide-plank wood, leather, wool and iron chosen to look better with wear, in the colors of bark, rust and undyed linen.',
    palette: [
      { name: 'Whitewash', hex: '#e9e1d3', usage: 'board or plastered walls' },
      { name: 'Cognac', hex: '#6e3f26', usage: 'leather seating' },
      { name: 'Rust Red', hex: '#a23c2c', usage: 'a woven rug or blankets' },
      { name: 'Weathered Oak', hex: '#8b6a46', usage: 'tables, beams and floors' },
      { name: 'Forged Iron', hex: '#3d3a36', usage: 'light fittings, hardware and a stove' },
    ],
    materials: ['reclaimed or wide-plank oak', 'leather', 'wool', 'flax linen', 'forged iron', 'stone'],
    furniture:
      'Solid timber pieces with visible grain, a leather sofa, Windsor or spindle chairs and plenty of built-in storage for boots, firewood and games.',
    lighting:
      'Iron chandeliers and lanterns rewired for dimmable bulbs, wall lights with linen shades and warm 2200 K light in the evening.',
    avoid: 'Themed décor (signs, fake distressing): real materials and age are enough.',
    rooms: {
      'living-room':
        'A cognac leather sofa facing the stove, a wool rug in rust and a window seat with storage below give a rustic living room comfort that survives muddy boots.',
      kitchen:
        'Painted shaker cabinets, a butcher-block or soapstone worktop, open oak shelves and a farmhouse sink suit a rustic kitchen.',
      bedroom:
        'Whitewashed boards, a solid oak bed, wool blankets and wall lights with linen shades make a rustic bedroom warm on a cold night.',
      dining:
        'A long trestle table in solid oak, black Windsor chairs and a forged iron chandelier hung low on a dimmer make a rustic dining room for big gatherings.',
      bathroom:
        'A vanity made from an old chest or reclaimed oak, stone-look floor tile and iron or aged brass fittings suit a rustic bathroom.',
      'home-office':
        'A desk made from a single slab of old timber, a leather chair and wool curtains give a rustic office warmth and quiet.',
    },
  },
  {
    style: 'scandinavian',
    label: 'Scandinavian',
    aliases: ['scandinavian', 'scandi', 'nordic', 'hygge', 'japandi', 'danish', 'swedish'],
    concept:
      'Light, simple and practical: pale wood, soft whites and muted blues and greens, with cozy textiles and warm lamps for the dark months.',
    palette: [
      { name: 'Soft White', hex: '#f3f1ec', usage: 'walls and ceilings' },
      { name: 'Pale Ash', hex: '#cfae83', usage: 'floors, cabinetry and furniture' },
      { name: 'Fjord Blue', hex: '#a7b5b8', usage: 'lower cabinets, a bed or a sofa' },
      { name: 'Eucalyptus', hex: '#7f9487', usage: 'upholstery and textiles' },
      { name: 'Ochre', hex: '#d7a33f', usage: 'small accents: cushions, a lamp, a throw' },
    ],
    materials: ['ash and birch', 'whitewashed pine', 'wool', 'sheepskin', 'linen', 'painted wood'],
    furniture:
      'Light, leggy pieces in pale wood, open shelving for everyday things, built-in storage in awkward corners and a comfortable chair with a throw.',
    lighting:
      'Paper and opal-glass pendants, wall lights beside the bed and sofa, and lamps kept on through the afternoon in winter.',
    avoid: 'Stark cool white with nothing soft: the style needs textiles, warm light and a few well-loved objects.',
    rooms: {
      'living-room':
        'A light-framed sofa in a muted blue or green, a pale wool rug, a sheepskin over one chair and paper pendants make a Scandinavian living room bright and cozy.',
      kitchen:
        'Pale ash uppers or open shelves over a soft blue lower run, with tile laid vertically, keep a small Scandinavian kitchen light and practical.',
      bedroom:
        'Whitewashed boards or soft white walls, a muted green upholstered bed, warm wall lights and built-in storage under the eaves make a calm Scandinavian bedroom.',
      dining:
        'A pale oak or ash table with spindle or wishbone chairs under an opal-glass pendant suits a Scandinavian dining room.',
      bathroom:
        'Soft white tile with pale grout, a birch or oak vanity and a wool bath mat bring Scandinavian warmth to a bathroom.',
      'home-office':
        'A pale ash desk facing into the room, a wall-mounted shelf and a linen-shaded lamp keep a Scandinavian office bright and uncluttered.',
    },
  },
];

/** Where a plan starts when the visitor gives no style: the studio's calm, warm contemporary look. */
export const DEFAULT_STYLE = 'contemporary';
