/**
 * The design notes of the lookbook: advice the studio gives every client, concrete enough to act on
 * this weekend. Two pages of four; measurements are in inches, as the studio's clients buy them.
 */
export interface DesignTip {
  title: string;
  body: string;
}

export interface DesignTipPage {
  heading: string;
  tips: DesignTip[];
}

export const DESIGN_TIP_PAGES: DesignTipPage[] = [
  {
    heading: 'Light, color and materials',
    tips: [
      {
        title: 'Light every room in three layers',
        body: 'A single ceiling fixture flattens a room. Add lamps at three heights, one low on a side table, one at eye level and one tall floor lamp, so that light comes from several directions. Choose warm 2700 K bulbs and put every circuit you can on a dimmer: the same room then works for a bright Saturday clean and a quiet evening.',
      },
      {
        title: 'Test paint where it will live',
        body: 'Paint two sample boards at least 2 × 2 feet and move them between walls for three days. Look at them in the morning, at dusk and under your own lamps; north light cools a color, south light warms it. A shade that looks gray on the chip can turn lilac or green on the wall, and only your room will tell you which.',
      },
      {
        title: 'Repeat every material at least twice',
        body: 'A brass lamp on its own looks like an accident; brass in the lamp, a picture frame and a cabinet pull looks intended. Use each finish and each wood tone at least twice in a room, keep to no more than three wood tones, and let one material dominate. The room will feel calm even when it is full.',
      },
      {
        title: 'Choose fabrics for the life you lead',
        body: 'Wool, linen and leather age well; look for upholstery rated above 30,000 double rubs if the sofa is used daily, and choose solution-dyed fabrics where there are children, pets or sun. Always order a large swatch and live with it for a week: sit on it, spill water on it, and see it in daylight before you commit.',
      },
    ],
  },
  {
    heading: 'Proportion and placement',
    tips: [
      {
        title: 'Size the rug to the furniture, not the floor',
        body: 'A rug should hold the whole seating group: at least the front legs of every sofa and chair rest on it. In most living rooms that means 8 × 10 feet or larger, with 12 to 18 inches of floor showing at the edges. Under a dining table, allow 24 inches beyond the table on every side so chairs stay on the rug when pulled out.',
      },
      {
        title: 'Hang curtains high and wide',
        body: 'Mount the rod halfway between the top of the window frame and the ceiling, or just below the crown molding, and extend it 8 to 12 inches past the frame on each side. Let the fabric just kiss the floor. Windows look taller and wider, and the open curtains frame the glass instead of covering it.',
      },
      {
        title: 'Leave room to move',
        body: 'Keep main walkways 36 inches wide and leave 16 to 18 inches between a sofa and its coffee table, close enough to reach a cup, far enough for knees. Around a dining table, allow 36 inches to the wall, 42 if people walk behind the chairs. A room that is easy to move through feels bigger than one with more furniture.',
      },
      {
        title: 'Hang art and lights at human height',
        body: 'Center pictures about 57 inches above the floor, the eye level galleries use, and hang a piece above a sofa 8 to 10 inches above its back, treating a group of frames as one picture. Over a dining table, the bottom of a pendant belongs 30 to 36 inches above the top, and the fixture should be about 12 inches narrower than the table.',
      },
    ],
  },
];
