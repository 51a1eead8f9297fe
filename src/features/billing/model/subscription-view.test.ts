import { describe, expect, it } from 'vitest';
import type { BillingUser } from './billing-user.ts';
import { subscriptionView } from './subscription-view.ts';

const now = new Date('2026-11-21T10:00:00Z');
const base: BillingUser = {
  subscriptionStatus: 'trialing',
  trialEndDate: '2026-11-28T10:00:00Z',
  stripeCustomerId: 'cus_1',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  card: null,
};
const view = (changes: Partial<BillingUser>) => subscriptionView({ ...base, ...changes }, now);

describe('the status table of §4', () => {
  it('shows active subscribers the Pro plan with a green Active badge', () => {
    expect(view({ subscriptionStatus: 'active' })).toEqual({
      kind: 'active',
      planLabel: 'Halfwise Pro',
      badge: 'Active',
    });
  });

  it('shows trialing, trial, setup_pending and absent as the free trial with days left', () => {
    for (const subscriptionStatus of ['trialing', 'trial', 'setup_pending', null]) {
      expect(view({ subscriptionStatus })).toEqual({
        kind: 'trial',
        planLabel: 'Free Trial',
        badge: '7 days left',
      });
    }
    expect(view({ trialEndDate: null })).toMatchObject({ badge: '6 days left' });
  });

  it('shows cancelled and inactive as Cancelled, with no access date', () => {
    for (const subscriptionStatus of ['cancelled', 'inactive']) {
      expect(view({ subscriptionStatus })).toEqual({
        kind: 'cancelled',
        planLabel: 'Cancelled',
        accessEndsOn: null,
      });
    }
  });

  it('shows a cancellation at period end as Cancelled, with the day access ends', () => {
    expect(view({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-11-28T10:00:00Z' })).toEqual({
      kind: 'cancelled',
      planLabel: 'Cancelled',
      accessEndsOn: 'November 28, 2026',
    });
    expect(view({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-11-01T10:00:00Z' })).toMatchObject({
      accessEndsOn: null,
    });
  });

  it('flags a failed payment on the Pro plan', () => {
    expect(view({ subscriptionStatus: 'past_due' })).toEqual({
      kind: 'pastDue',
      planLabel: 'Halfwise Pro',
      badge: 'Payment failed',
    });
  });
});
