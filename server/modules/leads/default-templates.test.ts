import { describe, expect, it } from 'vitest';
import { CreateTemplateSchema } from '#shared/admin/email.ts';
import { plainTextFromHtml } from '#shared/email/plain-text.ts';
import { demoStudio } from '../../seed/content/studio.ts';
import { blankSiteSettings } from '../studio/settings.service.ts';
import { defaultTemplates } from './default-templates.ts';
import { findUnknownPlaceholders } from './sequence/placeholders.ts';

describe('the default welcome sequence (D26)', () => {
  const studios = {
    demo: { ...blankSiteSettings, ...demoStudio, designerPortrait: null },
    blank: blankSiteSettings,
    hostile: {
      ...blankSiteSettings,
      studioName: 'Studio {{fristName}} <b>&</b>',
      phone: '555 {{phone}}',
      designerName: '<script>x</script>',
      designerTitle: 'Lead {{x}} <script>y</script>',
      services: [{ title: 'Rooms {{x}}', description: '' }],
    },
  };

  it.each(Object.entries(studios))('for the %s studio: three steps that pass the save checks', (_, settings) => {
    const templates = defaultTemplates(settings);
    expect(templates.map((tpl) => [tpl.sequencePosition, tpl.delayDays])).toEqual([
      [1, 0],
      [2, 3],
      [3, 7],
    ]);
    for (const template of templates) {
      const parsed = CreateTemplateSchema.parse(template);
      // the text part is written from the HTML (textEdited false): it is what the save checks
      expect(parsed.textEdited).toBe(false);
      for (const text of [parsed.subject, parsed.htmlContent, plainTextFromHtml(parsed.htmlContent)]) {
        expect(findUnknownPlaceholders(text)).toEqual([]);
      }
    }
  });

  it('names the studio, its phone and its designer by placeholder (issue 28), never by their value', () => {
    const [welcome, , howWeHelp] = defaultTemplates(studios.demo);
    expect(welcome?.htmlContent).toContain('Thank you for reaching out to {{studioName|our studio}}.');
    expect(welcome?.htmlContent).toContain('call us on {{studioPhone}}.');
    expect(howWeHelp?.subject).toBe('How {{studioName|our studio}} can help');
    expect(welcome?.htmlContent).toContain(
      `<p>Warm regards,<br>{{designerName}}<br>${demoStudio.designerTitle.replace('&', '&amp;')}, {{studioName}}</p>`,
    );
    const all = defaultTemplates(studios.demo)
      .flatMap((tpl) => [tpl.subject, tpl.htmlContent])
      .join('\n');
    expect(all).not.toContain(demoStudio.phone);
    expect(all).not.toContain(demoStudio.designerName);
  });

  it('writes the prose it keeps (a title, the services) as text: escaped in HTML, never as markup or a placeholder', () => {
    const html = defaultTemplates(studios.hostile)
      .map((tpl) => tpl.htmlContent)
      .join('\n');
    expect(html).toContain('Lead x &lt;script&gt;y&lt;/script&gt;, {{studioName}}');
    expect(html).toContain('<strong>Rooms x</strong>');
    expect(html).not.toContain('<script>');
  });

  it('without a phone or designer it still reads well', () => {
    const [welcome] = defaultTemplates(studios.blank);
    const text = plainTextFromHtml(welcome?.htmlContent ?? '');
    expect(text).toContain('simply reply to this email.');
    expect(text).not.toContain('studioPhone');
    expect(text).toContain('The {{studioName|studio}} team');
  });

  it('makes the studio’s one reply promise (issue 27)', () => {
    const [oneDay] = defaultTemplates(studios.blank);
    expect(oneDay?.htmlContent).toContain('in touch personally within one business day.');
    const [threeDays] = defaultTemplates({ ...blankSiteSettings, replyWithinBusinessDays: 3 });
    expect(threeDays?.htmlContent).toContain('in touch personally within 3 business days.');
  });
});
