// Our billing API as msw answers it in the billing tests: every POST noted, an answer per path, any of them held
// back to see the screen before the server has answered.
import { http } from 'msw';
import type { SentRequest } from './fake-budget-api.ts';
import { server } from './setup.ts';

export interface BillingServer {
  /** Every request sent to the paths answered, in order. */
  sent: SentRequest[];
  /** Answers POST `path` with `respond`; when `held`, only once `release` is called. */
  answer: (path: string, respond: () => Response, options?: { held?: boolean }) => void;
  release: () => void;
}

export function billingServer(): BillingServer {
  const sent: SentRequest[] = [];
  let release: () => void = () => undefined;
  return {
    sent,
    answer(path, respond, { held = false } = {}) {
      const gate = held ? new Promise<void>((resolve) => (release = resolve)) : null;
      server.use(
        http.post(`*${path}`, async ({ request }) => {
          const text = await request.text();
          sent.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
          await gate;
          return respond();
        }),
      );
    },
    release: () => release(),
  };
}
