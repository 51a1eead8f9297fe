// How the request schemas' tests read a refusal: as the API words it, the field's path and its message.
import type { z } from 'zod/mini';

/** The problems a schema finds, each once, as 'field: message' ('' for the body itself). */
export function problems(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))];
}

/** The keys a strict body refuses. */
export function unknownKeys(schema: z.ZodMiniType, input: unknown): string[] {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
}
