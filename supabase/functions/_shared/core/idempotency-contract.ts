// The Idempotency-Key contract of create endpoints (docs/api.md "Retries"), shared by the API and the SPA.

/** A client sends a fresh key per create and the same key again when it retries that create. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Present (`true`) on an answer that repeats the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/**
 * How long the server answers a key again. At least as long as the app keeps a queued write on the device
 * (`OFFLINE_MAX_AGE_MS`); the database keeps the rows twice as long (`private.purge_expired`, docs/database.md).
 */
export const IDEMPOTENCY_KEEP_HOURS = 24;
