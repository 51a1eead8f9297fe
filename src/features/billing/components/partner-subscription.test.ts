import { describe, expect, it } from 'vitest';
import { ownerCovers } from './PartnerSubscriptionSection.tsx';

describe("a partner's subscription card", () => {
  it("names what covers them: the shared budget's trial with its end, or the subscription", () => {
    expect(ownerCovers('trial', '2026-11-30T09:41:39Z')).toMatch(
      /^You pay nothing: the shared budget's free trial covers you until .*2026/,
    );
    expect(ownerCovers('trialing', null)).toBe("You pay nothing: the shared budget's free trial covers you.");
    expect(ownerCovers('active', null)).toBe("You pay nothing: the shared budget's subscription covers you.");
    expect(ownerCovers('past_due', null)).toBe(
      "The shared budget's last payment did not go through: your access lasts as long as its owner's.",
    );
  });

  it('never shows a billing status word or its underscores', () => {
    for (const status of ['trial', 'trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete']) {
      expect(ownerCovers(status, null)).not.toMatch(/trialing|past_due|unpaid|canceled|incomplete|_/);
    }
  });
});
