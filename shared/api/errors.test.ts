import { describe, expect, it } from 'vitest';
import { StudioSettingsSchema } from '../admin/studio.ts';
import { ContactEnquirySchema } from '../forms.ts';
import { bodyFromIssues, ERROR_MESSAGES, errorMessage, interpolate, problemFromIssue } from './errors.ts';

describe('the error catalogue', () => {
  it('fills placeholders once: a value holding braces stays as it is', () => {
    expect(interpolate('Unknown placeholder {{tag}}.', { tag: '{{fristName}}' })).toBe(
      'Unknown placeholder {{fristName}}.',
    );
    expect(errorMessage('slug_taken', { slug: 'oak-loft' })).toBe(
      'The address "oak-loft" is already used by another item.',
    );
  });

  it('has codes in snake case', () => {
    for (const code of Object.keys(ERROR_MESSAGES)) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});

describe('a schema’s verdict as codes and params', () => {
  it('maps the contact form’s issues: zod’s own to generic codes, the rules to theirs; the sentences stay', () => {
    const result = ContactEnquirySchema.safeParse({
      firstName: '',
      lastName: 'a\nb',
      email: 'nope',
      message: 'x'.repeat(5001),
    });
    expect(result.success).toBe(false);
    const body = bodyFromIssues(result.error?.issues ?? []);
    expect(body.fieldErrors).toMatchObject({
      firstName: { code: 'required', message: 'First name is required.' },
      lastName: { code: 'one_line', message: 'Last name must be on one line.' },
      email: { code: 'invalid_email', message: 'Please enter a valid email address.' },
      message: { code: 'too_long', message: 'Message must be at most 5,000 characters.', params: { maximum: 5000 } },
    });
    expect(body.code).toBe('required');
    expect(body.message).toBe('firstName: First name is required.');
    expect(body.params).toMatchObject({ field: 'firstName' });
  });

  it('carries a refinement’s own code (the studio’s opening hours)', () => {
    const result = StudioSettingsSchema.shape.hours.safeParse([{ day: 1, opens: '18:00', closes: '09:00' }]);
    const issue = result.error?.issues.find((one) => one.code === 'custom');
    expect(issue && problemFromIssue(issue)).toEqual({
      code: 'closing_after_opening',
      message: 'Closing time must be after opening time.',
    });
  });
});
