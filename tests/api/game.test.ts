/** Starting and playing a game through the REST API of SPEC §7, on every engine (DESIGN §5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateScore, chainLinkSchema, gameSchema, messages } from '@cinema/shared';
import { engines } from '../support/engines';
import { playerCookieOf, startTestApp, type TestApp } from '../support/test-app';
import { chainOf, dailyPair, gameOf, pathBetween, Player, type Pair, type PathLink } from './game-play';

describe.each(engines)('game on %s', (engine) => {
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

    it('any game procedure is first contact, even a public read', async () => {
      const gameId = await new Player(t.app).createGame(pair);
      const res = await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/chain` });
      expect(res.statusCode).toBe(200);
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

    it('a practice game (isDailyGame false) may use any two actors', async () => {
      const res = await new Player(t.app).request('POST', '/api/games', {
        startActorId: pair.endActorId,
        endActorId: pair.startActorId,
        isDailyGame: false,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ isDailyGame: false, startActor: { id: pair.endActorId } });
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

      const chain = (await chainOf(t.app, gameId)).map((l) => chainLinkSchema.parse(l));
      expect(chain.map((l) => [l.order, l.actor.id, l.movie.id, l.nextActor.id])).toEqual(
        path.map((l, order) => [order, l.actorId, l.movieId, l.nextActorId]),
      );

      // The expected score from the catalog's own facts, not from the server's answer.
      const expectedScore = calculateScore(
        path.map((l) => ({
          movieYear: t.services.catalog.movieById(l.movieId)!.year,
          actorBilling: t.services.catalog.billing(l.actorId, l.movieId),
          nextActorBilling: t.services.catalog.billing(l.nextActorId, l.movieId),
        })),
      );
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
