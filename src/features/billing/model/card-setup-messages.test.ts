import { expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { cardErrorToast, completionFailureToast, setupErrorMessage } from './card-setup-messages.ts';

const apiError = (status: number, body: string) => new ApiError(status, body, 'Error');

it('explains a failed card setup start by the server message, a bare failure, or no connection', () => {
  expect(setupErrorMessage(apiError(401, '{"message":"Please log in to continue."}'))).toBe(
    'Please log in to continue.',
  );
  expect(setupErrorMessage(apiError(502, '<html>Bad gateway</html>'))).toBe('Failed to setup payment');
  expect(setupErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to connect to payment service');
});

it("shows a card error with the provider's message, or the generic hint", () => {
  expect(cardErrorToast('Your card was declined.')).toEqual({
    title: 'Payment setup failed',
    description: 'Your card was declined.',
    variant: 'destructive',
  });
  expect(cardErrorToast(null).description).toBe('Please check your card details and try again');
});

it('names the failed completion by mode, and says the card went through when the call itself broke', () => {
  expect(completionFailureToast(apiError(500, '{"message":"Stripe is down"}'), 'trial')).toMatchObject({
    title: 'Subscription setup failed',
    description: 'Stripe is down',
  });
  expect(completionFailureToast(apiError(500, ''), 'update')).toMatchObject({
    title: 'Payment update failed',
    description: 'Failed to complete payment update',
  });
  expect(completionFailureToast(new TypeError('Failed to fetch'), 'trial')).toMatchObject({
    title: 'Something went wrong',
    description: 'Your payment was processed but subscription setup failed. Please contact support.',
  });
});
