/** The OpenAPI document of the REST facade, written from the route table (DESIGN §2). */
import { z } from 'zod';
import type { RestRoute } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

export function openApiDocument(routes: readonly RestRoute[], productName: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const errorResponse = {
      description: 'Error: { message, code, details? }',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary,
      tags: [r.tag],
      parameters: [...parametersOf(r.docs?.params, 'path'), ...parametersOf(r.docs?.query, 'query')],
      ...(r.docs?.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(r.docs.body) } } } }
        : {}),
      responses: {
        [String(r.successStatus ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: r.docs?.response ? toSchema(r.docs.response) : {} } },
        },
        '400': errorResponse,
        '404': errorResponse,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${productName} API`,
      version: '1.0.0',
      description: 'REST facade over the tRPC procedures at /trpc.',
    },
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: { message: { type: 'string' }, code: { type: 'string' }, details: {} },
        },
      },
    },
  };
}
