import type { MiddlewareHandler } from 'hono';
import type { AuthVariables } from './auth.ts';

/**
 * One line per request: method, path (never the query string, which may carry tokens), status, duration and
 * the user id once authentication has run. Bodies and headers are never logged.
 */
export function requestLog(
  write: (line: string) => void = console.log,
): MiddlewareHandler<{ Variables: Partial<AuthVariables> }> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      const user = c.get('claims')?.sub;
      write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms${user ? ` user=${user}` : ''}`);
    }
  };
}
