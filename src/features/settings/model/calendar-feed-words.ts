import { shortPersonName, type NamedPerson } from '@halfwise/core/person-name.ts';

/** The Bills calendar card of a partner: whose bills their link lists, and what leaving does to it. */
export const sharedCalendarNote = (owner: NamedPerson) =>
  `Your link lists the bills of ${shortPersonName(owner)}'s budget, the one you share. If you leave it, the link lists your own bills instead.`;
