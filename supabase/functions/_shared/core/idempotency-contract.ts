// The Idempotency-Key contract of create endpoints (docs/api.md "Retries"), shared by the API and the SPA.

/** A client sends a fresh key per create and the same key again when it retries that create. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Present (`true`) on an answer that repeats the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
