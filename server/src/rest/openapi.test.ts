import { describe, expect, it } from 'vitest';
import { restRoutes } from '.';
import { openApiDocument } from './openapi';

type Operation = { responses: Record<string, { content: { 'application/json': { schema: unknown } } }> };
const document = openApiDocument(restRoutes, 'Cinema Chain') as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { Error: { required: string[] } } };
};
const statuses = (path: string, method: string) => Object.keys(document.paths[path]![method]!.responses);

describe('the OpenAPI document lists the error answers of each route', () => {
  it('a public read: its success, invalid input and an unavailable database', () => {
    expect(statuses('/api/daily-actors', 'get')).toEqual(['200', '400', '503']);
  });

  it('a lookup by id adds 404', () => {
    expect(statuses('/api/actors/{id}/movies', 'get')).toEqual(['200', '400', '404', '503']);
  });

  it('a public write adds the write limit (429) and the rules it enforces', () => {
    expect(statuses('/api/games', 'post')).toEqual(['201', '400', '404', '409', '429', '503']);
    expect(statuses('/api/games/{gameId}/connections', 'post')).toEqual([
      '200',
      '400',
      '403',
      '404',
      '409',
      '422',
      '429',
      '503',
    ]);
  });

  it('an admin write: no session (401), cross-site (403), the pair rules (404, 422), the write limit (429)', () => {
    expect(statuses('/api/game-settings/admin', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '422',
      '429',
      '503',
    ]);
    expect(statuses('/api/admin/scheduled-changes/{id}', 'delete')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
      '503',
    ]);
  });

  it('an admin read needs the session but is no write', () => {
    expect(statuses('/api/admin/scheduled-changes', 'get')).toEqual(['200', '400', '401', '403', '503']);
  });

  it('signing in is open to anyone, refused cross-site and limited', () => {
    expect(statuses('/api/admin/auth', 'post')).toEqual(['200', '400', '403', '429', '503']);
    expect(statuses('/api/admin/session', 'get')).toEqual(['200', '400', '503']);
  });

  it('documents the probes: health answers 200, ready 200 or 503', () => {
    expect(statuses('/api/health', 'get')).toEqual(['200']);
    expect(statuses('/api/ready', 'get')).toEqual(['200', '503']);
  });

  it('every error answer has the error shape, request id included', () => {
    const error = document.paths['/api/games']!.post!.responses['409']!.content['application/json'].schema;
    expect(error).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.components.schemas.Error.required).toEqual(['message', 'code', 'requestId']);
  });
});
