// What the settings screen's writes say and read again: the profile update, and the toasts of the pay schedule
// and cushion writes. The real query cache, write layer and toaster; the network answered by msw.
import { EMAIL_CHANGE_PENDING } from '@halfwise/core/email-rules.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { loadToastLibrary } from '../../../app/toast/notify.ts';
import { NOT_SAVED_TITLE } from '../../../app/ui/use-optimistic-mutation.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { toasterWrapper } from '../../../test-support/component/toaster-wrapper.tsx';
import type { ProfilePatch } from '../model/account-profile.ts';
import { CUSHION_NOT_SAVED, CUSHION_SAVED, useSaveCushion } from './use-save-cushion.ts';
import { PAY_SCHEDULE_NOT_SAVED, PAY_SCHEDULE_SAVED, useSavePaySchedule } from './use-save-pay-schedule.ts';
import { PROFILE_NOT_UPDATED, PROFILE_UPDATED, useUpdateProfile } from './use-update-profile.ts';

/** The user as the API answers it. */
const API_USER = { ...SIGNED_IN_USER, trialEndDate: '2026-12-01', firstBudgetMonth: '2026-11' };
const NAMES: ProfilePatch = { firstName: 'Robin', lastName: 'Hale', birthday: null };

let queryClient: QueryClient;
let sent: { method: string; path: string; body: unknown }[];
/** How the server answers a write: 200 with the user (or schedule) as it now is, or a refusal. */
let status: number;
/** The email the user has after a PATCH: a new address waits for its link, so the old one stays. */
let answeredEmail: string | null;

beforeAll(() => loadToastLibrary());

beforeEach(() => {
  // Each test starts with no toast (the library keeps its toasts across renders).
  toast.remove();
  queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, SIGNED_IN_USER);
  queryClient.setQueryData(payScheduleRead.queryKey, DEFAULT_PAY_SCHEDULE);
  sent = [];
  status = 200;
  answeredEmail = SIGNED_IN_USER.email;
  const refusal = () => HttpResponse.json({ message: 'cushion: Must not be negative' }, { status });
  server.use(
    http.patch('*/api/user/:id', async ({ request }) => {
      const body = (await request.json()) as object;
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      return status === 200 ? HttpResponse.json({ ...API_USER, ...body, email: answeredEmail }) : refusal();
    }),
    http.put('*/api/pay-schedule', async ({ request }) => {
      const body = (await request.json()) as object;
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      return status === 200 ? HttpResponse.json(body) : refusal();
    }),
    http.get('*/api/user', () => HttpResponse.json(API_USER)),
    http.get('*/api/pay-schedule', () => HttpResponse.json(DEFAULT_PAY_SCHEDULE)),
  );
});

function mounted<Result>(hook: () => Result) {
  return renderHook(hook, { wrapper: toasterWrapper(queryClient) }).result;
}

const userInvalidated = () => queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated;
/** Whether a toast (or any text) reads `text` now. */
const showing = (text: string) => screen.queryByText(text) !== null;

describe('the profile update', () => {
  it('sends the patch, reads the user (only) again, says so and closes the form', async () => {
    const saved = vi.fn();
    const update = mounted(() => useUpdateProfile(SIGNED_IN_USER.id, saved));
    act(() => update.current.mutate(NAMES));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ method: 'PATCH', path: `/api/user/${SIGNED_IN_USER.id}`, body: NAMES }]);
    expect(userInvalidated()).toBe(true);
    expect(queryClient.getQueryState(payScheduleRead.queryKey)?.isInvalidated).toBe(false);
    await screen.findByText(PROFILE_UPDATED.title);
    expect(showing(PROFILE_UPDATED.description)).toBe(true);
    expect(showing(EMAIL_CHANGE_PENDING.title)).toBe(false);
  });

  it('an email sent in another case is the same address: nothing to confirm', async () => {
    const saved = vi.fn();
    const update = mounted(() => useUpdateProfile(SIGNED_IN_USER.id, saved));
    act(() => update.current.mutate({ ...NAMES, email: SIGNED_IN_USER.email?.toUpperCase() }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await screen.findByText(PROFILE_UPDATED.title);
    expect(showing(EMAIL_CHANGE_PENDING.title)).toBe(false);
  });

  it.each([
    ['the old address stays until the link is followed', SIGNED_IN_USER.email],
    ['the account had no address', null],
  ])('a new email asks for its link to be followed (%s)', async (_, email) => {
    answeredEmail = email;
    const saved = vi.fn();
    const update = mounted(() => useUpdateProfile(SIGNED_IN_USER.id, saved));
    act(() => update.current.mutate({ ...NAMES, email: 'new@example.com' }));
    await screen.findByText(EMAIL_CHANGE_PENDING.title);
    expect(showing(EMAIL_CHANGE_PENDING.description)).toBe(true);
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('refused: says so, keeps the form open and the user as read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 500;
    const saved = vi.fn();
    const update = mounted(() => useUpdateProfile(SIGNED_IN_USER.id, saved));
    act(() => update.current.mutate(NAMES));
    await screen.findByText(PROFILE_NOT_UPDATED.title);
    expect(showing(PROFILE_NOT_UPDATED.description)).toBe(true);
    expect(saved).not.toHaveBeenCalled();
    expect(userInvalidated()).toBe(false);
  });
});

describe('the pay schedule and cushion toasts', () => {
  it('a saved pay schedule says so; a failed one says it was not saved', async () => {
    const save = mounted(() => useSavePaySchedule());
    act(() => save.current.mutate({ kind: 'weekly', anchor: '2026-11-06' }));
    await screen.findByText(PAY_SCHEDULE_SAVED);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 500;
    act(() => save.current.mutate({ kind: 'weekly', anchor: '2026-11-13' }));
    await screen.findByText(PAY_SCHEDULE_NOT_SAVED);
    expect(showing(NOT_SAVED_TITLE)).toBe(true);
  });

  it('a saved cushion says so; a refused one leaves it to the field, any other failure says it was not saved', async () => {
    const save = mounted(() => useSaveCushion(SIGNED_IN_USER.id));
    act(() => save.current.mutate(25_000));
    await screen.findByText(CUSHION_SAVED);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 400;
    act(() => save.current.mutate(-1));
    await waitFor(() => expect(save.current.isError).toBe(true));
    expect(showing(NOT_SAVED_TITLE)).toBe(false);
    expect(showing(CUSHION_NOT_SAVED)).toBe(false);
    status = 500;
    act(() => save.current.mutate(-2));
    await screen.findByText(CUSHION_NOT_SAVED);
    expect(showing(NOT_SAVED_TITLE)).toBe(true);
  });
});
