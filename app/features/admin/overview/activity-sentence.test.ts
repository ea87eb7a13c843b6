import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/admin/auth.ts';
import { type ActivityEntry, AUDIT_ACTIONS } from '#shared/admin/overview.ts';
import { adminI18n } from '../shared/i18n/i18n.ts';
import type { Translate } from '../shared/i18n/use-messages.ts';
import { activitySentence } from './activity-sentence.ts';
import { messages } from './messages.ts';

function translator(language: string): Translate<typeof messages.en> {
  const t = adminI18n.getFixedT(language, 'overview');
  return (key, values) => t(key, values ?? {}) as string;
}

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  action: 'auth.sign-in',
  entityType: 'session',
  entityId: null,
  label: null,
  actor: 'maren',
  at: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('Recent Activity sentences (D18, D28)', () => {
  it('has the same keys in English, Spanish and French', () => {
    const keys = Object.keys(messages.en).sort();
    expect(Object.keys(messages.es).sort()).toEqual(keys);
    expect(Object.keys(messages.fr).sort()).toEqual(keys);
  });

  it('writes a complete sentence for every audited action in every language', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      const seen = new Set<string>();
      for (const action of AUDIT_ACTIONS) {
        const entityType = action.startsWith('user.')
          ? 'user'
          : action.startsWith('lead.')
            ? 'lead'
            : action.startsWith('template.')
              ? 'emailTemplate'
              : 'project';
        const sentence = activitySentence(t, entry({ action, entityType, label: 'Sage & Stone Parlor' }));
        expect(sentence, `${language} ${action}`).not.toMatch(/\{\{|\}\}|^activity|undefined/);
        seen.add(sentence);
      }
      // Each action reads differently.
      expect(seen.size, language).toBe(AUDIT_ACTIONS.length);
    }
  });

  it('reads like the spec in English', () => {
    const t = translator('en');
    expect(activitySentence(t, entry({ action: 'auth.sign-in' }))).toBe('maren signed in');
    expect(activitySentence(t, entry({ action: 'user.create', entityType: 'user', label: 'sam' }))).toBe(
      'maren created the user “sam”',
    );
    expect(activitySentence(t, entry({ action: 'auth.sign-in-failed', actor: null, label: 'mallory' }))).toBe(
      'Failed sign-in for “mallory”',
    );
    expect(activitySentence(t, entry({ action: 'content.update', entityType: 'blogPost', label: 'Warm whites' }))).toBe(
      'maren edited the blog post “Warm whites”',
    );
    expect(activitySentence(t, entry({ action: 'content.reorder', entityType: 'testimonial' }))).toBe(
      'maren reordered the testimonials',
    );
    expect(activitySentence(t, entry({ action: 'user.password', entityType: 'user', label: 'maren' }))).toBe(
      'maren changed their password',
    );
    expect(activitySentence(t, entry({ action: 'content.update', entityType: 'settings', label: '' }))).toBe(
      'maren edited the studio settings',
    );
  });

  it('names leads by number only, and the e-mail setup, templates and sends by what they are (D25)', () => {
    const t = translator('en');
    expect(activitySentence(t, entry({ action: 'lead.delete', entityType: 'lead', label: '#42' }))).toBe(
      'maren deleted the lead #42',
    );
    expect(activitySentence(t, entry({ action: 'lead.note', entityType: 'lead', label: '#42' }))).toBe(
      'maren added a note to the lead #42',
    );
    expect(
      activitySentence(t, entry({ action: 'template.create', entityType: 'emailTemplate', label: 'Welcome' })),
    ).toBe('maren added the email template “Welcome”');
    // Rows written before leads and templates had verbs of their own read the same.
    expect(activitySentence(t, entry({ action: 'content.delete', entityType: 'lead', label: '#42' }))).toBe(
      'maren deleted the lead #42',
    );
    expect(activitySentence(t, entry({ action: 'content.update', entityType: 'email_settings', label: null }))).toBe(
      'maren edited the email setup',
    );
    expect(activitySentence(t, entry({ action: 'content.update', entityType: 'email_send', label: '#7' }))).toBe(
      'maren edited the email #7',
    );
  });

  it('speaks of leads and templates in Spanish and French too', () => {
    const note = entry({ action: 'lead.note', entityType: 'lead', label: '#42' });
    expect(activitySentence(translator('es'), note)).toBe('maren añadió una nota al contacto #42');
    expect(activitySentence(translator('fr'), note)).toBe('maren a ajouté une note au prospect #42');
  });

  it('says a scheduled post was published by the schedule, naming nobody (D24)', () => {
    const published = entry({ action: 'content.publish', actor: null, entityType: 'blogPost', label: 'Warm whites' });
    expect(activitySentence(translator('en'), published)).toBe('Published the blog post “Warm whites” as scheduled');
    expect(activitySentence(translator('es'), published)).toBe(
      'Se publicó el artículo «Warm whites» según lo programado',
    );
    // French quotes hold narrow no-break spaces.
    expect(activitySentence(translator('fr'), published)).toMatch(
      /^Publication programmée de l’article «\s+Warm whites\s+»$/u,
    );
  });

  it('names nobody when the actor is unknown, and hides nothing of an action it does not know', () => {
    const t = translator('es');
    expect(activitySentence(t, entry({ action: 'user.delete', actor: null, entityType: 'user', label: 'sam' }))).toBe(
      'Alguien eliminó el usuario «sam»',
    );
    const unknown = entry({ action: 'gallery.publish' as ActivityEntry['action'] });
    expect(activitySentence(translator('en'), unknown)).toBe('maren: gallery.publish');
  });

  it('says an upload nobody used was removed by the daily clean-up, with no actor (issue 29)', () => {
    const removed = entry({ action: 'media.delete', actor: null, entityType: 'media', label: '' });
    expect(activitySentence(translator('en'), removed)).toBe(
      'An upload unused for a week was removed from the media library',
    );
    expect(activitySentence(translator('en'), entry({ action: 'media.delete', entityType: 'media' }))).toBe(
      'maren deleted an image from the media library',
    );
  });
});
