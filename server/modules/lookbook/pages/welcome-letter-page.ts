import type { SiteSettings } from '#shared/content.ts';
import { COLOR, MARGIN } from '../lookbook-theme.ts';
import { type PageKit, STYLE } from './page-kit.ts';

export interface WelcomeInput {
  settings: SiteSettings;
  recipient: string | null;
  projectCount: number;
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const LETTER_WIDTH = 410;
const SIGNATURE_HEIGHT = 118;

function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** The letter's paragraphs: a greeting of our own, the studio's story as far as it fits, a closing. */
export function letterParagraphs({ settings, projectCount }: WelcomeInput): {
  opening: string;
  story: string[];
  closing: string;
} {
  const where = settings.city ? ` in and around ${settings.city}` : '';
  const opening =
    projectCount > 0
      ? `Thank you for asking for our lookbook. On the following pages you will find ${countInWords(projectCount)} of the homes we have designed${where}, a few notes we share with every client, and an honest account of how we work.`
      : 'Thank you for asking for our lookbook. On the following pages you will find a few notes we share with every client and an honest account of how we work.';
  const firstName = settings.designerName.trim().split(/\s+/)[0] ?? '';
  // The story is told about the designer; paragraphs naming her read oddly in a letter she signs.
  const story = settings.story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph && !(firstName && paragraph.includes(firstName)));
  const closing = settings.designerName
    ? 'When you are ready to talk about your own home, I would love to hear from you. The last page tells you how to reach us.'
    : 'When you are ready to talk about your own home, we would love to hear from you. The last page tells you how to reach us.';
  return { opening, story, closing };
}

/** Page 2: a letter from the designer, addressed to the recipient by name. */
export function drawWelcomeLetterPage(kit: PageKit, input: WelcomeInput): void {
  const { type } = kit;
  const { settings, recipient } = input;
  kit.addPage();
  let y = MARGIN.top + 8;
  type.line('A letter from the studio', STYLE.eyebrow, { x: MARGIN.x, y, width: LETTER_WIDTH });
  y += 34;
  const greeting = { ...STYLE.heading, size: 32 };
  const drawn = type.line(recipient ? `Dear ${recipient},` : 'Hello,', greeting, {
    x: MARGIN.x,
    y,
    width: LETTER_WIDTH + 80,
    minSize: 18,
  });
  y += type.lineHeight(greeting, drawn.size) + 22;

  const { opening, story, closing } = letterParagraphs(input);
  const body = STYLE.lead;
  const gap = 12;
  const room = MARGIN.contentBottom - SIGNATURE_HEIGHT - y;
  const measure = (text: string) => type.measure(text, body, LETTER_WIDTH) + gap;
  let used = measure(opening) + measure(closing);
  const paragraphs = [opening];
  for (const paragraph of story) {
    const height = measure(paragraph);
    if (used + height > room) break;
    paragraphs.push(paragraph);
    used += height;
  }
  paragraphs.push(closing);
  for (const paragraph of paragraphs) {
    const height = type.paragraph(paragraph, body, {
      x: MARGIN.x,
      y,
      width: LETTER_WIDTH,
      height: MARGIN.contentBottom - SIGNATURE_HEIGHT - y,
    });
    y += height + gap;
  }

  y += 12;
  type.line('Warmly,', { font: 'displayItalic', size: 15, color: COLOR.clay }, { x: MARGIN.x, y, width: LETTER_WIDTH });
  y += 32;
  const signer = settings.designerName || `The ${settings.studioName} team`;
  type.line(signer, { ...STYLE.subheading, size: 20 }, { x: MARGIN.x, y, width: LETTER_WIDTH, minSize: 12 });
  y += 30;
  const role = [settings.designerName ? settings.designerTitle : '', settings.studioName].filter(Boolean).join(', ');
  type.line(role, STYLE.label, { x: MARGIN.x, y, width: LETTER_WIDTH });
}
