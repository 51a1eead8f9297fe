/** What the budget screen shows when a month cannot be read (the request failed or its answer did not match). */
export const MONTH_LOAD_FAILED =
  "We could not load this month's budget. Check your connection and try again.";

/** What the budget screen shows offline for a month this device has never kept; it loads once back online. */
export const MONTH_NOT_ON_DEVICE =
  "This month isn't on this device yet. It will load when you're back online.";
