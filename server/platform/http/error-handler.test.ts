import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  BusyError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
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
    [new ValidationError('invalid_json'), 400, 'invalid_json', 'The request body is not valid JSON.'],
    [new UnauthorizedError(), 401, 'not_signed_in', 'Please sign in to continue.'],
    [new ForbiddenError(), 403, 'forbidden', 'You do not have permission to do that.'],
    [new NotFoundError('project_not_found'), 404, 'project_not_found', 'Project not found'],
    [new ConflictError('username_taken'), 409, 'username_taken', 'That username is already taken.'],
    [new PayloadTooLargeError(), 413, 'body_too_large', 'Request body too large.'],
    [
      new UnsupportedMediaTypeError(),
      415,
      'json_required',
      'Send the request body as JSON (Content-Type: application/json).',
    ],
  ])('answers %s with its status, its code and its English text', async (error, status, code, message) => {
    const answer = await answerTo(error);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code, message });
  });

  it('fills the text from the params, and sends them', async () => {
    const answer = await answerTo(new NotFoundError('unknown_option_list', { fieldType: 'colours' }));
    expect(answer.body).toEqual({
      code: 'unknown_option_list',
      message: 'Unknown option list: colours',
      params: { fieldType: 'colours' },
    });
  });

  it('gives forms their per-field problems, with codes', async () => {
    const answer = await answerTo(ValidationError.forField('slug', 'slug_taken', { slug: 'oak-loft' }));
    const problem = {
      code: 'slug_taken',
      message: 'The address "oak-loft" is already used by another item.',
      params: { slug: 'oak-loft' },
    };
    expect(answer.body).toEqual({ ...problem, fieldErrors: { slug: problem } });
  });

  it('turns a schema failure into 400 naming the first field, with every field’s first problem and its code', async () => {
    const schema = z.strictObject({ email: z.email('Please enter a valid email address.'), age: z.number() });
    const result = schema.safeParse({ email: 'nope', age: 'old', role: 'admin' });
    const answer = await answerTo(result.error);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_email');
    expect(answer.body.message).toBe('email: Please enter a valid email address.');
    expect(answer.body.fieldErrors).toMatchObject({
      email: { code: 'invalid_email', message: 'Please enter a valid email address.' },
      age: { code: 'invalid_type', params: { expected: 'number' } },
      role: { code: 'unknown_field', params: { key: 'role' } },
    });
  });

  it('tells a client when to come back (429 and 503 carry Retry-After, and the wait as params)', async () => {
    const limited = await answerTo(new TooManyRequestsError('sign_in_rate_limited', 900));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(limited.body).toEqual({
      code: 'sign_in_rate_limited',
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      params: { wait: '15 minutes', seconds: 900 },
    });
    const busy = await answerTo(new BusyError('lookbook_busy', 10));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect(busy.body.code).toBe('lookbook_busy');
  });

  it('gives Hono’s own errors a code', async () => {
    const answer = await answerTo(new HTTPException(400, { message: 'Malformed JSON in request body' }));
    expect(answer.body).toEqual({ code: 'request_failed', message: 'Malformed JSON in request body' });
  });

  it('hides anything unexpected behind a generic 500: no stack, no SQL', async () => {
    // The detail goes to the server's log, not to the client.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await answerTo(new Error('relation "users" does not exist at Parser.parse (/app/node_modules/pg)'));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      code: 'server_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(String(logged.mock.calls[0]?.[1])).toContain('relation "users"');
    logged.mockRestore();
  });
});
