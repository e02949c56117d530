/**
 * Operations: every log line the compiled server writes while answering a request
 * carries that request's id, the id its answer (and its error body) carries too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface LogLine {
  msg?: string;
  requestId?: string;
  req?: unknown;
  res?: unknown;
}

describe('request logs', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server?.stop(1_000);
    await database?.drop();
  });

  it('every line about a request names its id, the one in its answer', async () => {
    const answered = await fetch(`${server.url}/api/daily-actors`);
    const refused = await fetch(`${server.url}/api/leaderboard?page=0`);
    expect([answered.status, refused.status]).toEqual([200, 400]);
    const refusedBody = (await refused.json()) as { requestId: string };
    const ids = [answered.headers.get('x-request-id'), refused.headers.get('x-request-id')] as const;
    expect(refusedBody.requestId).toBe(ids[1]);

    // Written a moment after the answer.
    const linesOf = (id: string | null) => lines().filter((line) => line.requestId === id);
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
    for (let waited = 0; waited < 2_000 && linesOf(ids[1]).length < 2; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    for (const id of ids) {
      expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
    const aboutRequests = lines().filter((line) => line.req !== undefined || line.res !== undefined);
    expect(aboutRequests.length).toBeGreaterThanOrEqual(4);
    for (const line of aboutRequests) expect(line.requestId, JSON.stringify(line)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a client's X-Request-Id", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const answeredId = async (sent: string) =>
    (await t.app.inject({ url: '/api/daily-actors', headers: { 'x-request-id': sent } })).headers['x-request-id'];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('is kept when it is 1 to 64 letters, digits, dots, underscores or hyphens', async () => {
    for (const sent of ['a', 'trace.ID_42-x', '-', 'x'.repeat(64)]) expect(await answeredId(sent)).toBe(sent);
  });

  it('is replaced by a new id when longer than 64 or carrying any other character', async () => {
    const refused = ['x'.repeat(65), 'a:b', 'a=b', 'a b', '<script>', 'é', 'a/b'];
    const kept = [];
    for (const sent of refused) {
      const answered = await answeredId(sent);
      if (answered === sent) kept.push(sent);
      else expect(answered).toMatch(uuid);
    }
    console.log(`X-Request-Id: ${kept.length} of ${refused.length} ids outside 1-64 [A-Za-z0-9._-] kept`);
    expect(kept).toEqual([]);
  });
});
