/**
 * The four steps of public site §2 Home, in order, told in the studio's voice: the home page, the
 * lookbook's process page and the answer-bot all tell the same story.
 */
export const PROCESS_STEPS = [
  {
    title: 'Initial Consultation',
    description:
      'We begin with an unhurried conversation in your home, at the time of day you use it most. We listen to how you live, what you love and what no longer works.',
  },
  {
    title: 'Design Development',
    description:
      'We draw the layout, sample colors and materials on your own walls, and bring you a complete plan for furniture, lighting and finishes to refine together.',
  },
  {
    title: 'Implementation',
    description:
      'We order every piece, coordinate the craftspeople we trust and keep you posted at each step, so the work runs quietly around your life.',
  },
  {
    title: 'Final Reveal',
    description:
      'We install and style every room down to the last cushion, then walk you through your new home. All that is left is to live in it.',
  },
] as const;
