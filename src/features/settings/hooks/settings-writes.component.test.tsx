// The settings screen's writes as the screen calls them: the real query cache and write layer, the network
// answered by msw at the fetch boundary.
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { TRY_AGAIN_TEXT } from '../api/failure-text.ts';
import { useRequestState } from './use-request-state.ts';
import { isCushionRefusal, useSaveCushion } from './use-save-cushion.ts';
import { useSavePaySchedule } from './use-save-pay-schedule.ts';
import { useSaveShowCents } from './use-save-show-cents.ts';
import { ApiError } from '../../../lib/api.ts';

const queryClient = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const WEEKLY: PaySchedule = { kind: 'weekly', anchor: '2026-11-06' };

/** The user as the API answers it (the cached one may hold nulls the answer never has). */
const API_USER = { ...SIGNED_IN_USER, trialEndDate: '2026-12-01', firstBudgetMonth: '2026-11' };

/** A server that answers the next writes with `status` once `release` is called: 200 echoes what was sent. */
function settingsServer(status: number) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = async (request: Request, echo: (body: unknown) => object) => {
    const body = (await request.json()) as unknown;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    await released;
    return status === 200
      ? HttpResponse.json(echo(body))
      : HttpResponse.json({ message: 'cushion: Must not be negative' }, { status });
  };
  server.use(
    http.put('*/api/pay-schedule', ({ request }) => answer(request, (body) => body as object)),
    http.patch('*/api/user/:id', ({ request }) =>
      answer(request, (body) => ({ ...API_USER, ...(body as object) })),
    ),
    // The reads after each write (the layer reads again what it edited).
    http.get('*/api/pay-schedule', () => HttpResponse.json(DEFAULT_PAY_SCHEDULE)),
    http.get('*/api/user', () => HttpResponse.json(API_USER)),
  );
  return { sent, release };
}

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('settings writes', () => {
  it('a pay schedule shows at once and is sent; refused, the old one comes back', async () => {
    queryClient.setQueryData(payScheduleRead.queryKey, DEFAULT_PAY_SCHEDULE);
    const { sent, release } = settingsServer(200);
    const { result } = renderHook(() => useSavePaySchedule(), { wrapper });
    act(() => result.current.mutate(WEEKLY));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(queryClient.getQueryData(payScheduleRead.queryKey)).toEqual(WEEKLY);
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([{ method: 'PUT', path: '/api/pay-schedule', body: WEEKLY }]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queryClient.setQueryData(payScheduleRead.queryKey, DEFAULT_PAY_SCHEDULE);
    settingsServer(500).release();
    act(() => result.current.mutate(WEEKLY));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(payScheduleRead.queryKey)).toEqual(DEFAULT_PAY_SCHEDULE);
  });

  it('a cushion shows at once on the cached user and is sent; refused, the old one comes back', async () => {
    queryClient.setQueryData(USER_QUERY_KEY, { ...SIGNED_IN_USER, cushion: 0 });
    const { sent, release } = settingsServer(200);
    const { result } = renderHook(() => useSaveCushion(SIGNED_IN_USER.id), { wrapper });
    act(() => result.current.mutate(25_000));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ cushion: 25_000 });
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([
      { method: 'PATCH', path: `/api/user/${SIGNED_IN_USER.id}`, body: { cushion: 25_000 } },
    ]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queryClient.setQueryData(USER_QUERY_KEY, { ...SIGNED_IN_USER, cushion: 0 });
    settingsServer(400).release();
    act(() => result.current.mutate(-1));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ cushion: 0 });
    expect(isCushionRefusal(result.current.error)).toBe(true);
    expect(isCushionRefusal(new ApiError(500, '', 'Server Error'))).toBe(false);
    expect(isCushionRefusal(new Error('offline'))).toBe(false);
  });

  it('Show cents shows at once on the cached user and is sent; refused, whole dollars come back', async () => {
    queryClient.setQueryData(USER_QUERY_KEY, { ...SIGNED_IN_USER, showCents: false });
    const { sent, release } = settingsServer(200);
    const { result } = renderHook(() => useSaveShowCents(SIGNED_IN_USER.id), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ showCents: true });
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual([
      { method: 'PATCH', path: `/api/user/${SIGNED_IN_USER.id}`, body: { showCents: true } },
    ]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queryClient.setQueryData(USER_QUERY_KEY, { ...SIGNED_IN_USER, showCents: false });
    settingsServer(500).release();
    act(() => result.current.mutate(true));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ showCents: false });
  });

  it('a request state is pending while its work runs, and keeps the failure to show', async () => {
    const { result } = renderHook(() => useRequestState());
    expect(result.current).toMatchObject({ pending: false, error: null });
    let finish!: () => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current).toMatchObject({ pending: true, error: null });
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ pending: false, error: null });
    await act(() => result.current.run(() => Promise.reject(new Error('offline'))));
    expect(result.current).toMatchObject({ pending: false, error: TRY_AGAIN_TEXT });
    await act(() => result.current.run(async () => undefined));
    expect(result.current.error).toBeNull();
  });
});
