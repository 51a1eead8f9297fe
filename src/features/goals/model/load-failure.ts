/** What the goals screen shows when the goals cannot be read (the request failed or its answer did not match). */
export const GOALS_LOAD_FAILED = 'Your goals could not be loaded. Please reload the page.';
