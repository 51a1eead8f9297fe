// The network of a unit test of src/lib under Node: `fetch` answered by the test, each request kept as it was sent
// (Node's fetch refuses the SPA's relative URLs, so msw cannot stand in here).
import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

/** Stubs the global `fetch` with `answer` (undone by `vi.unstubAllGlobals`); answers the list of requests sent. */
export function recordFetch(answer: Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(url),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body as string | undefined,
      credentials: init.credentials,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

/** A JSON answer with `status`. */
export const jsonAnswer = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
