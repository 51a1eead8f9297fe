import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import { goalListSchema, goalSchema, UNDATED_GOAL_FIELDS } from '@halfwise/core/contract/goals.ts';
import { noContentSchema } from '@halfwise/core/contract/no-content.ts';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { ApiContractError, ApiError, answerOf, readOf } from './api.ts';
import { api } from './api-client.ts';

let answer: () => Response;
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
const goal = {
  id: 1,
  userId: 'u',
  name: 'Bike',
  targetAmount: 100,
  savedAmount: 0,
  timeframeMonths: 12,
  emoji: '🎯',
  isDefault: false,
  sortOrder: 1,
  ...UNDATED_GOAL_FIELDS,
};

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('fetch', async () => answer());
});
afterEach(() => vi.unstubAllGlobals());

describe('answers parsed with their contract', () => {
  it('answers the parsed body when it matches', async () => {
    answer = () => json(200, [goal]);
    await expect(answerOf(api['future-plans'].$get(), goalListSchema)).resolves.toEqual([goal]);
  });

  it('answers undefined for a 204 whose contract is no content', async () => {
    answer = () => new Response(null, { status: 204 });
    await expect(
      answerOf(api['future-plans'][':id'].$delete({ param: { id: '1' } }), noContentSchema),
    ).resolves.toBeUndefined();
  });

  it('refuses a body that does not match, naming the endpoint and the field', async () => {
    answer = () => json(200, [{ ...goal, targetAmount: '100' }]);
    const failure = answerOf(api['future-plans'].$get(), goalListSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiContractError);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(
      /^Unexpected answer from GET \/api\/future-plans: 0\.targetAmount: /,
    );
    await expect(failure).rejects.toMatchObject({
      endpoint: 'GET /api/future-plans',
      field: '0.targetAmount',
    });
  });

  it('refuses a missing field rather than answering undefined for it', async () => {
    const { emoji: _emoji, ...withoutEmoji } = goal;
    answer = () => json(201, withoutEmoji);
    await expect(
      answerOf(api['future-plans'].$post({ json: { name: 'Bike', targetAmount: 100 } }), goalSchema),
    ).rejects.toMatchObject({
      field: 'emoji',
    });
  });

  it('refuses a body that is not JSON', async () => {
    answer = () => new Response('<html>proxy error</html>', { status: 200 });
    await expect(answerOf(api.user.$get(), apiUserSchema)).rejects.toThrow(
      'Unexpected answer from GET /api/user: the body is not JSON',
    );
  });

  it('a parsed read yields null on 401 and parses anything else', async () => {
    answer = () => json(401, { message: 'Missing token' });
    await expect(readOf(api['future-plans'].$get(), goalListSchema)).resolves.toBeNull();
    answer = () => json(200, { not: 'a list' });
    await expect(readOf(api['future-plans'].$get(), goalListSchema)).rejects.toThrow(
      /^Unexpected answer from GET \/api\/future-plans: /,
    );
  });
});
