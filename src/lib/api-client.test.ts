import { IDEMPOTENCY_HEADER } from '@halfwise/core/idempotency-contract.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, recordFetch } from '../test-support/component/lib-recorded-fetch.ts';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { okAnswer } from './api.ts';
import { api, FILE_AS_READ, withFileBody, withIdempotencyKey } from './api-client.ts';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('what a call adds to its request', () => {
  it("sends a queued write's own Idempotency-Key on every attempt, and a fresh one without it", async () => {
    const sent = recordFetch(() => jsonAnswer(201, {}));
    const create = (key: string | undefined) =>
      okAnswer(
        api['future-plans'].$post({ json: { name: 'Bike', targetAmount: 100 } }, withIdempotencyKey(key)),
      );
    await create('kept-key');
    await create('kept-key');
    await create(undefined);
    const keys = sent.map((request) => request.headers.get(IDEMPOTENCY_HEADER));
    expect(keys.slice(0, 2)).toEqual(['kept-key', 'kept-key']);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a file as it was read, with its own content type', async () => {
    const sent = recordFetch(() => jsonAnswer(200, {}));
    const csv = 'Name,Amount\nRent,1450\n';
    await okAnswer(
      api.import.csv.$post({ query: { month: '2026-11', dryRun: 'true' } }, withFileBody(csv, 'text/csv')),
    );
    await okAnswer(
      api.import.$post({ query: {}, json: FILE_AS_READ }, withFileBody('{"a":1}', 'application/json')),
    );
    expect(sent.map(({ url, body, headers }) => [url, body, headers.get('Content-Type')])).toEqual([
      ['/api/import/csv?month=2026-11&dryRun=true', csv, 'text/csv'],
      ['/api/import', '{"a":1}', 'application/json'],
    ]);
  });
});
