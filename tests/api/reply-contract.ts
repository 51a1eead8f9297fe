// Every JSON reply the API tests receive is held to its endpoint's schema in the wire contract
// (core/contract/endpoints.ts, the list the OpenAPI document and the SPA's typed client are made from).
import { isDeepStrictEqual } from 'node:util';
import { safeParse, z } from 'zod/mini';
import { ENDPOINTS, type Endpoint } from '../../supabase/functions/_shared/core/contract/endpoints.ts';

/** Any refusal or failure: `{ message }`, and perhaps more (a 409's `needsCard`, health's `reason`). */
const errorReplySchema = z.looseObject({ message: z.string() });

const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
const ROUTES = (ENDPOINTS as readonly Endpoint[]).map((endpoint) => ({
  endpoint,
  pattern: patternOf(endpoint.path),
}));

/** The endpoint of a request, or undefined for a path or method the API does not serve (a 404 test). */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  const pathname = new URL(path, 'http://api.test').pathname;
  return ROUTES.find((route) => route.endpoint.method === method && route.pattern.test(pathname))?.endpoint;
}

/**
 * Why `body` (null for an empty reply) breaks the contract of `method path` answering `status`, or null when
 * it keeps it. A success is parsed with the endpoint's answer schema and must carry nothing the schema does
 * not name (zod drops unknown fields, so the parsed answer would differ); a failure must be `{ message }`.
 */
export function replyProblem(method: string, path: string, status: number, body: unknown): string | null {
  const endpoint = endpointOf(method, path);
  if (!endpoint) return null;
  const success = status >= 200 && status < 300;
  const schema = success ? endpoint.response : errorReplySchema;
  const value = body === null ? undefined : body;
  const parsed = safeParse(schema, value);
  const where = `${method} ${path} answered ${status}`;
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.code}`);
    return `${where}, which breaks its contract: ${issues.join('; ')}`;
  }
  if (success && !isDeepStrictEqual(parsed.data, value)) {
    return `${where} with fields its contract does not name: ${JSON.stringify(value).slice(0, 500)}`;
  }
  return null;
}
