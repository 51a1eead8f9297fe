import { z } from 'zod/mini';

/** GET /api/openapi.json: an OpenAPI 3.1 document (core/contract/openapi.ts writes it from the endpoint list). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
