import { describe, expect, it } from 'vitest';
import { isNavActive, needsPaymentSetup, paymentRedirect, routeTableFor } from './route-rules.ts';

const owesCard = { stripeCustomerId: null, subscriptionStatus: 'trial' };

describe('the /payment rule', () => {
  it('applies to trial and setup_pending users without a payment customer', () => {
    expect(needsPaymentSetup(owesCard)).toBe(true);
    expect(needsPaymentSetup({ stripeCustomerId: null, subscriptionStatus: 'setup_pending' })).toBe(true);
    expect(needsPaymentSetup({ stripeCustomerId: 'cus_1', subscriptionStatus: 'trial' })).toBe(false);
    expect(needsPaymentSetup({ stripeCustomerId: null, subscriptionStatus: 'active' })).toBe(false);
    expect(needsPaymentSetup({ stripeCustomerId: null, subscriptionStatus: null })).toBe(false);
  });

  it('sends such a user to /payment from any other path', () => {
    for (const path of ['/', '/budget', '/goals', '/settings', '/success', '/no-such-page']) {
      expect(paymentRedirect(path, owesCard)).toBe('/payment');
    }
  });

  it('lets them stay on /payment and leave through logout and the public pages', () => {
    for (const path of ['/payment', '/payment/', '/logout', '/privacy', '/terms', '/contact']) {
      expect(paymentRedirect(path, owesCard)).toBeNull();
    }
  });

  it('lets a new partner accept an invitation before any card setup', () => {
    expect(paymentRedirect('/join/abc', owesCard)).toBeNull();
    expect(paymentRedirect('/joined', owesCard)).toBe('/payment');
  });

  it("never sends a partner to /payment: the owner's subscription covers them", () => {
    expect(paymentRedirect('/budget', owesCard, true)).toBeNull();
  });

  it('lets a former partner use their own budget without a card until their own trial ends', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const formerPartner = { ...owesCard, cardOptionalUntil: '2026-11-30T12:00:00.000Z' };
    expect(needsPaymentSetup(formerPartner, now)).toBe(false);
    expect(needsPaymentSetup(formerPartner, Date.parse('2026-11-30T12:00:00Z'))).toBe(true);
    expect(needsPaymentSetup({ ...owesCard, cardOptionalUntil: null }, now)).toBe(true);
  });

  it('never redirects a signed-out visitor', () => {
    expect(paymentRedirect('/budget', null)).toBeNull();
  });
});

describe('route tables', () => {
  it('shows the signed-out table on /logout even when signed in', () => {
    expect(routeTableFor('/logout', true)).toBe('signedOut');
    expect(routeTableFor('/settings', true)).toBe('signedIn');
    expect(routeTableFor('/settings', false)).toBe('signedOut');
  });
});

describe('top navigation', () => {
  it('marks Budget on / and paths starting /budget', () => {
    expect(isNavActive('budget', '/')).toBe(true);
    expect(isNavActive('budget', '/budget')).toBe(true);
    expect(isNavActive('budget', '/budget/2026-01')).toBe(true);
    expect(isNavActive('budget', '/goals')).toBe(false);
  });

  it('marks Goals and Settings on their two paths each', () => {
    expect(['/future-goals', '/goals', '/settings'].map((p) => isNavActive('goals', p))).toEqual([
      true,
      true,
      false,
    ]);
    expect(['/settings', '/profile', '/'].map((p) => isNavActive('settings', p))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
