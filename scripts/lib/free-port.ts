/** A loopback port that nothing listens on right now, for a test's own server. */
export { freePort } from '../../supabase/local/single-instance.ts';
