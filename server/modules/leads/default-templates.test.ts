import { describe, expect, it } from 'vitest';
import { CreateTemplateSchema } from '#shared/admin/email.ts';
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
      for (const text of [parsed.subject, parsed.htmlContent, parsed.textContent]) {
        expect(findUnknownPlaceholders(text)).toEqual([]);
      }
    }
  });

  it('writes the studio’s facts as text: escaped in HTML, never as markup or a placeholder', () => {
    const html = defaultTemplates(studios.hostile)
      .map((tpl) => tpl.htmlContent)
      .join('\n');
    expect(html).toContain('Studio fristName &lt;b&gt;&amp;&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('without a name, phone or designer it still reads well', () => {
    const [welcome] = defaultTemplates(studios.blank);
    expect(welcome?.textContent).toContain('Thank you for reaching out to Interior Design Studio.');
    expect(welcome?.textContent).toContain('simply reply to this email.');
    expect(welcome?.textContent).toContain('The Interior Design Studio team');
  });

  it('makes the studio’s one reply promise (issue 27), in both parts', () => {
    const [oneDay] = defaultTemplates(studios.blank);
    expect(oneDay?.textContent).toContain('in touch personally within one business day.');
    const [threeDays] = defaultTemplates({ ...blankSiteSettings, replyWithinBusinessDays: 3 });
    expect(threeDays?.textContent).toContain('in touch personally within 3 business days.');
    expect(threeDays?.htmlContent).toContain('in touch personally within 3 business days.');
  });
});
