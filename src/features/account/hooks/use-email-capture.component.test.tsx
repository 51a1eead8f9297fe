// The signup form's abandonment capture (use-email-capture.ts) as the form feeds it: this browser's storage, the
// request at the fetch boundary (msw) and what is logged.
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { storedAddresses } from '../api/captured-addresses.ts';
import { EMAIL_CAPTURE_DELAY_MS } from '../model/email-capture.ts';
import { useEmailCapture } from './use-email-capture.ts';

let sent: unknown[];
let status: number;

beforeEach(() => {
  sent = [];
  status = 200;
  server.use(
    http.post('*/api/capture-email', async ({ request }) => {
      sent.push(await request.json());
      return status === 200
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ message: 'Server Error' }, { status });
    }),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The form with `email` typed so far; `type` changes it. */
function form(email = '') {
  const hook = renderHook(({ typed }: { typed: string }) => useEmailCapture(typed), {
    initialProps: { typed: email },
  });
  return { ...hook, type: (typed: string) => hook.rerender({ typed }) };
}

/** Typing pauses long enough to capture; then the network runs on real time again. */
function pause() {
  vi.advanceTimersByTime(EMAIL_CAPTURE_DELAY_MS);
  vi.useRealTimers();
}

const captured = (email: string) => storedAddresses(localStorage).has(email);

describe('the signup form’s email capture', () => {
  it('sends the address typed last once typing pauses, remembers it and logs the answer', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { type } = form();
    type('dana@example.co');
    vi.advanceTimersByTime(EMAIL_CAPTURE_DELAY_MS - 1);
    type('dana@example.com');
    expect(captured('dana@example.co')).toBe(false);
    pause();
    expect(captured('dana@example.com')).toBe(true);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringMatching(/\S/), 200));
    expect(sent).toEqual([{ email: 'dana@example.com' }]);
  });

  it('a failed send is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    status = 500;
    form('dana@example.com');
    pause();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\S/), expect.any(ApiError)),
    );
    expect(info).not.toHaveBeenCalled();
    expect(sent).toEqual([{ email: 'dana@example.com' }]);
  });

  it('a form left before the pause sends nothing', () => {
    const { unmount } = form('dana@example.com');
    unmount();
    pause();
    expect(captured('dana@example.com')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('an address whose signup was submitted is never sent, on this form or a later one', () => {
    const { result, unmount } = form('dana@example.com');
    result.current.submitted('dana@example.com');
    vi.advanceTimersByTime(EMAIL_CAPTURE_DELAY_MS);
    unmount();
    expect(captured('dana@example.com')).toBe(true);
    form('dana@example.com');
    pause();
    expect(sent).toEqual([]);
  });
});
