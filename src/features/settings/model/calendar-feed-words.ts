/**
 * The Bills calendar card of a partner: whose bills their link lists, and what leaving does to it. The owner is
 * named once on Settings, in the Shared budget card, so not here.
 */
export const SHARED_CALENDAR_NOTE =
  'Your link lists the bills of the budget you share. If you leave it, the link lists your own bills instead.';
