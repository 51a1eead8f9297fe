import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Household } from '@halfwise/core/contract/household.ts';
import { editorOf, householdChanged, householdView, joinedSinceRead } from './household.ts';

const ann = { id: 'ann', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
const bob = { id: 'bob', firstName: null, lastName: null, email: 'bob@example.com' };
const household = (members: Household['members']): Household => ({
  owner: ann,
  members,
  ownerSubscriptionStatus: 'active',
  ownerTrialEndDate: '2026-12-01',
  invitations: [],
});

describe('householdView', () => {
  it('leaves a person alone on their own budget, with no names on items', () => {
    const view = householdView(household([ann]), 'ann');
    expect(view).toMatchObject({ role: 'solo', budgetOwnerId: 'ann', sharedTitle: null });
    expect(editorOf(view, 'ann')).toBeNull();
    expect(householdView(undefined, 'carl')).toMatchObject({ role: 'solo', budgetOwnerId: 'carl' });
  });

  it("points a partner at the owner's budget, titled with the owner's name", () => {
    const view = householdView(household([ann, bob]), 'bob');
    expect(view).toMatchObject({ role: 'partner', budgetOwnerId: 'ann' });
    expect(view.sharedTitle).toBe("Ann's budget — shared with you");
  });

  it('names who last changed an item by initials on a shared budget, only when it was the other member', () => {
    const view = householdView(household([ann, bob]), 'ann');
    expect(view.role).toBe('owner');
    expect(editorOf(view, 'ann')).toBeNull();
    expect(editorOf(view, 'bob')).toEqual({ initials: 'B', name: 'bob@example.com' });
    expect(editorOf(view, 'someone-else')).toBeNull();
    expect(editorOf(view, null)).toBeNull();
    const partnerView = householdView(household([ann, bob]), 'bob');
    expect(editorOf(partnerView, 'ann')).toEqual({ initials: 'AL', name: 'Ann Lee' });
    expect(editorOf(partnerView, 'bob')).toBeNull();
  });
});

describe('joinedSinceRead', () => {
  const invited = {
    ...household([ann]),
    invitations: [{ id: 1, email: 'bob@example.com', expiresAt: '2026-12-01' }],
  };

  it('sees a change by someone outside the household while an invitation is pending', () => {
    expect(joinedSinceRead(invited, 'bob')).toBe(true);
  });

  it('asks nothing for a member, an unknown editor with no invitation pending, or no editor', () => {
    expect(joinedSinceRead(invited, 'ann')).toBe(false);
    expect(joinedSinceRead(household([ann]), 'former-partner')).toBe(false);
    expect(joinedSinceRead(invited, null)).toBe(false);
    expect(joinedSinceRead(invited, undefined)).toBe(false);
    expect(joinedSinceRead(null, 'bob')).toBe(false);
  });

  it('is true exactly when an invitation is pending and the editor is no member', () => {
    const person = fc.record({
      id: fc.string({ minLength: 1 }),
      firstName: fc.constant(null),
      lastName: fc.constant(null),
      email: fc.constant(null),
    });
    const invitation = fc.record({ id: fc.nat(), email: fc.string(), expiresAt: fc.string() });
    fc.assert(
      fc.property(
        fc.array(person, { minLength: 1, maxLength: 2 }),
        fc.array(invitation, { maxLength: 2 }),
        fc.string({ minLength: 1 }),
        (members, invitations, editor) => {
          const read = { ...household(members), owner: members[0]!, invitations };
          const member = members.some(({ id }) => id === editor);
          expect(joinedSinceRead(read, editor)).toBe(invitations.length > 0 && !member);
          for (const { id } of members) expect(joinedSinceRead(read, id)).toBe(false);
        },
      ),
    );
  });
});

describe('householdChanged', () => {
  it('is true only when the fresh read differs from what was kept', () => {
    expect(householdChanged(household([ann]), household([ann]))).toBe(false);
    expect(householdChanged(household([ann]), household([ann, bob]))).toBe(true);
    expect(householdChanged(undefined, household([ann]))).toBe(true);
  });
});
