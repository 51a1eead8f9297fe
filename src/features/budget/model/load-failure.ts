/** What the budget screen shows when a month cannot be read (the request failed or its answer did not match). */
export const MONTH_LOAD_FAILED =
  "We could not load this month's budget. Check your connection and try again.";
