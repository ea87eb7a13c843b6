import { describe, expect, it } from 'vitest';
import { ContactEnquirySchema, LookbookRequestSchema } from './forms.ts';

describe('ContactEnquirySchema', () => {
  const valid = { firstName: 'Ada', lastName: 'Park', email: 'ada@example.com', message: 'Our kitchen needs help.' };

  it('keeps line breaks and tabs in the message', () => {
    expect(ContactEnquirySchema.parse({ ...valid, message: 'Two rooms:\n\tkitchen\r\n\tdining' }).message).toBe(
      'Two rooms:\n\tkitchen\r\n\tdining',
    );
  });

  it('accepts the required fields and fills the optional ones', () => {
    expect(ContactEnquirySchema.parse(valid)).toEqual({
      ...valid,
      phone: '',
      projectType: '',
      budget: '',
      consent: false,
      website: '',
    });
  });

  it.each([
    ['firstName', '', 'First name is required.'],
    ['lastName', '   ', 'Last name is required.'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['message', '', 'Message is required.'],
    ['firstName', 'Ada\r\nBcc: victim@example.com', 'First name must be on one line.'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5,000 characters.'],
    ['lastName', 'Pa\u0000rk', 'Last name contains characters that cannot be stored.'],
    ['message', 'Hello\u0000', 'Message contains characters that cannot be stored.'],
    ['phone', '555\u001b0101', 'Phone must be on one line.'],
  ])('refuses %s = %j with “%s”', (field, value, message) => {
    const result = ContactEnquirySchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('LookbookRequestSchema', () => {
  it('needs a name and a valid email', () => {
    expect(LookbookRequestSchema.safeParse({ name: 'Ada Park', email: 'ada@example.com' }).success).toBe(true);
    expect(LookbookRequestSchema.safeParse({ name: '', email: 'ada@example.com' }).success).toBe(false);
    expect(LookbookRequestSchema.safeParse({ name: 'Ada', email: '' }).success).toBe(false);
  });
});
