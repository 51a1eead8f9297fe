// The amount ceiling that the database's check constraints enforce on every money column, shared by the API's
// validation and the SPA's input parsing. Pure and Deno-compatible: no imports.

/** $1,000,000 in cents: the most any item amount, goal amount or balance may be. */
export const MAX_AMOUNT_CENTS = 100_000_000;
export const MAX_AMOUNT_DOLLARS = MAX_AMOUNT_CENTS / 100;
