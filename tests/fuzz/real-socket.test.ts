/**
 * The fuzz suite over a real socket (SQLite): hostile requests written byte for byte (odd header
 * bytes, huge lines, broken framing), and slow clients that trickle their headers or body.
 * Same rules as the inject portion: an answer, never 5xx, no leak, under 5 s, and refused
 * requests change nothing. Short HTTP timeouts keep the slow clients quick.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/src/routers';
import { dailyPair } from '../api/game-play';
import {
  faultOf,
  fingerprintOf,
  formatRequest,
  proceduresOf,
  restRequest,
  restRoutesOf,
  staticRequest,
  trpcRequest,
  type FuzzContext,
  type HostileRequest,
} from '../support/fuzz-requests';
import { parseAnswer, sendRaw, wireBytesOf } from '../support/fuzz-socket';
import { playerCookieOf, startTestApp, type TestApp } from '../support/test-app';

const SEED = 20_261_124;
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 1_500;

describe('fuzz: hostile requests over a real socket (sqlite)', () => {
  let t: TestApp;
  let port: number;
  let context: FuzzContext;

  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      RATE_LIMIT_WRITES_PER_MINUTE: '10000000',
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
    const pair = await dailyPair(t.services);
    const created = await t.app.inject({ method: 'POST', url: '/api/games', payload: { ...pair, isDailyGame: true } });
    context = {
      ids: [String(created.json().id), String(pair.startActorId), '1'],
      credentials: [{ cookie: playerCookieOf(created) }],
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  async function checkOnSocket(request: HostileRequest, bytes = wireBytesOf(request)): Promise<void> {
    const before = await fingerprintOf(t.services.db);
    const sent = await sendRaw(port, bytes);
    if (!sent) throw new Error(`no answer within 8 s\n${formatRequest(request)}`);
    const answer = parseAnswer(sent.raw, sent.ms);
    if (answer.status === 0) throw new Error(`the connection closed without an answer\n${formatRequest(request)}`);
    const fault = faultOf(answer);
    if (fault) throw new Error(`${fault}\n${formatRequest(request)}`);
    if (answer.status >= 400) {
      const after = await fingerprintOf(t.services.db);
      if (after !== before)
        throw new Error(`refused with ${answer.status} yet the database changed\n${formatRequest(request)}`);
    }
  }

  it('REST, tRPC and file requests written byte for byte', { timeout: 60_000 }, async () => {
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const any = fc.oneof(
      restRequest(restRoutesOf(openapi.json()), context),
      trpcRequest(proceduresOf(appRouter), context),
      staticRequest,
    );
    await fc.assert(
      fc.asyncProperty(any, (request) => checkOnSocket(request)),
      { seed: SEED, numRuns: 300, endOnFailure: true },
    );
  });

  it.each([
    [
      'raw bytes in the path',
      'GET /api/actors/search?query=\xff\xfe\x00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ],
    [
      'a raw right-to-left override in a header',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Name: \xe2\x80\xae\r\nConnection: close\r\n\r\n',
    ],
    ['an 80 kB header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(80_000)}\r\nConnection: close\r\n\r\n`],
    ['a 1 MB URL', `GET /api/leaderboard?q=${'a'.repeat(1 << 20)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    [
      'a negative Content-Length',
      'POST /trpc/game.create HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\nConnection: close\r\n\r\n{}',
    ],
    [
      'both Content-Length and chunked',
      'POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n0\r\n\r\n',
    ],
    [
      'a broken chunk',
      'POST /api/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    ['no HTTP version', 'GET /api/health\r\n\r\n'],
    ['garbage', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
    [
      'a 1 MB JSON body',
      `POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${(1 << 20) + 2}\r\nConnection: close\r\n\r\n"${'a'.repeat(1 << 20)}"`,
    ],
  ])('answers %s without a 5xx or a leak, and changes nothing', { timeout: 15_000 }, async (what, wire) => {
    const request: HostileRequest = { method: '(raw)', url: wire.slice(0, 200), headers: {} };
    const bytes = Buffer.from(wire, 'latin1');
    const before = await fingerprintOf(t.services.db);
    const sent = await sendRaw(port, bytes);
    expect(sent, formatRequest(request)).not.toBeNull();
    const answer = parseAnswer(sent!.raw, sent!.ms);
    // The server answers without a 5xx or a leak (a write refused with a 4xx), or, when the
    // client sent nothing it can parse, closes.
    if (answer.status !== 0) {
      expect(answer.status, formatRequest(request)).toBeLessThan(500);
      if (wire.startsWith('POST')) expect(answer.status, formatRequest(request)).toBeGreaterThanOrEqual(400);
      expect(faultOf(answer), formatRequest(request)).toBeUndefined();
    } else expect(what).toBe('garbage');
    expect(await fingerprintOf(t.services.db)).toBe(before);
  });

  it(
    'slow clients trickling headers or a body are cut off in time, and others are served meanwhile',
    { timeout: 20_000 },
    async () => {
      const head = 'GET /api/leaderboard HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(200) + '\r\n\r\n';
      const body = '{"startActorId":1,"endActorId":2,"isDailyGame":true}';
      const post =
        'POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n` +
        body;
      const before = await fingerprintOf(t.services.db);
      // Five clients each sending a byte every 100 ms: a whole request would take 20+ s to arrive.
      const trickles = [
        ...Array.from({ length: 4 }, () =>
          sendRaw(port, Buffer.from(head), { chunk: 1, delayMs: 100, giveUpMs: 10_000 }),
        ),
        sendRaw(port, Buffer.from(post), { chunk: 1, delayMs: 100, giveUpMs: 10_000 }),
      ];
      // Meanwhile an ordinary client is answered at once.
      await new Promise((r) => setTimeout(r, 300));
      const ordinary = await sendRaw(port, wireBytesOf({ method: 'GET', url: '/api/health', headers: {} }));
      expect(parseAnswer(ordinary!.raw, ordinary!.ms).status).toBe(200);
      expect(ordinary!.ms, 'answer to an ordinary request (ms)').toBeLessThan(1_000);

      for (const sent of await Promise.all(trickles)) {
        expect(sent, 'a slow client was never cut off').not.toBeNull();
        const answer = parseAnswer(sent!.raw, sent!.ms);
        // Cut off by the request timeout (plus Node's 500 ms check), long before the 5 s bound.
        expect(sent!.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
        expect([408, 0]).toContain(answer.status);
        expect(faultOf(answer)).toBeUndefined();
      }
      expect(await fingerprintOf(t.services.db)).toBe(before);
    },
  );
});
