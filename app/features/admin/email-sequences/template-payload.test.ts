import { describe, expect, it } from 'vitest';
import type { EmailTemplate } from '#shared/admin/email.ts';
import {
  createTemplateBody,
  delayKind,
  insertAt,
  templateFormDefaults,
  templateProblems,
  updateTemplateBody,
  wholeNumberOr,
} from './template-payload.ts';

const stored: EmailTemplate = {
  id: 4,
  name: 'Welcome',
  subject: 'Hello {{firstName|there}}',
  htmlContent: '<p>Hi</p>',
  textContent: 'Hi',
  textEdited: true,
  sequencePosition: 2,
  delayDays: 3,
  active: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  version: 1,
};

describe('the template editor’s values', () => {
  it('a new template goes after the last one, active and immediate', () => {
    expect(templateFormDefaults(null, 4)).toMatchObject({ sequencePosition: '4', delayDays: '0', active: true });
  });

  it('an existing one shows what is stored', () => {
    expect(templateFormDefaults(stored)).toEqual({
      name: 'Welcome',
      subject: 'Hello {{firstName|there}}',
      sequencePosition: '2',
      delayDays: '3',
      active: false,
      htmlContent: '<p>Hi</p>',
      textContent: 'Hi',
      textEdited: true,
    });
  });
});

describe('admin area §5: position and delay', () => {
  it('fall back to 1 and 0 when the field is not a number', () => {
    expect(wholeNumberOr('', 1)).toBe(1);
    expect(wholeNumberOr('abc', 0)).toBe(0);
    const result = createTemplateBody({
      ...templateFormDefaults(null),
      name: 'A',
      subject: 'B',
      htmlContent: '<p>C</p>',
      sequencePosition: 'x',
      delayDays: '',
    });
    expect(result.ok && result.body).toMatchObject({ sequencePosition: 1, delayDays: 0 });
  });

  it('a number below the minimum is refused, not raised', () => {
    const result = updateTemplateBody(
      { ...templateFormDefaults(stored), sequencePosition: '0', delayDays: '-2' },
      stored.version,
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        sequencePosition: 'Sequence position must be at least 1.',
        delayDays: 'Delay must be 0 days or more.',
      },
    });
  });
});

describe('what is sent', () => {
  it('the edit carries the version it started from, so a stale save is a conflict (issue 29)', () => {
    const result = updateTemplateBody(templateFormDefaults(stored), 7);
    expect(result.ok && result.body.version).toBe(7);
  });

  it('a subject pasted with a line break is sent on one line (SECURITY 9)', () => {
    const result = updateTemplateBody({ ...templateFormDefaults(stored), subject: 'Hello\r\nthere' }, stored.version);
    expect(result.ok && result.body.subject).toBe('Hello there');
  });

  it('a text part not edited by hand is not sent: the server writes it from the HTML (issue 28)', () => {
    const generated = updateTemplateBody(
      { ...templateFormDefaults(stored), textEdited: false, textContent: 'Hi' },
      stored.version,
    );
    expect(generated.ok && generated.body).toMatchObject({ textEdited: false, textContent: '' });
    const own = updateTemplateBody({ ...templateFormDefaults(stored), textContent: 'My words' }, stored.version);
    expect(own.ok && own.body).toMatchObject({ textEdited: true, textContent: 'My words' });
  });

  it('name, subject and HTML are required', () => {
    const result = createTemplateBody(templateFormDefaults(null));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toMatchObject({
      name: 'Template name is required',
      subject: 'Email subject is required',
      htmlContent: 'HTML content is required',
    });
  });

  it('the server’s field errors (an unknown placeholder) land on their field', () => {
    expect(
      templateProblems([
        ['htmlContent', 'Unknown placeholder {{firstname}}.'],
        ['template.subject', 'x'],
      ]),
    ).toEqual({ htmlContent: 'Unknown placeholder {{firstname}}.', subject: 'x' });
  });
});

describe('the list and the placeholders', () => {
  it('0 days shows as Immediate (admin area §9)', () => {
    expect([0, 1, 7].map(delayKind)).toEqual(['immediate', 'oneDay', 'days']);
  });

  it('a placeholder replaces the selection and the caret lands after it', () => {
    expect(insertAt('Hi there', '{{firstName}}', 3, 8)).toEqual({ text: 'Hi {{firstName}}', caret: 16 });
    expect(insertAt('', '{{email}}', 5, 9)).toEqual({ text: '{{email}}', caret: 9 });
  });
});
