/**
 * Keeps a function's process serving after an error nobody caught (a driver's timer callback, a promise
 * nobody awaited): the error is logged and the next request is served. Deno (Supabase's edge runtime) reports
 * both as cancellable events on globalThis. The Node local stack installs its own handlers in start.ts.
 */
export function installSafetyNet(log: (line: string) => void = (line) => console.error(line)): void {
  const target = globalThis as typeof globalThis & { halfwiseSafetyNet?: true };
  if (target.halfwiseSafetyNet || typeof target.addEventListener !== 'function') return;
  target.halfwiseSafetyNet = true;
  target.addEventListener('error', (event) => {
    event.preventDefault();
    log(`uncaught error, still serving: ${describe((event as ErrorEvent).error)}`);
  });
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    log(`unhandled rejection, still serving: ${describe((event as PromiseRejectionEvent).reason)}`);
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
