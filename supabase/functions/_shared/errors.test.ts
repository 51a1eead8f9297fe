import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATABASE_UNAVAILABLE,
  DatabaseUnavailable,
  describeFailure,
  handleError,
  handleNotFound,
  HttpError,
  isDatabaseOutage,
  mapError,
} from './errors.ts';

function postgresError(code: string, column_name?: string) {
  return Object.assign(new Error('db said no'), { name: 'PostgresError', code, column_name });
}

describe('mapError', () => {
  it('names the field of the first zod issue', () => {
    const result = z
      .object({ email: z.email('Please enter a valid email address') })
      .safeParse({ email: 'x' });
    expect(mapError(result.error)).toEqual({
      status: 400,
      message: 'email: Please enter a valid email address',
    });
  });

  it('names unknown fields of a strict object', () => {
    const result = z.strictObject({ a: z.string() }).safeParse({ a: 'ok', admin: true });
    expect(mapError(result.error)).toEqual({ status: 400, message: 'admin: Unknown field' });
  });

  it('names an unknown field inside a list of strict objects with its place', () => {
    const schema = z.strictObject({ changes: z.array(z.strictObject({ a: z.string() })) });
    const result = schema.safeParse({ changes: [{ a: 'ok' }, { a: 'ok', colour: 'red' }] });
    expect(mapError(result.error)).toEqual({ status: 400, message: 'changes.1.colour: Unknown field' });
  });

  it('keeps the status and message of an HttpError', () => {
    expect(mapError(new HttpError(429, 'slow down'))).toEqual({ status: 429, message: 'slow down' });
  });

  it.each([
    ['23505', 409],
    ['23514', 400],
    ['22P02', 400],
    ['22003', 400],
    ['42501', 404],
    ['23503', 404],
  ])('maps Postgres %s to %i', (code, status) => {
    expect(mapError(postgresError(code)).status).toBe(status);
  });

  it('names the column of a Postgres value error when Postgres names it', () => {
    expect(mapError(postgresError('23514', 'first_name')).message).toBe('first_name: Invalid value');
  });

  it('hides everything else behind a generic 500', () => {
    expect(mapError(postgresError('42P01'))).toEqual({ status: 500, message: 'Something went wrong' });
    expect(mapError(new TypeError('secret detail'))).toEqual({
      status: 500,
      message: 'Something went wrong',
    });
  });
});

describe('handleError and handleNotFound', () => {
  const app = new Hono();
  app.get('/boom', () => {
    throw new TypeError('internal detail');
  });
  app.get('/gone', () => {
    throw new HttpError(404, 'Not found');
  });
  app.notFound(handleNotFound);
  app.onError(handleError);

  it('answers JSON { message } for errors and unknown routes', async () => {
    const originalError = console.error;
    console.error = () => {};
    try {
      const boom = await app.request('/boom');
      expect(boom.status).toBe(500);
      expect(await boom.json()).toEqual({ message: 'Something went wrong' });
    } finally {
      console.error = originalError;
    }
    const gone = await app.request('/gone');
    expect([gone.status, await gone.json()]).toEqual([404, { message: 'Not found' }]);
    const unknown = await app.request('/nowhere');
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'Not found' }]);
  });
});

describe('database outages', () => {
  const driverError = (code: string) => Object.assign(new Error('write CONNECTION_CLOSED'), { code });

  it.each(['CONNECTION_CLOSED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', '57014', '57P01', '08006'])(
    'maps %s to 503 with a message',
    (code) => {
      expect(mapError(driverError(code))).toEqual({ status: 503, message: DATABASE_UNAVAILABLE });
      expect(isDatabaseOutage(driverError(code))).toBe(true);
    },
  );

  it('maps a missed deadline to 503 and keeps its reason for the log', () => {
    const error = new DatabaseUnavailable('no answer within 10 ms');
    expect(mapError(error)).toEqual({ status: 503, message: DATABASE_UNAVAILABLE });
    expect(describeFailure(error)).toBe('no answer within 10 ms');
  });

  it('does not treat a refused statement as an outage', () => {
    expect(isDatabaseOutage(postgresError('23505'))).toBe(false);
  });

  it('answers a NUL byte that reached Postgres as 400, not 500', () => {
    expect(mapError(postgresError('22P05')).status).toBe(400);
  });
});
