// This device's push subscription. jsdom has no Notification, service worker or push manager, and a browser's push
// service cannot run here, so those three are stand-ins with the browser's interface; the server is answered by msw.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test-support/component/setup.ts';
import { PUSH_TEXT } from '../model/reminder-form.ts';
import { PushUnavailable, subscribeThisDevice, unsubscribeThisDevice } from './push-device.ts';

const ENDPOINT = 'https://push.example/device-1';
const subscriptionJson = { endpoint: ENDPOINT, keys: { p256dh: 'P', auth: 'A' } };

interface Device {
  permission?: NotificationPermission;
  registered?: boolean;
  subscribe?: () => Promise<unknown>;
  subscribed?: boolean;
}

/** A browser with push: its permission answer, its service worker's registration and push manager. */
function pushDevice({
  permission = 'granted',
  registered = true,
  subscribe,
  subscribed = true,
}: Device = {}) {
  const unsubscribe = vi.fn(async () => true);
  const subscription = { endpoint: ENDPOINT, toJSON: () => subscriptionJson, unsubscribe };
  const pushManager = {
    subscribe: vi.fn(subscribe ?? (async () => subscription)),
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
  };
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => (registered ? { pushManager } : undefined) },
  });
  return { pushManager, unsubscribe };
}

/** The server's side: its VAPID key, and what this device's subscription requests sent. */
function pushServer(publicKey: string | null = 'BPublicKey') {
  const sent: { method: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/push-subscriptions/key', () => HttpResponse.json({ publicKey })),
    http.post('*/api/push-subscriptions', async ({ request }) => {
      sent.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json({ endpoint: ENDPOINT });
    }),
    http.delete('*/api/push-subscriptions', async ({ request }) => {
      sent.push({ method: 'DELETE', body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof PushUnavailable ? error.message : error),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("this device's push subscription", () => {
  it("subscribes with the server's key, visibly only, and stores the subscription", async () => {
    const { pushManager } = pushDevice();
    const sent = pushServer();
    await subscribeThisDevice();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BPublicKey',
    });
    expect(sent).toEqual([{ method: 'POST', body: subscriptionJson }]);
  });

  it('says why it cannot, and stores nothing', async () => {
    const sent = pushServer();
    expect(await refusal(subscribeThisDevice())).toBe(PUSH_TEXT.unsupported);
    pushDevice({ permission: 'denied' });
    expect(await refusal(subscribeThisDevice())).toBe(PUSH_TEXT.denied);
    pushDevice({ registered: false });
    expect(await refusal(subscribeThisDevice())).toBe(PUSH_TEXT.notReady);
    pushDevice({
      subscribe: async () => {
        throw new DOMException('push service unreachable');
      },
    });
    expect(await refusal(subscribeThisDevice())).toBe(PUSH_TEXT.subscribeFailed);
    expect(sent).toEqual([]);
  });

  it('needs the server to have a key', async () => {
    const { pushManager } = pushDevice();
    pushServer(null);
    expect(await refusal(subscribeThisDevice())).toBe(PUSH_TEXT.notReady);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('unsubscribes: the server forgets the device, then the browser drops it; with nothing to drop, sends nothing', async () => {
    const sent = pushServer();
    await unsubscribeThisDevice();
    const { unsubscribe } = pushDevice();
    await unsubscribeThisDevice();
    expect(sent).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
    expect(unsubscribe).toHaveBeenCalledOnce();
    pushDevice({ subscribed: false });
    await unsubscribeThisDevice();
    pushDevice({ registered: false });
    await unsubscribeThisDevice();
    expect(sent).toHaveLength(1);
  });
});
