// The household's changes as the Share card calls them: the real query cache and requests, the toasts of the
// shell, the network answered by msw at the fetch boundary.
import { HOUSEHOLD_MESSAGES } from '@halfwise/core/contract/household.ts';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HouseholdRole } from '../../../domain/household.ts';
import { createQueryClient, USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { useAnnounceLostAccess } from '../../../app/session/use-shared-access-lost.ts';
import { loadToastLibrary } from '../../../app/toast/notify.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { toasterWrapper } from '../../../test-support/component/toaster-wrapper.tsx';
import { useHouseholdActions } from './use-household-actions.ts';

const INVITATION = { id: 4, email: 'sam@example.com', expiresAt: '2026-12-03T10:00:00Z' };
const PARTNER = '7d0c6f1e-0000-4000-8000-000000000002';
const BUDGET_KEY = ['/api/budget', SIGNED_IN_USER.id, 'Nov', 2026];

let queryClient: QueryClient;
let sent: { method: string; path: string }[];
let status: number;

beforeEach(() => {
  queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, SIGNED_IN_USER);
  queryClient.setQueryData(BUDGET_KEY, { budget: null, incomeItems: [], expenseItems: [] });
  sent = [];
  status = 200;
  server.use(
    http.all('*/api/household/*', ({ request }) => {
      sent.push({ method: request.method, path: new URL(request.url).pathname });
      if (status !== 200) return HttpResponse.json({ message: 'Server Error' }, { status });
      return HttpResponse.json(
        request.method === 'POST' && request.url.endsWith('/invite') ? INVITATION : {},
      );
    }),
  );
});

/** The actions, beside the shell's reading of the household role (which says when access was lost). */
function mounted(role: HouseholdRole) {
  return renderHook(
    ({ role: current }: { role: HouseholdRole }) => {
      useAnnounceLostAccess(current);
      return useHouseholdActions();
    },
    { wrapper: toasterWrapper(queryClient), initialProps: { role } },
  );
}

const userInvalidated = () => queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated;

describe('the household actions', () => {
  it.each([
    ['invite', 'sam@example.com', 'POST', '/api/household/invite'],
    ['revoke', 4, 'DELETE', '/api/household/invite/4'],
    ['remove', PARTNER, 'DELETE', `/api/household/members/${PARTNER}`],
  ] as const)(
    '%s sends its request and then reads the user, and only the user, again',
    async (action, input, method, path) => {
      const { result } = mounted('owner');
      act(() => (result.current[action].mutate as (value: typeof input) => void)(input));
      await waitFor(() => expect(result.current[action].isSuccess).toBe(true));
      expect(sent).toEqual([{ method, path }]);
      expect(userInvalidated()).toBe(true);
      expect(queryClient.getQueryState(BUDGET_KEY)?.isInvalidated).toBe(false);
    },
  );

  it('a refused change keeps the user as read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 500;
    const { result } = mounted('owner');
    act(() => result.current.invite.mutate('sam@example.com'));
    await waitFor(() => expect(result.current.invite.isError).toBe(true));
    expect(userInvalidated()).toBe(false);
  });

  it('leaving forgets the shared budget’s reads without saying access was lost; a failed leave does not hide a later loss', async () => {
    await loadToastLibrary();
    const { result, rerender } = mounted('partner');
    act(() => result.current.leave.mutate());
    await waitFor(() => expect(result.current.leave.isSuccess).toBe(true));
    expect(sent).toEqual([{ method: 'POST', path: '/api/household/leave' }]);
    expect(queryClient.getQueryData(BUDGET_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(SIGNED_IN_USER);
    expect(userInvalidated()).toBe(true);
    rerender({ role: 'solo' });
    expect(screen.queryByText(HOUSEHOLD_MESSAGES.removed)).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rerender({ role: 'partner' });
    status = 500;
    act(() => result.current.leave.mutate());
    await waitFor(() => expect(result.current.leave.isError).toBe(true));
    // Still a partner; then the owner removes them: the shell says so.
    rerender({ role: 'solo' });
    expect(screen.getByText(HOUSEHOLD_MESSAGES.removed)).toBeTruthy();
  });
});
