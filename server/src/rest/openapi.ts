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

/** What each error status of a route means; the body is always the `Error` schema. */
const errorMeaning: Record<number, string> = {
  400: 'Invalid input (BAD_REQUEST), with the fields at fault in details',
  401: 'No live admin session (UNAUTHORIZED)',
  403: 'Refused: a cross-site admin request, or a game that is not yours (FORBIDDEN)',
  404: 'Not found (NOT_FOUND, or ACTORS_NOT_FOUND naming startActor/endActor in details)',
  409: 'Conflicts with the current state (CONFLICT)',
  422: 'A rule of the game refuses it (INVALID_CONNECTION, ACTOR_VALIDATION_FAILED)',
  429: 'Too many requests from this client (TOO_MANY_REQUESTS), with Retry-After',
  503: 'The database is unavailable; try again shortly (SERVICE_UNAVAILABLE)',
};

/** The errors a route's procedure answers beyond those every route (400, 503) and every write (429) may. */
const routeErrors: Record<string, number[]> = {
  'POST /api/games': [404, 409],
  'POST /api/games/:gameId/connections': [403, 404, 409, 422],
  'GET /api/games/:gameId/chain': [403, 404],
  'PATCH /api/games/:id': [403, 404, 409],
  'GET /api/actors/by-tvdbid/:id': [404],
  'GET /api/movies/by-tvdbid/:id': [404],
  'GET /api/actors/:id/movies': [404],
  'GET /api/movies/:id/actors': [404],
  'GET /api/test-validation/:actorTvdbId/:movieTvdbId': [404],
  'GET /api/actors/by-name/:name/profile': [404],
  'POST /api/game-settings/admin': [404, 422],
  'POST /api/admin/scheduled-changes': [404, 422],
  'DELETE /api/admin/scheduled-changes/:id': [404, 409],
  'POST /api/admin/actors/by-tvdbid/:tvdbId': [404],
  'POST /api/admin/moderation/games/:gameId/reset-name': [404],
  'PUT /api/admin/moderation/games/:gameId/hidden': [404],
};

/** Signing in, out, and asking about one's session: open to anyone; a sign-in or sign-out must come from this site. */
const adminSignIn = new Set(['POST /api/admin/auth', 'GET /api/admin/session', 'POST /api/admin/logout']);

/** Every error status a route may answer, in order. */
function errorStatusesOf(r: RestRoute): number[] {
  const key = `${r.method} ${r.url}`;
  const statuses = new Set([400, 503, ...(routeErrors[key] ?? [])]);
  if (r.method !== 'GET') statuses.add(429);
  if (r.rateLimit) statuses.add(429);
  const admin = r.url.startsWith('/api/admin/') || r.url === '/api/game-settings/admin';
  if (admin && !adminSignIn.has(key)) statuses.add(401).add(403);
  if (adminSignIn.has(key) && r.method !== 'GET') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

const checks = {
  type: 'object',
  required: ['database', 'migrations', 'catalog'],
  properties: Object.fromEntries(
    ['database', 'migrations', 'catalog'].map((name) => [
      name,
      { type: 'string', description: '"ok", or what is wrong' },
    ]),
  ),
};

/** The probes for load balancers (plugins/operations.ts): not limited, not cached. */
const operationsPaths: Record<string, Record<string, unknown>> = {
  '/api/health': {
    get: {
      summary: 'Liveness: the process is up and answering',
      tags: ['Operations'],
      responses: {
        '200': {
          description: 'Up',
          content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } } } } },
        },
      },
    },
  },
  '/api/ready': {
    get: {
      summary:
        'Readiness: the database answers, every migration is applied and the catalog is loaded; 503 names the failed check in details.checks',
      tags: ['Operations'],
      responses: {
        '200': {
          description: 'Ready',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { status: { const: 'ready' }, checks } },
            },
          },
        },
        '503': {
          description: errorMeaning[503],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  },
};

export function openApiDocument(routes: readonly RestRoute[], productName: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const errors = Object.fromEntries(
      errorStatusesOf(r).map((status) => [
        String(status),
        {
          description: errorMeaning[status],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
    );
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
        ...errors,
      },
    };
  }
  Object.assign(paths, operationsPaths);
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
          required: ['message', 'code', 'requestId'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            details: {},
            requestId: { type: 'string', description: 'The x-request-id of the request, also on its log lines' },
          },
        },
      },
    },
  };
}
