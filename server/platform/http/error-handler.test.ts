import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  BusyError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../errors.ts';
import { apiErrorHandler } from './error-handler.ts';

/** An app whose one route throws `error`, answered by the API's error handler. */
const answerTo = async (error: unknown) => {
  const app = new Hono();
  app.get('/x', () => {
    throw error;
  });
  app.onError(apiErrorHandler);
  const response = await app.request('/x');
  return { status: response.status, headers: response.headers, body: await response.json() };
};

describe('one error model (D17)', () => {
  it.each([
    [new ValidationError('Title is required'), 400],
    [new UnauthorizedError(), 401],
    [new ForbiddenError(), 403],
    [new NotFoundError('Project not found'), 404],
    [new ConflictError('That username is already taken.'), 409],
  ])('answers %s with its status and its message', async (error, status) => {
    const answer = await answerTo(error);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message: error.message });
  });

  it('gives forms their per-field problems', async () => {
    const answer = await answerTo(
      ValidationError.forField('password', 'Password must be at least 12 characters long.'),
    );
    expect(answer.body).toEqual({
      message: 'Password must be at least 12 characters long.',
      fieldErrors: { password: 'Password must be at least 12 characters long.' },
    });
  });

  it('turns a schema failure into 400 naming the first field, with every field’s first problem', async () => {
    const schema = z.strictObject({ email: z.email('Please enter a valid email address.'), age: z.number() });
    const result = schema.safeParse({ email: 'nope', age: 'old', role: 'admin' });
    const answer = await answerTo(result.error);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('email: Please enter a valid email address.');
    expect(answer.body.fieldErrors).toMatchObject({ email: 'Please enter a valid email address.' });
    expect(Object.keys(answer.body.fieldErrors)).toEqual(expect.arrayContaining(['age', 'role']));
  });

  it('tells a client when to come back (429 and 503 carry Retry-After)', async () => {
    const limited = await answerTo(new TooManyRequestsError('Too many sign-in attempts.', 900));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    const busy = await answerTo(new BusyError('Many people are downloading the lookbook right now.', 10));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
  });

  it('hides anything unexpected behind a generic 500: no stack, no SQL', async () => {
    // The detail goes to the server's log, not to the client.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await answerTo(new Error('relation "users" does not exist at Parser.parse (/app/node_modules/pg)'));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(String(logged.mock.calls[0]?.[1])).toContain('relation "users"');
    logged.mockRestore();
  });
});
