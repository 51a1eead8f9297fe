// GET /api/openapi.json: the endpoint list as an OpenAPI 3.1 document, each schema written by zod from the same
// schema the route checks and the SPA parses with (docs/api.md, "OpenAPI document").
import { z } from 'zod/mini';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { noContentSchema } from './no-content.ts';

type JsonSchema = Record<string, unknown>;

/** Requests are described as they may be sent (input), answers as they are written (output). */
function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** Answers that are not JSON: their media types (the rest answer application/json). */
const TEXT_ANSWERS: Record<string, readonly string[]> = {
  'GET /api/export': ['application/json', 'text/csv'],
  'GET /api/calendar-feed/:file': ['text/calendar'],
  'GET /api/reminders/unsubscribe/:token': ['text/html'],
  'POST /api/reminders/unsubscribe/:token': ['text/html'],
};

/** Request bodies that are not JSON. */
const TEXT_BODIES: Record<string, string> = { 'POST /api/import/csv': 'text/csv' };

const ERROR_ANSWER = {
  description: 'Refused or failed: the message names the field at fault where there is one',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** Hono's `/budget/:id` is OpenAPI's `/budget/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

function answersOf(endpoint: Endpoint, key: string) {
  if (endpoint.response === noContentSchema) return { '204': { description: 'Done; no body' } };
  const schema = jsonSchemaOf(endpoint.response, 'output');
  const types = TEXT_ANSWERS[key] ?? ['application/json'];
  return {
    '2XX': {
      description: 'Done',
      content: Object.fromEntries(types.map((type) => [type, { schema }])),
    },
  };
}

function operationOf(endpoint: Endpoint) {
  const key = `${endpoint.method} ${endpoint.path}`;
  const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')];
  const bodyType = TEXT_BODIES[key];
  const requestBody = bodyType
    ? { required: true, content: { [bodyType]: { schema: { type: 'string' } } } }
    : endpoint.body && {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
      };
  return {
    operationId: key,
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: { ...answersOf(endpoint, key), default: ERROR_ANSWER },
  };
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS as readonly Endpoint[]) {
    const path = (paths[openApiPath(endpoint.path)] ??= {});
    path[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Halfwise API',
      version: '1',
      description:
        'The api Edge Function. Amounts are integer cents. Signed-in endpoints take the Supabase Auth access ' +
        'token as a Bearer token; POST and DELETE take an Idempotency-Key header (docs/api.md).',
    },
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(z.object({ message: z.string() }), 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }, {}],
  };
}
