/**
 * Media types at the edge (DESIGN §10): JSON is accepted however its media type is cased (media
 * types are case-insensitive), on REST and tRPC alike; a type the API does not read answers 415
 * "Unsupported Media Type" in the error shape, a client's mistake that writes no error log line.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('the media type of a request body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, contentType: string, body: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body, remoteAddress });
  const guess = JSON.stringify({ password: 'wrong-password' });

  it('reads APPLICATION/JSON and Application/Json; Charset=UTF-8 as JSON on REST and tRPC', async () => {
    const answers = [
      await post('/api/admin/auth', 'APPLICATION/JSON', guess, '10.6.0.1'),
      await post('/api/admin/auth', 'Application/Json; Charset=UTF-8', guess, '10.6.0.1'),
      await post('/trpc/admin.auth', 'APPLICATION/JSON', guess, '10.6.0.2'),
      await post('/trpc/admin.auth', 'Application/Json; Charset=UTF-8', guess, '10.6.0.2'),
    ];
    console.log(`upper-case JSON media type: REST ${answers[0]!.statusCode}, tRPC ${answers[2]!.statusCode}`);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.json()).toEqual({ success: false });
    expect(answers[2]!.json()).toEqual({ result: { data: { success: false } } });
  });

  it('answers 415 Unsupported Media Type in the error shape for text/plain, on REST and tRPC, with no error log line', async () => {
    const errors = vi.spyOn(t.app.log, 'error');
    const rest = await post('/api/admin/auth', 'text/plain', guess, '10.6.0.3');
    const trpc = await post('/trpc/admin.auth', 'text/plain', guess, '10.6.0.3');
    console.log(
      `text/plain: REST ${rest.statusCode} "${rest.json().message}", tRPC ${trpc.statusCode} "${trpc.json().message}", error lines ${errors.mock.calls.length}`,
    );
    for (const answer of [rest, trpc]) {
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({
        message: 'Unsupported Media Type: send JSON (Content-Type: application/json)',
        code: 'BAD_REQUEST',
        requestId: expect.any(String),
      });
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
