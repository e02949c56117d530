import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameEntity } from '../../server/src/db/entities';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';

describeEachEngine('the player cookie and the games table (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores only a hash of the player's token, never the token itself", async () => {
    const pair = await t.services.dailyPair.currentPair();
    const res = await t.app.inject({ method: 'POST', url: '/api/games', payload: { ...pair, isDailyGame: true } });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'cc_player')!;
    const token = cookie.value.split('.')[0]!; // signed as "<token>.<signature>"
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await t.services.db.getRepository(GameEntity).findOneByOrFail({ id: res.json<{ id: number }>().id });
    expect(row.playerKey).not.toContain(token);
    expect(row.playerKey).toBe(createHash('sha256').update(token).digest('hex'));
  });
});
