import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, recordFetch } from '../test-support/component/lib-recorded-fetch.ts';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import {
  ApiContractError,
  ApiError,
  isServerUnavailable,
  NetworkFailure,
  okAnswer,
  readOf,
  serverMessage,
  splitFieldMessage,
} from './api.ts';
import { api } from './api-client.ts';
import { onNetworkFailure } from './network-failures.ts';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('an answer that is not OK', () => {
  it('is an ApiError with its status and body', async () => {
    recordFetch(() => new Response('Slow down', { status: 429, statusText: 'Too Many Requests' }));
    const error = await failureOf(okAnswer(api.user.$get()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 429,
      body: 'Slow down',
      message: '429: Slow down',
    });
  });

  it('whose body cannot be read is worded by its status text', async () => {
    const cut = new ReadableStream({ start: (controller) => controller.error(new Error('connection cut')) });
    recordFetch(() => new Response(cut, { status: 500, statusText: 'Internal Server Error' }));
    const error = await failureOf(okAnswer(api.user.$get()));
    expect(error).toMatchObject({ status: 500, body: '', message: '500: Internal Server Error' });
  });

  it('says the server is unavailable only for a 502, 503 or 504', () => {
    for (const status of [502, 503, 504])
      expect(isServerUnavailable(new ApiError(status, '', ''))).toBe(true);
    for (const status of [400, 500, 501, 505])
      expect(isServerUnavailable(new ApiError(status, '', ''))).toBe(false);
    expect(isServerUnavailable({ status: 503 })).toBe(false);
    expect(isServerUnavailable(new Error('503'))).toBe(false);
  });
});

describe('no answer at all', () => {
  it('is a NetworkFailure that keeps its cause, and every listener hears of it until it stops listening', async () => {
    const heard: string[] = [];
    const stopFirst = onNetworkFailure(() => heard.push('first'));
    const stopSecond = onNetworkFailure(() => heard.push('second'));
    const cause = new TypeError('Failed to fetch');
    recordFetch(() => Promise.reject(cause));
    const error = await failureOf(okAnswer(api.user.$get()));
    expect(error).toBeInstanceOf(NetworkFailure);
    expect(error).toMatchObject({ name: 'NetworkFailure', message: 'Failed to fetch', cause });
    expect(heard).toEqual(['first', 'second']);
    stopFirst();
    await failureOf(okAnswer(api.user.$get()));
    expect(heard).toEqual(['first', 'second', 'second']);
    stopSecond();
  });

  it('is worded for a person when the cause is not an Error', () => {
    expect(new NetworkFailure('offline')).toMatchObject({
      message: 'The network request failed',
      cause: 'offline',
    });
  });
});

describe('an answer that breaks its contract', () => {
  it('names the request, the field and what it should have been, and carries no server message', async () => {
    recordFetch(() => jsonAnswer(200, { id: 'u', email: 42 }));
    const error = await failureOf(readOf(api.user.$get(), apiUserSchema));
    expect(error).toBeInstanceOf(ApiContractError);
    expect(error).toMatchObject({ name: 'ApiContractError', status: 200, body: '' });
    expect((error as Error).message).toMatch(
      /^Unexpected answer from GET \/api\/user: email: Invalid input: expected string/,
    );
    expect(serverMessage(error)).toBeNull();
  });
});

describe("the server's message", () => {
  const from = (body: string) => serverMessage(new ApiError(400, body, 'Bad Request'));

  it("is the JSON body's message, or none when it is empty", () => {
    expect(from('{"message":"Name is required."}')).toBe('Name is required.');
    expect(from('{"message":""}')).toBeNull();
  });

  it('is a short plain-text body itself, but not a JSON body without a text message', () => {
    expect(from('Service is down for maintenance')).toBe('Service is down for maintenance');
    expect(from('{"message":5}')).toBe('{"message":5}');
  });

  it('is no HTML page, and no body over 200 characters', () => {
    expect(from('  <html><body>Bad Gateway</body></html>')).toBeNull();
    expect(from('x'.repeat(200))).toBe('x'.repeat(200));
    expect(from('x'.repeat(201))).toBeNull();
    expect(serverMessage(new Error('{"message":"not from the server"}'))).toBeNull();
    expect(serverMessage(new ApiError(500, '', 'Internal Server Error'))).toBeNull();
  });
});

describe('a message that names its field', () => {
  it('names one only at its start', () => {
    expect(splitFieldMessage('Try again, code x42: offline')).toEqual({
      field: undefined,
      text: 'Try again, code x42: offline',
    });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(splitFieldMessage(` name: ${text}`).field).toBeUndefined();
      }),
    );
  });
});
