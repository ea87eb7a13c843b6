import { describe, expect, it } from 'vitest';
import type { ShowcasePicture } from '#shared/admin/showcase.ts';
import { messages } from './messages.ts';
import { showcaseSentence } from './showcase-sentence.ts';

const t = (key: keyof (typeof messages)['en'], values?: Record<string, string | number>) =>
  messages.en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

const kitchen: ShowcasePicture = { projectId: 1, projectTitle: 'Larch Kitchen', url: '/media/a/800.webp', alt: '' };
const loft: ShowcasePicture = { projectId: 2, projectTitle: 'Canal Loft', url: '/media/b/800.webp', alt: '' };

describe('what a project write moved, in its confirmation (issue 29)', () => {
  it('says nothing when nothing moved', () => {
    expect(showcaseSentence(undefined, t)).toBeUndefined();
    expect(showcaseSentence({}, t)).toBeUndefined();
  });

  it('names the project the home page now opens with, and the lookbook’s new cover', () => {
    expect(
      showcaseSentence({ heroFirstSlide: { from: kitchen, to: loft }, lookbookCover: { from: kitchen, to: loft } }, t),
    ).toBe(
      'The home page now opens with a picture of “Canal Loft”. The lookbook’s cover is now a picture of “Canal Loft”.',
    );
  });

  it('says so when the banner or the cover is left without a picture', () => {
    expect(showcaseSentence({ heroFirstSlide: { from: kitchen, to: null } }, t)).toBe(
      'The home page’s banner has no picture now.',
    );
    expect(showcaseSentence({ lookbookCover: { from: kitchen, to: null } }, t)).toBe(
      'The lookbook has no cover picture now.',
    );
  });
});
