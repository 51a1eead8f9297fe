import { expect, it } from 'vitest';
import { MemoryStorage } from '../../../test-support/memory-storage.ts';
import { clearLocalData } from './clear-local-data.ts';

it('clears the §2.9 keys and all session storage, keeping unrelated keys', () => {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  for (const key of [
    'jwt',
    'user',
    'authToken',
    'Halfwise-access',
    'Halfwise-refreshToken',
    'Halfwise-tokenExpiresAt',
    'supabase.auth.token',
    'ttclid',
    'theme',
  ]) {
    local.setItem(key, 'x');
  }
  session.setItem('Halfwise-signupTracked', 'true');
  session.setItem('subscribe_event_id', 'e');

  clearLocalData(local, session);

  expect([local.key(0), local.key(1), local.length]).toEqual(['ttclid', 'theme', 2]);
  expect(session.length).toBe(0);
});
