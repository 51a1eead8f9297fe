// The settings screen's requests at the fetch boundary (msw): what each sends and how its answer is read.
import { DEFAULT_REMINDER_SETTINGS } from '@halfwise/core/reminder-settings.ts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { deleteAccount } from './account-deletion.ts';
import { createCalendarFeed, deleteCalendarFeed, readCalendarFeed } from './own-data-requests.ts';
import { forgetDevice, readPushKey, readReminders, saveDevice, saveReminders } from './reminder-requests.ts';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every API request with what `answer` gives for it, noting what was sent. */
function answerAll(answer: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const text = await request.text();
      const one = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      sent.push(one);
      return answer(one);
    }),
  );
  return sent;
}

const ENDPOINT = 'https://push.example/device-1';

describe('settings requests', () => {
  it('read and save the reminders and this device, sending what the API names', async () => {
    const settings = { ...DEFAULT_REMINDER_SETTINGS, email: true, timeZone: 'America/Chicago' };
    const sent = answerAll(({ path, method }) => {
      if (path.endsWith('/key')) return HttpResponse.json({ publicKey: 'BPublic' });
      if (path === '/api/push-subscriptions' && method === 'POST')
        return HttpResponse.json({ endpoint: ENDPOINT });
      if (method === 'DELETE') return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(settings);
    });
    await expect(readReminders()).resolves.toEqual(settings);
    await expect(saveReminders(settings)).resolves.toEqual(settings);
    await expect(readPushKey()).resolves.toEqual({ publicKey: 'BPublic' });
    await expect(saveDevice({ endpoint: ENDPOINT, keys: { p256dh: 'P', auth: 'A' } })).resolves.toEqual({
      endpoint: ENDPOINT,
    });
    await saveDevice({});
    await forgetDevice(ENDPOINT);
    expect(sent).toEqual([
      { method: 'GET', path: '/api/reminders', body: undefined },
      { method: 'PUT', path: '/api/reminders', body: settings },
      { method: 'GET', path: '/api/push-subscriptions/key', body: undefined },
      {
        method: 'POST',
        path: '/api/push-subscriptions',
        body: { endpoint: ENDPOINT, keys: { p256dh: 'P', auth: 'A' } },
      },
      // A subscription missing its parts is sent with empty ones, for the server to refuse by name.
      {
        method: 'POST',
        path: '/api/push-subscriptions',
        body: { endpoint: '', keys: { p256dh: '', auth: '' } },
      },
      { method: 'DELETE', path: '/api/push-subscriptions', body: { endpoint: ENDPOINT } },
    ]);
  });

  it('read, make and end the calendar feed, and end the account with its password', async () => {
    const sent = answerAll(({ method, path }) => {
      if (path === '/api/user') return new HttpResponse(null, { status: 204 });
      if (method === 'POST') return HttpResponse.json({ url: 'https://example.com/feed.ics' });
      if (method === 'DELETE') return new HttpResponse(null, { status: 204 });
      return HttpResponse.json({ active: true, createdAt: '2026-11-26T10:00:00Z' });
    });
    await expect(readCalendarFeed()).resolves.toEqual({ active: true, createdAt: '2026-11-26T10:00:00Z' });
    await expect(createCalendarFeed()).resolves.toEqual({ url: 'https://example.com/feed.ics' });
    await deleteCalendarFeed();
    await deleteAccount('my-password-1');
    expect(sent).toEqual([
      { method: 'GET', path: '/api/calendar-feed', body: undefined },
      { method: 'POST', path: '/api/calendar-feed', body: undefined },
      { method: 'DELETE', path: '/api/calendar-feed', body: undefined },
      { method: 'DELETE', path: '/api/user', body: { password: 'my-password-1' } },
    ]);
  });

  it('throw on a refusal and on an answer the contract does not describe', async () => {
    answerAll(() => HttpResponse.json({ message: 'No' }, { status: 400 }));
    await expect(deleteAccount('wrong')).rejects.toBeInstanceOf(ApiError);
    await expect(forgetDevice(ENDPOINT)).rejects.toBeInstanceOf(ApiError);
    server.resetHandlers();
    answerAll(() => HttpResponse.json({ publicKey: 7 }));
    await expect(readPushKey()).rejects.toThrow();
  });
});
