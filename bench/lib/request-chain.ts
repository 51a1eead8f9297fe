/**
 * What the browser's network log (Chrome DevTools Protocol, `Network.requestWillBeSent` and
 * `Network.responseReceived`) says about a page load: how long the longest chain of requests was, each waiting
 * for the one that asked for it, and which URLs were downloaded more than once.
 */

/** A stack as CDP reports it in a request's initiator: frames, then the async stack that led to them. */
export interface InitiatorStack {
  callFrames: { url: string }[];
  parent?: InitiatorStack;
}

/** One request of the page's network log, in the order sent. */
export interface LoggedRequest {
  requestId: string;
  url: string;
  /** ms since the document's request was sent. */
  sentMs: number;
  /** ms since the document's request was sent, when its answer had arrived whole (Infinity: never). */
  endMs: number;
  initiator: { type: string; url?: string; stack?: InitiatorStack };
  /**
   * The answer came over the network (not from the memory, disk, prefetch or service worker cache, and not a
   * 304 that only confirmed a cached copy).
   */
  downloaded: boolean;
}

/** The script (or document) that asked for a request: the first frame with a URL, else the initiator's URL. */
export function askedBy(request: LoggedRequest): string | undefined {
  for (let stack = request.initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return request.initiator.url || undefined;
}

/**
 * Each request's place in its chain: the document is 1, what the document (its markup or an inline script)
 * asks for is 2, what a script from level 2 asks for is 3, and so on. A request whose asker is not in the log
 * (a cached file) counts one below the document.
 */
export function chainLevels(requests: readonly LoggedRequest[]): Map<string, number> {
  const levels = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const strip = (url: string) => url.split('#')[0] ?? url;
  requests.forEach((request, index) => {
    const parent = index === 0 ? undefined : askedBy(request);
    const level = index === 0 ? 1 : (byUrl.get(strip(parent ?? '')) ?? 1) + 1;
    levels.set(request.requestId, level);
    if (!byUrl.has(strip(request.url))) byUrl.set(strip(request.url), level);
  });
  return levels;
}

/**
 * The longest chain among the requests that the first row can have waited for (sent before it was in the page,
 * answered before it was painted), and the requests at its end.
 */
export function longestChain(
  requests: readonly LoggedRequest[],
  row: { sentBy: number; answeredBy: number },
): { length: number; last: string[] } {
  const levels = chainLevels(requests);
  const before = requests.filter((request) => request.sentMs < row.sentBy && request.endMs <= row.answeredBy);
  const length = Math.max(0, ...before.map((request) => levels.get(request.requestId) ?? 0));
  return {
    length,
    last: before
      .filter((request) => levels.get(request.requestId) === length)
      .map((request) => new URL(request.url).pathname),
  };
}

/** URLs downloaded more than once (pathname and search), with how often. */
export function downloadedTwice(requests: readonly LoggedRequest[]): string[] {
  const counts = new Map<string, number>();
  for (const request of requests) {
    if (!request.downloaded) continue;
    const url = new URL(request.url);
    const name = url.pathname + url.search;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([name, count]) => `${name} ×${count}`);
}
