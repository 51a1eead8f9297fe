// A browser's push service, played by `web-push-testing` in this process on a loopback port: it hands out
// subscriptions, checks each message's VAPID signature (RFC 8292's `vapid t=…, k=…`), decrypts its `aes128gcm`
// body (RFC 8291, with Mozilla's http_ece, not the library that encrypted it) and keeps the plain text, and
// answers 410 for a subscription it was told to expire, or late (a phone on a slow network). The local stack
// allows 127.0.0.1 as a push host.
import type { Server } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface PushHeaders {
  encoding?: string;
  authorization?: string;
}

interface PushModel {
  notifyUrl: string;
  handleNotification(clientHash: string, headers: PushHeaders, body: unknown): Promise<unknown>;
  subscribe(options: { applicationServerKey: string }): Promise<StandInSubscription>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: string[] };
}

interface StandInServer {
  _app: { listen(port: number, host: string, done: () => void): Server };
  setRequestHandlers(): void;
}

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushService {
  /** Where its subscriptions' endpoints start: `http://127.0.0.1:<port>/notify/`. */
  notifyUrl: string;
  /** A new subscription, as `pushManager.subscribe` gives a browser, for the server's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<StandInSubscription>;
  /** The decrypted messages the subscription received, oldest first. */
  messages(subscription: StandInSubscription): string[];
  /** From now on the push service answers 410 Gone for it, as for a browser that unsubscribed. */
  expire(subscription: StandInSubscription): void;
  /** From now on it answers the subscription's messages `ms` after they arrive. */
  answerAfter(subscription: StandInSubscription, ms: number): void;
  /** From now on it answers the subscription's messages only once the returned function is called. */
  hold(subscription: StandInSubscription): () => void;
  /** How many messages arrived for the subscription, answered or not. */
  arrivals(subscription: StandInSubscription): number;
  stop(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushModel;
  };
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
    model: PushModel,
    port: number,
  ) => StandInServer;
  const model = new PushApiModel();
  const handle = model.handleNotification.bind(model);
  const arrived = new Map<string, number>();
  const answerWhen = new Map<string, () => Promise<void>>();
  model.handleNotification = async (clientHash, headers, body) => {
    arrived.set(clientHash, (arrived.get(clientHash) ?? 0) + 1);
    await answerWhen.get(clientHash)?.();
    // The stand-in would also read the legacy `aesgcm` draft; a push service need not, so neither does this one.
    if (headers.encoding !== 'aes128gcm')
      throw new Error(`Content-Encoding ${headers.encoding} is not aes128gcm`);
    return handle(clientHash, headers, body);
  };
  const standIn = new WebPushTestingServer(model, 0);
  standIn.setRequestHandlers();
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = standIn._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the push service stand-in has no port');
  model.notifyUrl = `http://127.0.0.1:${address.port}/notify/`;
  return {
    notifyUrl: model.notifyUrl,
    subscribe: (applicationServerKey) => model.subscribe({ applicationServerKey }),
    messages: (subscription) => model.getNotifications({ clientHash: subscription.clientHash }).messages,
    expire: (subscription) => model.expireSubscription(subscription.clientHash),
    answerAfter: (subscription, ms) =>
      answerWhen.set(subscription.clientHash, () => new Promise((resolve) => setTimeout(resolve, ms))),
    hold: (subscription) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      answerWhen.set(subscription.clientHash, () => released);
      return release;
    },
    arrivals: (subscription) => arrived.get(subscription.clientHash) ?? 0,
    // A connection the function's fetch keeps open (one whose request it gave up on, say) would hold close() up.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
