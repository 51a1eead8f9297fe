// The Future Goals API's limits (its shapes are in contract/goals.ts) (docs/api.md "Future Goals"), shared by the api function, the SPA and
// the tests. Pure and Deno-compatible.

/** Spec §9: the timeframe is fixed at 12 months, whatever the client sends. */
export const GOAL_TIMEFRAME_MONTHS = 12;
/** Spec §3: the default goal emoji is a target. */
export const DEFAULT_GOAL_EMOJI = '🎯';
export const MAX_GOAL_NAME_LENGTH = 100;
/** Counted in code points, as Postgres's char_length counts them. */
export const MAX_GOAL_EMOJI_LENGTH = 8;
