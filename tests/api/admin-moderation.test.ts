/**
 * Moderation on every engine: the admin lists the named entries of a puzzle day (today, or any
 * past day), resets a name to anonymous or hides an entry, each logged with the session and the
 * hidden state reversible; a moderated name is gone from the leaderboard, the recap (a past day's
 * kept one included) and `game.get`; refused words keep a name off the board.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DailyRecapEntity, GameEntity } from '../../server/src/db/entities';
import { RecapStore } from '../../server/src/recap/recap-store';
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
  /**
   * How many games today's recap counts (it is served once the day is over, and a request made
   * as of tomorrow would roll the daily pair over): the games its fingerprint counts.
   */
  const recapCount = async () => Number((await new RecapStore(t.services.db).fingerprint(today())).split(':')[0] || 0);
  const log = async () =>
    (
      (await t.services.db.query(
        'SELECT game_id, action, previous_name, admin_session FROM moderation_actions ORDER BY id',
      )) as { game_id: number; action: string; previous_name: string | null; admin_session: string }[]
    ).map((r) => ({
      ...r,
      game_id: Number(r.game_id),
    }));

  it("lists today's named entries, newest first, not the anonymous one", async () => {
    const list = await entries();
    expect(list.map((e) => [e.gameId, e.playerName, e.hidden])).toEqual([
      [games.bob.id, 'Bob Player', false],
      [games.alice.id, 'Alice Player', false],
    ]);
    expect(list[0]).toMatchObject({ moveCount: expect.any(Number), score: expect.any(Number), nameBeforeReset: null });
  });

  it('resets a name to anonymous: stored, shown on the leaderboard, logged with the old name and the session', async () => {
    const res = await admin('POST', `/api/admin/moderation/games/${games.bob.id}/reset-name`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gameId: games.bob.id,
      playerName: null,
      nameBeforeReset: 'Bob Player',
      hidden: false,
    });
    expect(await leaderboardNames()).toContainEqual([games.bob.id, null]);
    // Still listed, as reset, with the name it had.
    expect((await entries()).map((e) => [e.gameId, e.playerName, e.nameBeforeReset])).toEqual([
      [games.bob.id, null, 'Bob Player'],
      [games.alice.id, 'Alice Player', null],
    ]);
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
    expect((await entries()).map((e) => [e.gameId, e.hidden])).toEqual([
      [games.bob.id, false],
      [games.alice.id, true],
    ]);

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

/*
 * Yesterday's puzzle day, all on today's pair (it was the pair then too), every game of the same
 * shortest chain so that only the scores set here rank them:
 *   champion "Champion" 150 (09:00), runnerUp "Runner Up" 120 (10:00), third "Third Place" 90
 *   (11:00), anonymous 60 (12:00), late "Late Finisher" 30: started yesterday, completed today
 *   at 00:30, so yesterday is its puzzle day; free "Free Player" 170, not a daily game.
 * Best of the day (highest score): Champion; longest (most moves, ties by higher score): the same
 * game, all chains being as long. With Champion hidden both go to Runner Up.
 */
describeEachEngine('moderation of a past puzzle day on %s', (engine) => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const todayDay = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  type Key = 'champion' | 'runnerUp' | 'third' | 'anonymous' | 'late' | 'free';
  const played: Array<[Key, string | null, number, string]> = [
    ['champion', 'Champion', 150, `${yesterday}T09:00:00.000Z`],
    ['runnerUp', 'Runner Up', 120, `${yesterday}T10:00:00.000Z`],
    ['third', 'Third Place', 90, `${yesterday}T11:00:00.000Z`],
    ['anonymous', null, 60, `${yesterday}T12:00:00.000Z`],
    ['late', 'Late Finisher', 30, `${todayDay}T00:30:00.000Z`],
    ['free', 'Free Player', 170, `${yesterday}T08:00:00.000Z`],
  ];
  let t: TestApp;
  let token: string;
  const ids = {} as Record<Key, number>;
  let startActorSlug: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const pair = await dailyPair(t.services);
    const path = pathBetween(t.services, pair);
    startActorSlug = t.services.catalog.actorById(pair.startActorId)!.slug;
    for (const [key, name, score, completedAt] of played) {
      const player = new Player(t.app);
      const id = await player.createGame(pair);
      await player.play(id, path);
      expect((await player.complete(id, path.length)).statusCode).toBe(200);
      expect((await player.saveName(id, name)).statusCode).toBe(200);
      await t.services.db.getRepository(GameEntity).update(
        { id },
        {
          score,
          startedDay: yesterday,
          completedAt: new Date(completedAt),
          completedDay: completedAt.slice(0, 10),
          isDailyGame: key !== 'free',
        },
      );
      ids[key] = id;
    }
    token = await signIn(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: fromPanel(token), ...(payload ? { payload } : {}) });
  const entriesOf = async (day: string) => {
    const res = await admin('GET', `/api/admin/moderation/entries?day=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return (
      res.json() as { gameId: number; playerName: string | null; nameBeforeReset: string | null; hidden: boolean }[]
    ).map((e) => [e.gameId, e.playerName, e.nameBeforeReset, e.hidden]);
  };
  const recap = async () => {
    const res = await t.app.inject({ url: `/api/daily-recap?date=${yesterday}&_t=${Date.now()}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return {
      best: [body.topScore?.score, body.topScore?.playerName],
      longest: [body.longestConnection?.score ?? null, body.longestConnection?.playerName],
    };
  };
  const shownName = async (id: number) => {
    const input = encodeURIComponent(JSON.stringify({ gameId: id }));
    return (await t.app.inject({ url: `/trpc/game.get?input=${input}` })).json().result.data.playerName;
  };
  const leaderboard = async () =>
    new Map(
      (
        (await t.app.inject({ url: '/api/leaderboard?limit=100' })).json().entries as {
          id: number;
          playerName: string | null;
        }[]
      ).map((e) => [e.id, e.playerName]),
    );
  const profileText = async () =>
    (await t.app.inject({ url: `/api/actors/by-name/${encodeURIComponent(startActorSlug)}/profile` })).body;

  it('lists the named daily entries of the day the games were started, not of the day they were completed', async () => {
    expect(await entriesOf(yesterday)).toEqual([
      [ids.late, 'Late Finisher', null, false],
      [ids.third, 'Third Place', null, false],
      [ids.runnerUp, 'Runner Up', null, false],
      [ids.champion, 'Champion', null, false],
    ]);
    expect(await entriesOf(todayDay)).toEqual([]);
    expect((await admin('GET', '/api/admin/moderation/entries')).json()).toEqual([]);
  });

  it("hiding yesterday's champion moves its kept recap to the next best game, and hides the name everywhere", async () => {
    expect(await recap()).toMatchObject({ best: [150, 'Champion'] });
    const kept = await t.services.db.getRepository(DailyRecapEntity).countBy({ day: yesterday });
    expect(kept).toBe(1);

    const hide = await admin('PUT', `/api/admin/moderation/games/${ids.champion}/hidden`, { hidden: true });
    expect(hide.json()).toMatchObject({ gameId: ids.champion, playerName: 'Champion', hidden: true });
    expect(await recap()).toEqual({ best: [120, 'Runner Up'], longest: [120, 'Runner Up'] });
    expect(await shownName(ids.champion)).toBeNull();
    expect((await leaderboard()).has(ids.champion)).toBe(false);
    expect(await profileText()).not.toContain('Champion');
  });

  it('resetting the next best name shows it as anonymous in the recap, the leaderboard and game.get', async () => {
    const reset = await admin('POST', `/api/admin/moderation/games/${ids.runnerUp}/reset-name`);
    expect(reset.json()).toMatchObject({ gameId: ids.runnerUp, playerName: null, nameBeforeReset: 'Runner Up' });
    expect(await recap()).toEqual({ best: [120, null], longest: [120, null] });
    expect(await shownName(ids.runnerUp)).toBeNull();
    expect((await leaderboard()).get(ids.runnerUp)).toBeNull();
    expect(await profileText()).not.toContain('Runner Up');
  });

  it("lists the past day's hidden and reset entries with their state, and a hidden one can be shown again", async () => {
    expect(await entriesOf(yesterday)).toEqual([
      [ids.late, 'Late Finisher', null, false],
      [ids.third, 'Third Place', null, false],
      [ids.runnerUp, null, 'Runner Up', false],
      [ids.champion, 'Champion', null, true],
    ]);
    const show = await admin('PUT', `/api/admin/moderation/games/${ids.champion}/hidden`, { hidden: false });
    expect(show.statusCode).toBe(200);
    expect(await recap()).toEqual({ best: [150, 'Champion'], longest: [150, 'Champion'] });
    expect(await shownName(ids.champion)).toBe('Champion');
    expect((await leaderboard()).get(ids.champion)).toBe('Champion');
    expect((await entriesOf(yesterday))[3]).toEqual([ids.champion, 'Champion', null, false]);
  });

  it.each(['2025-02-30', '2025-13-01', '2026-3-01', 'yesterday', '20260301'])(
    'a day of %s answers 400 on REST and tRPC, saying what a day must be',
    async (day) => {
      const rest = await admin('GET', `/api/admin/moderation/entries?day=${day}`);
      expect(rest.statusCode).toBe(400);
      expect(rest.json().message).toContain('day must be a real calendar day written yyyy-MM-dd');
      const input = encodeURIComponent(JSON.stringify({ day }));
      const trpc = await admin('GET', `/trpc/admin.moderation.entries?input=${input}`);
      expect(trpc.statusCode).toBe(400);
      expect(trpc.json().error.message).toContain('day must be a real calendar day written yyyy-MM-dd');
    },
  );
});
