import type { RoomType } from '#shared/chat.ts';

/**
 * What a room photo's measurements suggest, per room type where the room changes the advice
 * (`any` otherwise). General design guidance, used by the built-in image analysis.
 */
type PerRoom = Partial<Record<RoomType, string>> & { any: string };

export const TEMPERATURE_ADVICE: Record<'warm' | 'cool' | 'neutral', PerRoom> = {
  cool: {
    any: 'Cool palettes feel fresh and calm; bring in warmth with natural wood, wool or linen and warm 2700 K bulbs so the room does not feel chilly after dark.',
    'living-room':
      'In a living room a cool palette is restful, but it needs warmth to feel inviting in the evening: oak or walnut, a wool rug and lamps at three heights with 2700 K bulbs.',
    kitchen:
      'Cool tones look crisp in a kitchen; warm brass or bronze hardware, an oak worktop or shelves and 2700–3000 K light over the worktop keep it from feeling clinical.',
    bedroom:
      'Cool, quiet colors suit a bedroom well; keep the light at 2200–2700 K and layer linen and wool so it feels restful rather than cold.',
    dining:
      'Dining rooms are used mostly in the evening, when cool colors can turn gray; offset them with warm, dimmable light, brass and warm wood on the table.',
    bathroom:
      'Cool whites and blues can feel clinical in a bathroom; warm 2700–3000 K light at face height and a wood or stone accent soften them and flatter skin.',
    'home-office':
      'Cool blues and greens support focus in a home office; add a warm lamp for the evening so the room still feels like home.',
  },
  warm: {
    any: 'Warm palettes feel welcoming; a cooler accent (sage, soft blue or charcoal) keeps them from becoming heavy, and 2700 K light suits them.',
    'living-room':
      'A warm palette makes a living room inviting; balance it with one cooler note (sage, stone or an inky blue) in a cushion, a painting or a chair.',
    kitchen:
      'Warm tones make a kitchen feel like the heart of the house; keep the worktop light and the task lighting bright so cooking areas stay clear.',
    bedroom:
      'Warm colors make a bedroom cozy; keep saturation low on the largest surfaces and let the bedding be the lightest thing in the room.',
    dining:
      'Warm colors are at their best in a dining room by candle and lamp light; a dimmer on the pendant and a picture light or two will make them glow.',
    bathroom:
      'Warm tones are flattering in a bathroom; pair them with a pale, slip-resistant floor and good light at face height.',
    'home-office':
      'A warm palette makes a home office welcoming; check that the wall behind you on video is a mid-tone, not a strong orange or red.',
  },
  neutral: {
    any: 'The palette is balanced between warm and cool, which makes it easy to take in either direction with textiles and accessories.',
    'living-room':
      'A balanced, neutral living room is a good canvas: choose one accent color for cushions, art and a single chair, and repeat it two or three times.',
    kitchen:
      'A neutral kitchen ages well; character can come from the hardware, a colored lower run or the tile behind the hob.',
    bedroom:
      'Neutral bedrooms are restful; add depth with texture (linen, wool, a velvet headboard) rather than more color.',
    dining:
      'A neutral dining room can take a stronger move: a painted ceiling, a deep-colored rug or a bold pendant over the table.',
    bathroom:
      'Neutral bathrooms feel calm; a patterned floor or one colored wall gives them personality without overwhelming a small room.',
    'home-office':
      'A neutral office keeps video calls calm; add one energizing accent (ochre, rust) in art or a chair.',
  },
};

export const BRIGHTNESS_ADVICE: Record<'low' | 'medium' | 'high', PerRoom> = {
  low: {
    any: 'The room reads dark: either lean into it with deep color on walls and ceiling, or add light at several heights, since a single ceiling light will not lift it.',
    'living-room':
      'The room reads dark: lamps at three heights and a mirror opposite (not beside) the window will lift it more than paler paint.',
    kitchen:
      'The room reads dark for a kitchen: under-cabinet task lighting and a lighter worktop or splashback will make the working areas usable.',
    bedroom:
      'The room reads dark, which a bedroom can carry beautifully: commit to it with the same deep color on walls and ceiling, and keep bedding light.',
    dining:
      'The room reads dark, which suits a dining room used at night: add a dimmable pendant over the table and a picture light or wall lights for glow.',
    bathroom:
      'The room reads dark for a bathroom: light both sides of the mirror and choose a lighter floor tile to bounce light.',
    'home-office':
      'The room reads dark for a workspace: put the desk beside the window and add a task lamp and a soft light behind the screen.',
  },
  medium: {
    any: 'The light level is moderate; lamps in the darkest corner, switched on even during the day, will make it feel larger.',
  },
  high: {
    any: 'The room is bright: paler colors will look paler still, so choose whites with a warm undertone and sample them on the wall before committing.',
    bedroom: 'The room is bright: good blackout-lined curtains on a track past the window frame will matter for sleep.',
    'home-office':
      'The room is bright: position the screen at right angles to the window and add a sheer blind to avoid glare.',
  },
};

export const SATURATION_ADVICE: Record<'low' | 'medium' | 'high', string> = {
  low: 'The colors are muted, so texture does the work: linen, wool, plaster and wood grain will keep it from feeling flat, and one accent color can be repeated two or three times.',
  medium:
    'The colors have a gentle saturation that is easy to live with; keep new additions in the same strength so nothing shouts.',
  high: 'The colors are strong: let one lead and keep the others quieter, or the room can feel busy.',
};

export const CONTRAST_ADVICE: Record<'low' | 'medium' | 'high', string> = {
  low: 'Contrast is low, so one darker anchor (a walnut table, a charcoal chair, black picture frames) will give the eye somewhere to rest.',
  medium: 'Light and dark are well balanced.',
  high: 'Contrast is high, which gives the room energy; softer textiles and warm light will keep it calm in the evening.',
};
