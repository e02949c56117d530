/**
 * Moderation (issue 8 item 6) on every engine: the admin sees today's named entries of the
 * current pair, resets a name to anonymous or hides an entry from the public leaderboard and
 * recap, each logged with the session and reversible; refused words keep a name off the board.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { fromPanel, signIn } from './admin-client';
import { dailyPair, pathBetween, Player } from './game-play';

const today = () => new Date().toISOString().slice(0, 10);

describeEachEngine('moderation of player names on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const games: Record<'alice' | 'bob' | 'anonymous', { id: number; player: Player }> = {} as never;

  beforeAll(async () => {
    t = await startTestApp(engine, { REFUSED_NAME_WORDS: 'darn, heck' });
    const pair = await dailyPair(t.services);
    const path = pathBetween(t.services, pair);
    for (const [key, name] of [
      ['anonymous', null],
      ['alice', 'Alice Player'],
      ['bob', 'Bob Player'],
    ] as const) {
      const player = new Player(t.app);
      const id = await player.createGame(pair);
      await player.play(id, path);
      expect((await player.complete(id, path.length)).statusCode).toBe(200);
      expect((await player.saveName(id, name)).statusCode).toBe(200);
      games[key] = { id, player };
    }
    token = await signIn(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: fromPanel(token), ...(payload ? { payload } : {}) });
  const entries = async () => (await admin('GET', '/api/admin/moderation/entries')).json() as Record<string, unknown>[];
  const leaderboardNames = async () =>
    (
      (await t.app.inject({ url: '/api/leaderboard?limit=100' })).json().entries as {
        id: number;
        playerName: string | null;
      }[]
    ).map((e) => [e.id, e.playerName]);
  const recapCount = async () =>
    (await t.app.inject({ url: `/api/daily-recap?date=${today()}&_t=${Date.now()}` })).json()
      .totalCompletions as number;
  const log = async () =>
    (
      (await t.services.db.query(
        'SELECT game_id, action, previous_name, admin_session FROM moderation_actions ORDER BY id',
      )) as { game_id: number; action: string; previous_name: string | null; admin_session: string }[]
    ).map((r) => ({
      ...r,
      game_id: Number(r.game_id),
    }));

  it("lists today's named entries of the current pair, newest first, not the anonymous one", async () => {
    const list = await entries();
    expect(list.map((e) => [e.gameId, e.playerName, e.hidden])).toEqual([
      [games.bob.id, 'Bob Player', false],
      [games.alice.id, 'Alice Player', false],
    ]);
    expect(list[0]).toMatchObject({ moveCount: expect.any(Number), score: expect.any(Number) });
  });

  it('resets a name to anonymous: stored, shown on the leaderboard, logged with the old name and the session', async () => {
    const res = await admin('POST', `/api/admin/moderation/games/${games.bob.id}/reset-name`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gameId: games.bob.id, playerName: null, hidden: false });
    expect(await leaderboardNames()).toContainEqual([games.bob.id, null]);
    expect((await entries()).map((e) => e.gameId)).toEqual([games.alice.id]);
    expect(await log()).toEqual([
      {
        game_id: games.bob.id,
        action: 'reset-name',
        previous_name: 'Bob Player',
        admin_session: createHash('sha256').update(token).digest('hex'),
      },
    ]);
    // The player cannot put the name back: a game is named once.
    expect((await games.bob.player.saveName(games.bob.id, 'Bob Again')).statusCode).toBe(409);
  });

  it('hides an entry from the leaderboard and the recap, keeps listing it as hidden, and shows it again on unhide', async () => {
    const countBefore = await recapCount();
    expect(countBefore).toBe(3);
    const hide = await admin('PUT', `/api/admin/moderation/games/${games.alice.id}/hidden`, { hidden: true });
    expect(hide.json()).toMatchObject({ gameId: games.alice.id, hidden: true });
    expect((await leaderboardNames()).map(([id]) => id)).not.toContain(games.alice.id);
    expect(await recapCount()).toBe(countBefore - 1);
    expect(await entries()).toEqual([expect.objectContaining({ gameId: games.alice.id, hidden: true })]);

    const unhide = await admin('PUT', `/api/admin/moderation/games/${games.alice.id}/hidden`, { hidden: false });
    expect(unhide.json()).toMatchObject({ hidden: false });
    expect(await leaderboardNames()).toContainEqual([games.alice.id, 'Alice Player']);
    expect(await recapCount()).toBe(countBefore);
    expect((await log()).slice(-2).map((r) => [r.game_id, r.action])).toEqual([
      [games.alice.id, 'hide'],
      [games.alice.id, 'unhide'],
    ]);
  });

  it('answers 404 for an unknown game and 400 for a bad hidden flag, logging nothing', async () => {
    const before = await log();
    expect((await admin('POST', '/api/admin/moderation/games/999999/reset-name')).statusCode).toBe(404);
    expect(
      (await admin('PUT', `/api/admin/moderation/games/${games.alice.id}/hidden`, { hidden: 'yes' })).statusCode,
    ).toBe(400);
    expect(await log()).toEqual(before);
  });

  it('refuses a name with a configured refused word (400, nothing stored), then takes a clean one', async () => {
    const pair = await dailyPair(t.services);
    const path = pathBetween(t.services, pair);
    const player = new Player(t.app);
    const id = await player.createGame(pair);
    await player.play(id, path);
    await player.complete(id, path.length);
    for (const name of ['Darn It', 'h.e.c.k']) {
      const refused = await player.saveName(id, name);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'This name is not allowed on the leaderboard. Please choose another name.',
      });
    }
    const [row] = (await t.services.db.query('SELECT player_name, name_saved FROM games WHERE id = ?', [id])) as {
      player_name: string | null;
      name_saved: unknown;
    }[];
    expect(row!.player_name).toBeNull();
    expect(Boolean(Number(row!.name_saved))).toBe(false);
    expect((await player.saveName(id, 'Darnell')).statusCode).toBe(200);
  });

  it('refuses words of the default list when none is configured', async () => {
    const plain = await startTestApp(engine);
    try {
      const pair = await dailyPair(plain.services);
      const path = pathBetween(plain.services, pair);
      const player = new Player(plain.app);
      const id = await player.createGame(pair);
      await player.play(id, path);
      await player.complete(id, path.length);
      expect((await player.saveName(id, 'Hitler')).statusCode).toBe(400);
      expect((await player.saveName(id, 'Darn It')).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
