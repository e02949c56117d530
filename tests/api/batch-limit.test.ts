/** A tRPC batch carries at most 10 calls: above that it is refused whole, before anything runs. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { dailyPair, type Pair } from './game-play';

async function gamesInTable(t: TestApp): Promise<number> {
  const [row] = (await t.services.db.query('SELECT COUNT(*) AS n FROM games')) as { n: number | string }[];
  return Number(row!.n);
}

const batchUrl = (procedure: string, calls: number) =>
  `/trpc/${Array.from({ length: calls }, () => procedure).join(',')}?batch=1`;

describeEachEngine('the size of a tRPC batch (%s)', (engine) => {
  let t: TestApp;
  let pair: Pair;
  const createBatch = (calls: number, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: batchUrl('game.create', calls),
      remoteAddress,
      payload: Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { ...pair, isDailyGame: true }])),
    });

  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMIT_WRITES_PER_MINUTE: '12' });
    pair = await dailyPair(t.services);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a batch of 11 calls answers 413 in tRPC's error shape (PAYLOAD_TOO_LARGE) and creates nothing", async () => {
    const before = await gamesInTable(t);
    const res = await createBatch(11, '10.1.0.1');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        message: 'A batch may carry at most 10 calls; this one carries 11',
        code: -32013,
        data: {
          code: 'PAYLOAD_TOO_LARGE',
          httpStatus: 413,
          appCode: 'BAD_REQUEST',
          details: null,
          requestId: res.headers['x-request-id'],
        },
      },
    });
    expect(await gamesInTable(t)).toBe(before);
  });

  it('a refused batch spends none of the write budget: 10 calls and 2 more all succeed after it', async () => {
    const remoteAddress = '10.1.0.2';
    expect((await createBatch(100, remoteAddress)).statusCode).toBe(413);
    const before = await gamesInTable(t);
    const full = await createBatch(10, remoteAddress);
    expect(full.statusCode).toBe(200);
    expect(full.json<unknown[]>()).toHaveLength(10);
    expect((await createBatch(2, remoteAddress)).statusCode).toBe(200);
    expect(await gamesInTable(t)).toBe(before + 12);
  });

  it('reads are batched up to 10 calls too', async () => {
    expect((await t.app.inject({ url: batchUrl('settings.gameSettings', 10) })).statusCode).toBe(200);
    const tooMany = await t.app.inject({ url: batchUrl('settings.gameSettings', 11) });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json<{ error: { data: { code: string } } }>().error.data.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
