import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainLevels, downloadedTwice, longestChain, type LoggedRequest } from './request-chain.ts';

const ORIGIN = 'http://127.0.0.1:4173';
let next = 0;

function request(
  path: string,
  sentMs: number,
  initiator: LoggedRequest['initiator'],
  downloaded = true,
): LoggedRequest {
  next += 1;
  return {
    requestId: String(next),
    url: `${ORIGIN}${path}`,
    sentMs,
    endMs: sentMs + 10,
    initiator,
    downloaded,
  };
}

const parser = (path: string) => ({ type: 'parser', url: `${ORIGIN}${path}` });
const script = (path: string) => ({ type: 'script', stack: { callFrames: [{ url: `${ORIGIN}${path}` }] } });

describe('chainLevels', () => {
  it('counts the HTML as 1, what it asks for as 2, and each script-started request one below its script', () => {
    const html = request('/', 0, { type: 'other' });
    const entry = request('/assets/main.js', 5, parser('/'));
    const early = request('/api/user', 6, script('/'));
    const app = request('/assets/app-main.js', 20, script('/assets/main.js'));
    const budget = request('/api/budget/u/2026-11/2026', 40, script('/assets/app-main.js'));
    const levels = chainLevels([html, entry, early, app, budget]);
    expect([html, entry, early, app, budget].map((r) => levels.get(r.requestId))).toEqual([1, 2, 2, 3, 4]);
  });

  it('follows an async stack to the script that started it', () => {
    const html = request('/', 0, { type: 'other' });
    const chunk = request('/assets/a.js', 5, parser('/'));
    const fetched = request('/api/user', 9, {
      type: 'script',
      stack: { callFrames: [], parent: { callFrames: [{ url: `${ORIGIN}/assets/a.js` }] } },
    });
    expect(chainLevels([html, chunk, fetched]).get(fetched.requestId)).toBe(3);
  });

  it('never gives a request a level above one more than the longest chain before it', () => {
    const paths = fc.array(fc.constantFrom('/a.js', '/b.js', '/c.js', '/'), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(paths, paths, (asked, askers) => {
        const log = [request('/', 0, { type: 'other' })];
        asked.forEach((path, index) => log.push(request(path, index + 1, script(askers[index] ?? '/'))));
        const levels = [...chainLevels(log).values()];
        expect(levels[0]).toBe(1);
        levels.forEach((level, index) => {
          expect(level).toBeGreaterThanOrEqual(index === 0 ? 1 : 2);
          expect(level).toBeLessThanOrEqual(index + 1);
        });
      }),
    );
  });
});

describe('longestChain', () => {
  it('only counts what was sent before the row was in the page and answered before it was painted', () => {
    const html = request('/', 0, { type: 'other' });
    const entry = request('/assets/main.js', 5, parser('/'));
    const late = request('/assets/later.js', 900, script('/assets/main.js'));
    const log = [html, entry, late];
    expect(longestChain(log, { sentBy: 500, answeredBy: 500 })).toEqual({
      length: 2,
      last: ['/assets/main.js'],
    });
    expect(longestChain(log, { sentBy: 1000, answeredBy: 905 }).length).toBe(2);
    expect(longestChain(log, { sentBy: 900, answeredBy: 1000 }).length).toBe(2);
    expect(longestChain(log, { sentBy: 901, answeredBy: 1000 }).length).toBe(3);
  });
});

describe('downloadedTwice', () => {
  it('names a URL that came over the network twice, not one answered from a cache', () => {
    const css = request('/assets/app.css', 1, parser('/'));
    const again = request('/assets/app.css', 2, script('/assets/app-main.js'));
    const cached = request('/assets/main.js', 3, parser('/'), false);
    const cachedAgain = request('/assets/main.js', 4, parser('/'));
    expect(downloadedTwice([css, again, cached, cachedAgain])).toEqual(['/assets/app.css ×2']);
  });
});
