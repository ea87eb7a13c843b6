import type { ShowcaseChange } from '#shared/admin/showcase.ts';
import type { Translate } from '../i18n/use-messages.ts';
import type { messages } from './messages.ts';

/**
 * What a write moved on the home page and the lookbook's cover (shared/admin/showcase.ts), as the
 * sentence its confirmation adds; undefined when it moved nothing.
 */
export function showcaseSentence(
  change: ShowcaseChange | undefined,
  t: Translate<(typeof messages)['en']>,
): string | undefined {
  if (!change) return undefined;
  const sentences: string[] = [];
  if (change.heroFirstSlide) {
    const now = change.heroFirstSlide.to;
    sentences.push(now ? t('heroNow', { project: now.projectTitle }) : t('heroEmpty'));
  }
  if (change.lookbookCover) {
    const now = change.lookbookCover.to;
    sentences.push(now ? t('coverNow', { project: now.projectTitle }) : t('coverEmpty'));
  }
  return sentences.length ? sentences.join(' ') : undefined;
}
