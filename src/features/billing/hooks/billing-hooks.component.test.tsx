// The payment page's flow and Settings' subscription actions as their screens call them: under the router, with
// the real query client and toasts, our billing API answered by msw. The card form's confirmation (Stripe.js, or
// the test-mode form) is what the page hands the flow: a CardConfirmation.
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { needsNetworkText } from '../../../app/ui/needs-network.ts';
import { ApiError } from '../../../lib/api.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { SESSION_KEYS, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { billingServer, type BillingServer } from '../../../test-support/component/billing-server.ts';
import { renderRoutedHook } from '../../../test-support/component/billing-routed-hook.tsx';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { enterUpdateMode, updateModeRequested } from '../api/payment-flags.ts';
import { formatIsoDate } from '../model/billing-dates.ts';
import {
  cardErrorToast,
  completionFailureToast,
  otherErrorToast,
  setupErrorMessage,
  type PaymentMode,
} from '../model/card-setup-messages.ts';
import { CARD_UPDATED, usePaymentFlow } from './use-payment-flow.ts';
import {
  CANCEL_CONFIRMATION,
  CANCELLATION_FAILED,
  CANCELLED_TITLE,
  useSubscriptionActions,
} from './use-subscription-actions.ts';

const INTENT = { clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', mode: 'test' } as const;
const CARD = { brand: 'visa', last4: '4242' };
const CONFIRMED = { outcome: 'confirmed', setupIntentId: 'seti_1', status: 'succeeded' } as const;

let billing: BillingServer;

beforeEach(() => {
  billing = billingServer();
  billing.answer('/api/create-subscription-auth', () => HttpResponse.json(INTENT));
});

afterEach(() => {
  toast.remove(); // the toasts' store outlives the screen
  billing.release();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

/** The flow mounted on the payment page, with the toasts on screen (react-hot-toast's own store). */
async function paymentPage(mode: PaymentMode) {
  const page = await renderRoutedHook(
    () => ({ flow: usePaymentFlow(mode), toasts: useToasterStore().toasts }),
    '/setup-payment',
  );
  await waitFor(() => expect(page.result.current.flow.setup).toEqual(INTENT));
  return page;
}

const visibleToasts = (toasts: readonly { visible: boolean }[]) => toasts.filter((toast) => toast.visible);

describe('usePaymentFlow', () => {
  it('starts the trial: completes with our server (with the ad click id), clears a decline, moves to /success', async () => {
    localStorage.setItem(STORAGE_KEYS.ttclid, 'click-1');
    billing.answer(
      '/api/complete-subscription',
      () =>
        HttpResponse.json({ status: 'trialing', trialEndDate: '2026-12-10', eventId: 'ev_9', card: CARD }),
      { held: true },
    );
    const page = await paymentPage('trial');
    expect(page.result.current.flow.setupError).toBeNull();
    expect(page.result.current.flow.outcome).toBe('none');
    // A first card was declined: its toast is on screen.
    const declined = cardErrorToast('Your card was declined.');
    await act(() =>
      page.result.current.flow.onConfirmation({ outcome: 'cardError', message: 'Your card was declined.' }),
    );
    expect(await screen.findByText(declined.title)).toBeDefined();
    page.queryClient.setQueryData(USER_QUERY_KEY, SIGNED_IN_USER);

    let done!: Promise<void>;
    act(() => {
      done = page.result.current.flow.onConfirmation(CONFIRMED);
    });
    await waitFor(() => expect(page.result.current.flow.outcome).toBe('completing'));
    expect(billing.sent).toEqual([
      { method: 'POST', path: '/api/create-subscription-auth', body: undefined },
      {
        method: 'POST',
        path: '/api/complete-subscription',
        body: { setupIntentId: 'seti_1', ttclid: 'click-1' },
      },
    ]);
    billing.release();
    await act(() => done);
    expect(page.result.current.flow.outcome).toBe('trialStarted');
    expect(visibleToasts(page.result.current.toasts)).toEqual([]);
    expect(sessionStorage.getItem(SESSION_KEYS.subscribeEventId)).toBe('ev_9');
    await waitFor(() => expect(page.path()).toBe('/success'));
    // The shell asks again who is signed in (now a subscriber).
    expect(page.queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
  });

  it('updates the card: completes the update, leaves update mode, says so and goes back to the profile', async () => {
    enterUpdateMode();
    billing.answer('/api/update-payment-complete', () => HttpResponse.json({ card: CARD }));
    const page = await paymentPage('update');
    await act(() => page.result.current.flow.onConfirmation(CONFIRMED));
    expect(page.result.current.flow.outcome).toBe('cardUpdated');
    expect(billing.sent.map((request) => request.path)).toEqual([
      '/api/create-subscription-auth',
      '/api/update-payment-complete',
    ]);
    expect(billing.sent[1]?.body).toEqual({ setupIntentId: 'seti_1' });
    expect(updateModeRequested()).toBe(false);
    expect(await screen.findByText(CARD_UPDATED)).toBeDefined();
    await waitFor(() => expect(page.path()).toBe('/profile'));
  });

  it('waits on a card the provider is still processing, completing nothing', async () => {
    const page = await paymentPage('trial');
    await act(() => page.result.current.flow.onConfirmation({ ...CONFIRMED, status: 'processing' }));
    expect(page.result.current.flow.outcome).toBe('processing');
    expect(billing.sent.map((request) => request.path)).toEqual(['/api/create-subscription-auth']);
    expect(page.path()).toBe('/setup-payment');
  });

  it("shows the provider's failure, or ours when there is no message, and stays", async () => {
    const page = await paymentPage('trial');
    await act(() => page.result.current.flow.onConfirmation({ outcome: 'failed', message: 'Network down' }));
    const failed = otherErrorToast('Network down');
    expect(await screen.findByText(failed.title)).toBeDefined();
    expect(screen.getByText('Network down')).toBeDefined();
    await act(() => page.result.current.flow.onConfirmation({ outcome: 'cardError', message: null }));
    const incomplete = cardErrorToast(null);
    expect(await screen.findByText(incomplete.description as string)).toBeDefined();
    expect(page.result.current.flow.outcome).toBe('none');
    expect(billing.sent.map((request) => request.path)).toEqual(['/api/create-subscription-auth']);
  });

  it.each([
    ['trial', '/api/complete-subscription'],
    ['update', '/api/update-payment-complete'],
  ] as const)(
    'in %s mode, a refused completion says why and lets the person try again',
    async (mode, path) => {
      enterUpdateMode();
      const refusal = { message: 'setupIntentId: Must be a SetupIntent id' };
      billing.answer(path, () => HttpResponse.json(refusal, { status: 400 }));
      const page = await paymentPage(mode);
      await act(() => page.result.current.flow.onConfirmation(CONFIRMED));
      expect(page.result.current.flow.outcome).toBe('none');
      const toast = completionFailureToast(new ApiError(400, JSON.stringify(refusal), 'Bad Request'), mode);
      expect(await screen.findByText(toast.title)).toBeDefined();
      expect(screen.getByText(toast.description as string)).toBeDefined();
      // Update mode is kept for the next try.
      expect(updateModeRequested()).toBe(true);
      expect(page.path()).toBe('/setup-payment');
    },
  );

  it('a completion that never reached our server says the payment went through but the setup did not', async () => {
    server.use(http.post('*/api/complete-subscription', () => HttpResponse.error()));
    const page = await paymentPage('trial');
    await act(() => page.result.current.flow.onConfirmation(CONFIRMED));
    expect(page.result.current.flow.outcome).toBe('none');
    const toast = completionFailureToast(new TypeError('Failed to fetch'), 'trial');
    expect(await screen.findByText(toast.description as string)).toBeDefined();
  });

  it('says why no payment could be set up, with no intent to use', async () => {
    const refusal = { message: 'Billing is not configured' };
    server.use(
      http.post('*/api/create-subscription-auth', () => HttpResponse.json(refusal, { status: 503 })),
    );
    const page = await renderRoutedHook(() => usePaymentFlow('trial'), '/setup-payment');
    const expected = setupErrorMessage(new ApiError(503, JSON.stringify(refusal), 'Service Unavailable'));
    await waitFor(() => expect(page.result.current.setupError).toBe(expected));
    expect(page.result.current.setup).toBeNull();
  });

  it('sets up a new intent on every visit of the page', async () => {
    const first = await paymentPage('trial');
    first.unmount();
    await waitFor(() => expect(first.queryClient.getQueryCache().getAll()).toEqual([]));
    await renderRoutedHook(() => usePaymentFlow('trial'), '/setup-payment', first.queryClient);
    await waitFor(() => expect(billing.sent).toHaveLength(2));
    expect(billing.sent.every((request) => request.path === '/api/create-subscription-auth')).toBe(true);
  });
});

describe('useSubscriptionActions', () => {
  const settings = () =>
    renderRoutedHook(
      () => ({ actions: useSubscriptionActions(), toasts: useToasterStore().toasts }),
      '/settings',
    );

  it('Update Card sets update mode and opens the payment page; Reactivate opens the plans', async () => {
    const page = await settings();
    act(() => page.result.current.actions.updateCard());
    await waitFor(() => expect(page.path()).toBe('/setup-payment'));
    expect(updateModeRequested()).toBe(true);
    act(() => page.result.current.actions.reactivate());
    await waitFor(() => expect(page.path()).toBe('/subscribe'));
  });

  it('offline, every action says it needs the network and does nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const page = await settings();
    onlineManager.setOnline(false);
    const offline = needsNetworkText('Billing');
    for (const action of ['updateCard', 'cancel', 'reactivate'] as const) {
      act(() => page.result.current.actions[action]());
      expect(await screen.findByText(offline.title)).toBeDefined();
      act(() => toast.remove());
    }
    expect(page.path()).toBe('/settings');
    expect(updateModeRequested()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
    expect(billing.sent.map((request) => request.path)).toEqual([]);
  });

  it('Cancel asks first and sends nothing when the person says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const page = await settings();
    act(() => page.result.current.actions.cancel());
    expect(confirm).toHaveBeenCalledWith(CANCEL_CONFIRMATION);
    expect(billing.sent).toEqual([]);
    expect(page.result.current.actions.cancelling).toBe(false);
  });

  it('Cancel, confirmed, is sent, says until when access lasts, and reads the user again', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    billing.answer(
      '/api/cancel-subscription',
      () => HttpResponse.json({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-26' }),
      { held: true },
    );
    const page = await settings();
    page.queryClient.setQueryData(USER_QUERY_KEY, SIGNED_IN_USER);
    page.queryClient.setQueryData(payScheduleRead.queryKey, DEFAULT_PAY_SCHEDULE);
    act(() => page.result.current.actions.cancel());
    await waitFor(() => expect(page.result.current.actions.cancelling).toBe(true));
    expect(billing.sent).toEqual([{ method: 'POST', path: '/api/cancel-subscription', body: undefined }]);
    act(() => billing.release());
    await waitFor(() => expect(page.result.current.actions.cancelling).toBe(false));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain(CANCELLED_TITLE);
    expect(toast.textContent).toContain(formatIsoDate('2026-12-26'));
    expect(page.queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);
    // Only the user: the budget's reads are not the subscription's.
    expect(page.queryClient.getQueryState(payScheduleRead.queryKey)?.isInvalidated).toBe(false);
  });

  it('Cancel with no period end says only that it is cancelled', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    billing.answer('/api/cancel-subscription', () =>
      HttpResponse.json({ status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: null }),
    );
    const page = await settings();
    act(() => page.result.current.actions.cancel());
    const toast = await screen.findByRole('status');
    await waitFor(() => expect(toast.textContent).toBe(CANCELLED_TITLE));
  });

  it('a refused Cancel says so and still reads the user again', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    billing.answer('/api/cancel-subscription', () =>
      HttpResponse.json({ message: 'Stripe is down' }, { status: 502 }),
    );
    const page = await settings();
    page.queryClient.setQueryData(USER_QUERY_KEY, SIGNED_IN_USER);
    act(() => page.result.current.actions.cancel());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CANCELLATION_FAILED.title);
    expect(alert.textContent).toContain(CANCELLATION_FAILED.description);
    await waitFor(() => expect(page.queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true));
  });
});
