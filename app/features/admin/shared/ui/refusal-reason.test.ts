import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { refusalReason } from './field-problems.ts';

describe('refusalReason: the server’s own sentence, or nothing (admin area §8 fallback)', () => {
  it('gives a refusal’s sentence, and the provider’s error the server worded (502)', () => {
    expect(refusalReason(new ApiError('A lead with this email address already exists.', 409))).toBe(
      'A lead with this email address already exists.',
    );
    expect(refusalReason(new ApiError('SMTP said: 535 Authentication failed', 502))).toBe(
      'SMTP said: 535 Authentication failed',
    );
  });

  it('drops the field name before a schema’s sentence', () => {
    expect(refusalReason(new ApiError('to: Please enter a valid email address.', 400, { to: 'x' }))).toBe(
      'Please enter a valid email address.',
    );
  });

  it('gives nothing for a crash, a proxy’s page, a dropped connection or a success', () => {
    expect(refusalReason(new ApiError('Something went wrong on our side.', 500))).toBeUndefined();
    expect(refusalReason(new ApiError('502: Bad Gateway', 502))).toBeUndefined();
    expect(refusalReason(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(refusalReason(new ApiError('odd', 200))).toBeUndefined();
  });
});
