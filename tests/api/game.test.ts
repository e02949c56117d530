/** Starting and playing a game through the REST API of SPEC §7, on every engine (DESIGN §5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainLinkSchema, freeGameOfDailyPairMessage, gameSchema, messages } from '@cinema/shared';
import { describeEachEngine } from '../support/engines';
import { playerCookieOf, startTestApp, type TestApp } from '../support/test-app';
import { chainOf, dailyPair, distantPair, gameOf, pathBetween, Player, type Pair, type PathLink } from './game-play';

describeEachEngine('game on %s', (engine) => {
  let t: TestApp;
  let pair: Pair;
  let path: PathLink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    pair = await dailyPair(t.services);
    path = pathBetween(t.services, pair);
  });
  afterAll(() => t?.close());

  describe('player identity', () => {
    it('the first game request sets a signed, httpOnly, SameSite=Lax player cookie for a year', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/games', payload: { ...pair, isDailyGame: true } });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === 'cc_player')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 31_536_000 });
      // token (43 base64url characters) . signature
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9+/]+$/);
    });

    it('a player who already has a valid cookie is not given a new one', async () => {
      const player = new Player(t.app);
      await player.createGame(pair);
      const res = await player.request('POST', '/api/games', { ...pair, isDailyGame: true });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'cc_player')).toBeUndefined();
    });

    it('any game procedure is first contact, even a read it refuses', async () => {
      const owner = new Player(t.app);
      const gameId = await owner.createGame(pair);
      await owner.play(gameId, path);
      expect((await owner.complete(gameId, path.length)).statusCode).toBe(200);
      // A newcomer may not read today's chain yet (folded until they play), but is given a cookie.
      const res = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/chain` });
      expect(res.statusCode).toBe(403);
      expect(playerCookieOf(res)).toMatch(/^cc_player=/);
    });

    it('the tRPC procedures set the same cookie as the REST routes', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/game.create',
        payload: { ...pair, isDailyGame: true },
      });
      expect(res.statusCode).toBe(200);
      expect(gameSchema.parse(res.json<{ result: { data: unknown } }>().result.data).startActor.id).toBe(
        pair.startActorId,
      );
      expect(playerCookieOf(res)).toMatch(/^cc_player=/);
    });

    it('games created in one batched tRPC request all belong to the one player cookie it sets', async () => {
      const body = { 0: { ...pair, isDailyGame: true }, 1: { ...pair, isDailyGame: true } };
      const res = await t.app.inject({ method: 'POST', url: '/trpc/game.create,game.create?batch=1', payload: body });
      expect(res.statusCode).toBe(200);
      const ids = res.json<Array<{ result: { data: { id: number } } }>>().map((r) => r.result.data.id);
      const player = new Player(t.app, playerCookieOf(res));
      for (const gameId of ids) expect((await player.addConnection(gameId, path[0]!, 0)).statusCode).toBe(200);
    });

    it('a tampered cookie counts as no cookie: a new one is issued', async () => {
      const player = new Player(t.app);
      await player.createGame(pair);
      const tampered = player.cookie!.replace(/=(.)/, (_, c: string) => `=${c === 'A' ? 'B' : 'A'}`);
      const res = await new Player(t.app, tampered).request('POST', '/api/games', { ...pair, isDailyGame: true });
      expect(res.statusCode).toBe(201);
      expect(playerCookieOf(res)).not.toBe(tampered);
    });
  });

  describe('starting a game', () => {
    it('answers 201 with the Game of SPEC §3: both actors, not complete, no score', async () => {
      const res = await new Player(t.app).request('POST', '/api/games', { ...pair, isDailyGame: true });
      expect(res.statusCode).toBe(201);
      const game = gameSchema.parse(res.json());
      expect(game).toMatchObject({ isDailyGame: true, isComplete: false, moveCount: 0, score: null, playerName: null });
      expect(game.startActor).toMatchObject({
        id: pair.startActorId,
        tvdbId: t.services.catalog.actorById(pair.startActorId)!.tvdbId,
      });
      expect(game.endActor.id).toBe(pair.endActorId);
      expect(await gameOf(t.app, game.id)).toEqual(game);
    });

    it('a game is a daily game unless the request says otherwise', async () => {
      const res = await new Player(t.app).request('POST', '/api/games', pair);
      expect(res.statusCode).toBe(201);
      expect(res.json<{ isDailyGame: boolean }>().isDailyGame).toBe(true);
    });

    it('needs two different actors', async () => {
      const res = await new Player(t.app).request('POST', '/api/games', {
        startActorId: pair.startActorId,
        endActorId: pair.startActorId,
        isDailyGame: false,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The start and end actors must be different actors',
      });
    });

    it('needs actors that exist, answering "Not enough actors to start a game"', async () => {
      const res = await new Player(t.app).request('POST', '/api/games', {
        ...pair,
        endActorId: 2_000_000_000,
        isDailyGame: false,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: messages.notEnoughActors,
        details: { missing: ['endActor'] },
        requestId: expect.any(String),
      });
    });

    it("a daily game must use today's pair, in today's order", async () => {
      const other = t.services.catalog
        .randomActors(50)
        .find((a) => a.id !== pair.startActorId && a.id !== pair.endActorId)!;
      for (const body of [
        { startActorId: pair.endActorId, endActorId: pair.startActorId },
        { startActorId: pair.startActorId, endActorId: other.id },
      ]) {
        const res = await new Player(t.app).request('POST', '/api/games', { ...body, isDailyGame: true });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'CONFLICT',
          message: "A daily game must use today's actor pair",
          details: pair,
        });
      }
    });

    it("a free game (isDailyGame false) may use any two actors but today's pair", async () => {
      const other = distantPair(t.services, 2);
      const res = await new Player(t.app).request('POST', '/api/games', { ...other, isDailyGame: false });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        isDailyGame: false,
        isPractice: false,
        startActor: { id: other.startActorId },
      });
    });

    it.each([
      ['as it is', (p: Pair) => p],
      ['reversed', (p: Pair) => ({ startActorId: p.endActorId, endActorId: p.startActorId })],
    ])("a free game of today's pair (%s) is refused with 409 and stores nothing", async (_, pairOf) => {
      const [{ n: before }] = await t.services.db.query('SELECT COUNT(*) AS n FROM games');
      const res = await new Player(t.app).request('POST', '/api/games', { ...pairOf(pair), isDailyGame: false });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: freeGameOfDailyPairMessage });
      const [{ n: after }] = await t.services.db.query('SELECT COUNT(*) AS n FROM games');
      expect(Number(after)).toBe(Number(before));
    });

    it.each([
      ['a missing end actor', { startActorId: 1 }],
      ['a text id', { startActorId: 'abc', endActorId: 2 }],
      ['a negative id', { startActorId: -1, endActorId: 2 }],
      ['a fractional id', { startActorId: 1.5, endActorId: 2 }],
      ['an id beyond the database range', { startActorId: 1, endActorId: 2 ** 40 }],
      ['a text isDailyGame', { startActorId: 1, endActorId: 2, isDailyGame: 'yes' }],
      ['a body that is not an object', [1, 2]],
    ])('refuses %s with 400 and starts nothing', async (_, body) => {
      const countBefore = await countGames(t);
      const res = await new Player(t.app).request('POST', '/api/games', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^Invalid input: /) });
      expect(await countGames(t)).toBe(countBefore);
    });
  });

  describe('who may read a chain', () => {
    const trpcChain = (player: Player, gameId: number) =>
      player.request('GET', `/trpc/game.chain?input=${encodeURIComponent(JSON.stringify({ gameId }))}`);

    /** A game of the daily pair with its first link played, not complete. */
    async function gameInProgress() {
      const owner = new Player(t.app);
      const gameId = await owner.createGame(pair);
      await owner.play(gameId, path.slice(0, 1));
      return { owner, gameId };
    }

    it('the chain of a game in progress answers its own player', async () => {
      const { owner, gameId } = await gameInProgress();
      const rest = await owner.request('GET', `/api/games/${gameId}/chain`);
      expect(rest.statusCode).toBe(200);
      expect(rest.json()).toHaveLength(1);
      const trpc = await trpcChain(owner, gameId);
      expect(trpc.statusCode).toBe(200);
      expect(trpc.json<{ result: { data: unknown[] } }>().result.data).toHaveLength(1);
    });

    it('anyone else is refused with 403, over REST and tRPC, with or without a cookie', async () => {
      const { gameId } = await gameInProgress();
      const stranger = new Player(t.app);
      await stranger.createGame(pair);
      for (const reader of [stranger, new Player(t.app)]) {
        const rest = await reader.request('GET', `/api/games/${gameId}/chain`);
        expect(rest.statusCode).toBe(403);
        expect(rest.json()).toEqual({
          code: 'FORBIDDEN',
          message: 'Only its player can see the chain of a game in progress',
          requestId: expect.any(String),
        });
        const trpc = await trpcChain(reader, gameId);
        expect(trpc.statusCode).toBe(403);
        expect(trpc.json()).toMatchObject({
          error: { message: 'Only its player can see the chain of a game in progress' },
        });
      }
    });

    it('counting game ids upwards reads no chain in progress', async () => {
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await gameInProgress()).gameId);
      const reader = new Player(t.app);
      for (let id = ids[0]!; id <= ids.at(-1)!; id++) {
        expect((await reader.request('GET', `/api/games/${id}/chain`)).statusCode, `game ${id}`).toBe(403);
      }
    });

    it("the chain of a completed game is public, today's once the reader has played or asked for the solutions", async () => {
      const { owner, gameId } = await gameInProgress();
      for (const [order, link] of path.entries()) {
        if (order > 0) expect((await owner.addConnection(gameId, link, order)).statusCode).toBe(200);
      }
      expect((await owner.complete(gameId, path.length)).statusCode).toBe(200);
      const reader = new Player(t.app);
      expect((await trpcChain(reader, gameId)).statusCode).toBe(403);
      expect((await reader.request('POST', '/trpc/leaderboard.showSolutions', {})).statusCode).toBe(200);
      const chain = await chainOf(t.app, gameId, reader.cookie);
      expect(chain.map((l) => l.movie.id)).toEqual(path.map((l) => l.movieId));
      expect((await trpcChain(reader, gameId)).statusCode).toBe(200);
    });

    it('game.get of a game in progress stays public and tells nothing of its chain', async () => {
      const { gameId } = await gameInProgress();
      const game = await gameOf(t.app, gameId);
      expect(game).toMatchObject({ isComplete: false, moveCount: 0, score: null, playerName: null });
      expect(Object.keys(game).sort()).toEqual(
        [
          'archiveDay',
          'endActor',
          'hintsUsed',
          'id',
          'isComplete',
          'isDailyGame',
          'isPractice',
          'moveCount',
          'playerName',
          'score',
          'startActor',
        ].sort(),
      );
    });
  });

  describe('a whole game', () => {
    it('a player connects the daily pair, completes with the server score, and saves a name', async () => {
      const player = new Player(t.app);
      const gameId = await player.createGame(pair);

      for (const [order, link] of path.entries()) {
        const res = await player.addConnection(gameId, link, order);
        expect(res.statusCode).toBe(200);
        const answer = res.json<{ link: unknown; chain: unknown[]; isComplete: boolean }>();
        const added = chainLinkSchema.parse(answer.link);
        expect(added).toMatchObject({
          order,
          actor: { id: link.actorId },
          movie: { id: link.movieId },
          nextActor: { id: link.nextActorId },
        });
        expect(answer.chain).toHaveLength(order + 1);
        expect(answer.isComplete).toBe(order === path.length - 1);
      }

      const chain = (await chainOf(t.app, gameId, player.cookie)).map((l) => chainLinkSchema.parse(l));
      expect(chain.map((l) => [l.order, l.actor.id, l.movie.id, l.nextActor.id])).toEqual(
        path.map((l, order) => [order, l.actorId, l.movieId, l.nextActorId]),
      );

      // The expected score from the catalog's own facts, by an independent calculation (DESIGN §6):
      // base 100, 80, 60, 40, then 10; a link earns its decade bonus and both billings (each at most 20);
      // the bonuses are averaged over the connections; one connection adds 25.
      const decadeBonus = (year: number | null) =>
        year == null || year >= 2020 ? 0 : year < 1920 ? 11 : 11 - Math.floor((year - 1910) / 10);
      const billing = (position: number | null | undefined) => Math.min(position ?? 0, 20);
      const bonuses = path.map(
        (l) =>
          decadeBonus(t.services.catalog.movieById(l.movieId)!.year) +
          billing(t.services.catalog.billing(l.actorId, l.movieId)) +
          billing(t.services.catalog.billing(l.nextActorId, l.movieId)),
      );
      const base = [100, 80, 60, 40][path.length - 1] ?? 10;
      const expectedScore =
        base + Math.round(bonuses.reduce((a, b) => a + b, 0) / path.length) + (path.length === 1 ? 25 : 0);
      const completed = await player.complete(gameId, path.length);
      expect(completed.statusCode).toBe(200);
      expect(completed.json()).toEqual({ score: expectedScore });
      expect(chain.map((l) => [l.actor.billingPosition, l.nextActor.billingPosition])).toEqual(
        path.map((l) => [
          t.services.catalog.billing(l.actorId, l.movieId),
          t.services.catalog.billing(l.nextActorId, l.movieId),
        ]),
      );

      const named = await player.saveName(gameId, '  Ada Lovelace  ');
      expect(named.statusCode).toBe(200);
      expect(gameSchema.parse(named.json())).toMatchObject({
        id: gameId,
        playerName: 'Ada Lovelace',
        isComplete: true,
        moveCount: path.length,
        score: expectedScore,
      });
      expect(await gameOf(t.app, gameId)).toMatchObject({
        playerName: 'Ada Lovelace',
        isComplete: true,
        score: expectedScore,
      });
    });
  });
});

async function countGames(t: TestApp): Promise<number> {
  const [row] = (await t.services.db.query('SELECT COUNT(*) AS n FROM games')) as Array<{ n: number | string }>;
  return Number(row!.n);
}
