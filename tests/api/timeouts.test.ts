/**
 * Clients that never finish: the server ends them within its timeouts (SPEC §9: a client waits
 * 15 s), over real TCP sockets, instead of holding a connection and its memory.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

interface Ending {
  /** Milliseconds from the first byte sent to the socket closing. */
  afterMs: number;
  /** What the server wrote before closing. */
  answer: string;
}

/** Opens a socket, lets `talk` write to it, and resolves when the server closes it (or after `giveUpMs`). */
function whenServerCloses(port: number, talk: (socket: Socket) => void, giveUpMs: number): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let started = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      started = Date.now();
      talk(socket);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ afterMs: Date.now() - started, answer });
    });
  });
}

const partOfABody = (socket: Socket) => {
  socket.write(
    'POST /api/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n',
  );
  socket.write(`{"startActorId":1,"endActorId":2,"padding":"${'x'.repeat(1000)}`);
};

async function listening(env: Record<string, string> = {}): Promise<{ t: TestApp; port: number }> {
  const t = await startTestApp('sqlite', env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as { port: number }).port };
}

describe('with short timeouts configured', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    ({ t, port } = await listening({
      HTTP_REQUEST_TIMEOUT_MS: '1500',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a client that sends part of a body, then nothing, is answered 408 and closed at the request timeout', async () => {
    const ending = await whenServerCloses(port, partOfABody, 10_000);
    // 1500 ms, checked every 500 ms: closed between 1.5 s and 2 s, with some slack for a busy machine.
    expect(ending.afterMs).toBeGreaterThanOrEqual(1_400);
    expect(ending.afterMs).toBeLessThan(3_500);
    expect(ending.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ending.answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(ending.answer).toContain('{"message":"The request took too long to arrive","code":"BAD_REQUEST"}');
  });

  it('a client trickling its body a few bytes at a time is closed at the request timeout all the same', async () => {
    let trickle: NodeJS.Timeout | undefined;
    const ending = await whenServerCloses(
      port,
      (socket) => {
        partOfABody(socket);
        trickle = setInterval(() => socket.writable && socket.write('xx'), 200);
      },
      10_000,
    );
    clearInterval(trickle);
    expect(ending.afterMs).toBeGreaterThanOrEqual(1_400);
    expect(ending.afterMs).toBeLessThan(3_500);
  });

  it('a client that sends half its headers, then nothing, is closed at the headers timeout', async () => {
    const ending = await whenServerCloses(
      port,
      (socket) => socket.write('GET /api/game-settings HTTP/1.1\r\nHost: localhost\r\n'),
      10_000,
    );
    expect(ending.afterMs).toBeGreaterThanOrEqual(900);
    expect(ending.afterMs).toBeLessThan(3_000);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const ending = await whenServerCloses(
      port,
      (socket) => socket.write('GET /api/game-settings HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      10_000,
    );
    expect(ending.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(ending.answer).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    expect(ending.afterMs).toBeGreaterThanOrEqual(900);
    expect(ending.afterMs).toBeLessThan(3_000);
  });

  it('a request that arrives whole in time is served as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/game-settings`);
    expect(res.status).toBe(200);
  });
});

describe('with the default timeouts', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    ({ t, port } = await listening());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a slow-body client is closed within the client's 15 s: at the 10 s request timeout", async () => {
    const ending = await whenServerCloses(port, partOfABody, 15_000);
    expect(ending.afterMs).toBeGreaterThanOrEqual(9_900);
    expect(ending.afterMs).toBeLessThan(12_000);
    expect(ending.answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);
});
