/**
 * Answers at the edges of HTTP: a tRPC procedure called with the wrong method, headers too large
 * for a keep-alive client, and the client's source maps, which are never served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('a tRPC procedure called with the wrong method', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET on a mutation answers 405 saying to send it with POST', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/game.create' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({
      message: 'game.create is a mutation: send it with POST',
      code: 'METHOD_NOT_ALLOWED',
      requestId: expect.any(String),
    });
  });

  it('a batch read with a mutation among its calls is refused the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/settings.gameSettings,game.create?batch=1' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({
      message: 'game.create is a mutation: send it with POST',
      code: 'METHOD_NOT_ALLOWED',
      requestId: expect.any(String),
    });
  });

  it('POST on a query answers 405 saying to send it with GET', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/trpc/settings.gameSettings', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.json()).toEqual({
      message: 'settings.gameSettings is a query: send it with GET',
      code: 'METHOD_NOT_ALLOWED',
      requestId: expect.any(String),
    });
  });

  it('an unknown procedure still answers 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/game.nothingHere' });
    expect(res.statusCode).toBe(404);
  });
});

describe('headers too large (431) over a real keep-alive connection', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Node refuses request headers above 16 KiB by default. */
  const oversized = 'x'.repeat(20_000);

  it('answers 431 with Connection: close and the error shape', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/game-settings HTTP/1.1\r\nHost: localhost\r\nX-Big: ${oversized}\r\n\r\n`);
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    const [head = '', body] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toMatch(/^Connection: close$/im);
    expect(JSON.parse(body!)).toEqual({ message: 'The request headers are too large', code: 'BAD_REQUEST' });
  });

  it("a keep-alive client's next request, right after the 431, succeeds", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string> = {}) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path: '/api/game-settings', agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect((await get()).status).toBe(200);
      expect(await get({ 'x-big': oversized })).toEqual({ status: 431, connection: 'close' });
      expect((await get()).status).toBe(200);
      expect((await get()).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("the client's source maps", () => {
  let t: TestApp;
  let clientDist: string;

  beforeAll(async () => {
    clientDist = mkdtempSync(join(tmpdir(), 'cinema-client-'));
    mkdirSync(join(clientDist, 'assets'));
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Cinema Chain</title>');
    writeFileSync(join(clientDist, 'assets', 'index-abc123.js'), 'console.log("game")');
    writeFileSync(join(clientDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["game.tsx"]}');
    t = await startTestApp('sqlite', { CLIENT_DIST_DIR: clientDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDist, { recursive: true, force: true });
  });

  it('serve the scripts but answer 404 for their maps, even when the build left them on disk', async () => {
    const script = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("game")');
    const map = await t.app.inject({ url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('game.tsx');
  });

  it('are not referenced from the built scripts: the build writes hidden maps or none', async () => {
    const { default: viteConfig } = await import('../../vite.config');
    expect([false, 'hidden', undefined]).toContain(
      (viteConfig as { build?: { sourcemap?: unknown } }).build?.sourcemap,
    );
  });
});
