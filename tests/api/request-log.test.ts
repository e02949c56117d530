/**
 * Issue 10, operations: every log line the compiled server writes while answering a request
 * carries that request's id, the id its answer (and its error body) carries too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
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
