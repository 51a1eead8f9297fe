import { describe, expect, it } from 'vitest';
import { ownerCovers } from './PartnerSubscriptionSection.tsx';

const ann = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

describe("a partner's subscription card", () => {
  it("names what covers them: the owner's trial with its end, or the subscription", () => {
    expect(ownerCovers(ann, 'trial', '2026-11-30T09:41:39Z')).toMatch(
      /^Ann's free trial covers you until .*2026/,
    );
    expect(ownerCovers(ann, 'trial', null)).toBe("Ann's free trial covers you.");
    expect(ownerCovers(ann, 'active', null)).toBe("Ann's subscription covers you.");
    expect(ownerCovers(ann, 'past_due', null)).toBe(
      "Ann's subscription is past due: your access follows theirs.",
    );
  });
});
