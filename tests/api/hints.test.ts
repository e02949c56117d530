/**
 * Hints on every engine, on the hand-made catalog of ./par-catalog.ts: given in
 * order (connections left, a movie on a shortest chain, the actor through it), counted from the
 * current actor avoiding what the chain holds, stored with the game, 10 points each off the
 * score (never below 0), shown on the leaderboard, and refused past three, for completed games
 * and for games that are not the caller's — refusals change nothing.
 */
import { HINT_LIMIT, hintCompletedMessage, hintLimitMessage } from '@cinema/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { Player, dataOf, startParApp, trpc, type ParApp } from './par-catalog';

const DAY1 = Date.parse('2027-07-01T09:00:00.000Z');

type Hint =
  | { level: 1; connectionsLeft: number }
  | { level: 2; movie: { title: string } }
  | { level: 3; actor: { name: string } };
interface HintResult {
  hint: Hint;
  hintsUsed: number;
}

describeEachEngine('hints on %s', (engine) => {
  let t: ParApp;
  const hint = (player: Player, gameId: number) => trpc(player, 'mutation', 'game.hint', { gameId });
  const hintsOf = async (player: Player, gameId: number) =>
    dataOf<{ hints: Hint[]; hintsUsed: number }>(await trpc(player, 'query', 'game.hints', { gameId }));
  const storedHintsUsed = async (gameId: number) => {
    const [row] = (await t.services.db.query('SELECT hints_used FROM games WHERE id = ?', [gameId])) as Array<{
      hints_used: number;
    }>;
    return Number(row!.hints_used);
  };
  const atPar = () => t.atPar();

  beforeAll(async () => {
    t = await startParApp(engine, DAY1);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('in order, then refused', () => {
    let player: Player;
    let gameId: number;

    beforeAll(async () => {
      player = new Player(t.app);
      gameId = await player.createGame(t.pair('Ada Archer', 'Eve Ellis'));
    });

    it('first the connections left, then a movie on a shortest chain, then the actor reached through it', async () => {
      const first = dataOf<HintResult>(await hint(player, gameId));
      expect(first).toEqual({ hint: { level: 1, connectionsLeft: 3 }, hintsUsed: 1 });

      const second = dataOf<HintResult>(await hint(player, gameId));
      expect(second.hintsUsed).toBe(2);
      expect(second.hint.level).toBe(2);
      const movie = (second.hint as { movie: { title: string } }).movie.title;
      // The first movies of Ada's three shortest chains to Eve.
      expect(['First Light', 'Second Wind', 'Third Act']).toContain(movie);

      const third = dataOf<HintResult>(await hint(player, gameId));
      expect(third.hintsUsed).toBe(3);
      expect(third.hint).toMatchObject({
        level: 3,
        actor: { name: movie === 'Third Act' ? 'Cal Carter' : 'Ben Brooks' },
      });

      expect(await hintsOf(player, gameId)).toEqual({
        hints: [first.hint, second.hint, third.hint],
        hintsUsed: 3,
      });
      const game = dataOf<{ hintsUsed: number }>(await trpc(player, 'query', 'game.get', { gameId }));
      expect(game.hintsUsed).toBe(3);
    });

    it(`a fourth is refused with 409, and nothing changes`, async () => {
      expect(HINT_LIMIT).toBe(3);
      const res = await hint(player, gameId);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(hintLimitMessage);
      expect(await storedHintsUsed(gameId)).toBe(3);
      expect((await hintsOf(player, gameId)).hints).toHaveLength(3);
    });

    it('each hint costs 10 points: three hints take a chain at par from 66 to 36', async () => {
      await player.play(gameId, atPar());
      const res = await player.complete(gameId, 3);
      expect(res.json()).toEqual({ score: 36 });
    });

    it('a completed game gets no hint (409)', async () => {
      const fresh = new Player(t.app);
      const done = await fresh.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      await fresh.play(done, atPar());
      expect((await fresh.complete(done, 3)).json()).toEqual({ score: 66 });
      const res = await hint(fresh, done);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(hintCompletedMessage);
      expect(await storedHintsUsed(done)).toBe(0);
    });
  });

  it('a hint stored between the completion deciding on the game and writing its score is in the score', async () => {
    const player = new Player(t.app);
    // A daily game (a free game may not play today's pair): the leaderboard read further on shows it.
    const gameId = await player.createGame(t.pair('Ada Archer', 'Eve Ellis'));
    await player.play(gameId, atPar());
    // The hint lands right after the completion has decided on the game with no hint used (as a
    // hint asked for with one link to go may, when the last link and the completion follow at once),
    // just before the score is written.
    const store = t.services.games.store;
    const write = store.complete.bind(store);
    const spy = vi.spyOn(store, 'complete').mockImplementationOnce(async (...args) => {
      await t.services.db.query('UPDATE games SET hints_used = 1 WHERE id = ?', [gameId]);
      return write(...args);
    });
    try {
      const completed = await player.complete(gameId, 3);
      expect(completed.json()).toEqual({ score: 56 });
    } finally {
      spy.mockRestore();
    }
    const [row] = (await t.services.db.query('SELECT score FROM games WHERE id = ?', [gameId])) as Array<{
      score: number;
    }>;
    expect(Number(row!.score)).toBe(56);
  });

  describe('whose game', () => {
    it("another player's game: 403 for a hint and for its hints, and nothing changes; an unknown game is 404", async () => {
      const owner = new Player(t.app);
      const gameId = await owner.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      dataOf<HintResult>(await hint(owner, gameId));
      const stranger = new Player(t.app);
      const res = await hint(stranger, gameId);
      expect(res.statusCode).toBe(403);
      expect((await trpc(stranger, 'query', 'game.hints', { gameId })).statusCode).toBe(403);
      expect((await hint(new Player(t.app), gameId)).statusCode).toBe(403);
      expect(await storedHintsUsed(gameId)).toBe(1);
      expect((await hint(owner, 999_999)).statusCode).toBe(404);
    });
  });

  describe('from the current actor, avoiding the chain', () => {
    it('counts and names the way on that never goes back through an actor or movie of the chain', async () => {
      // A free game Ada → Fay (par 1 by Long Road). After Ada–Third Act–Cal–Fifth Gear–Dee, the way
      // back through Ada (Dee–Fourth Wall–Ben–First Light–Ada–Long Road–Fay, 3) revisits Ada, so the
      // hint is the way round: Dee–Sixth Sense–Eve–Last Stop–Hal–Night Train–Gus–Slow Boat–Fay, 4.
      const player = new Player(t.app);
      const gameId = await player.createGame(t.pair('Ada Archer', 'Fay Fisher'), false);
      await player.play(gameId, [
        t.link('Ada Archer', 'Third Act', 'Cal Carter'),
        t.link('Cal Carter', 'Fifth Gear', 'Dee Dawson'),
      ]);
      expect(dataOf<HintResult>(await hint(player, gameId)).hint).toEqual({ level: 1, connectionsLeft: 4 });
      expect(dataOf<HintResult>(await hint(player, gameId)).hint).toMatchObject({
        level: 2,
        movie: { title: 'Sixth Sense of Home' },
      });
      expect(dataOf<HintResult>(await hint(player, gameId)).hint).toMatchObject({
        level: 3,
        actor: { name: 'Eve Ellis' },
      });
      const rest = [
        t.link('Dee Dawson', 'Sixth Sense of Home', 'Eve Ellis'),
        t.link('Eve Ellis', 'Last Stop', 'Hal Hughes'),
        t.link('Hal Hughes', 'Night Train', 'Gus Grant'),
        t.link('Gus Grant', 'Slow Boat', 'Fay Fisher'),
      ];
      for (const [i, link] of rest.entries())
        expect((await player.addConnection(gameId, link, i + 2)).statusCode).toBe(200);
      // Six connections: the floor of 10, each link +3 for its year and +3 for billing 1 and 2:
      // 16, less 30 for three hints: never below 0.
      const res = await player.complete(gameId, 6);
      expect(res.json()).toEqual({ score: 0 });
    });

    it('one hint costs 10 on a daily game, and the leaderboard shows how many hints each entry used', async () => {
      const player = new Player(t.app);
      const gameId = await player.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      dataOf<HintResult>(await hint(player, gameId));
      await player.play(gameId, atPar());
      expect((await player.complete(gameId, 3)).json()).toEqual({ score: 56 });
      const board = await t.app.inject({ url: '/api/leaderboard?sort=score' });
      const entries = board.json<{ entries: Array<{ score: number; hintsUsed: number; reachedPar: boolean }> }>()
        .entries;
      // The hint-race game above scored 56 with one hint too, and was completed first.
      expect(entries.map((e) => [e.score, e.hintsUsed, e.reachedPar])).toEqual([
        [66, 0, true],
        [56, 1, true],
        [56, 1, true],
        [36, 3, true],
      ]);
      // The one entry asked for by its game id shows the same.
      const one = await t.app.inject({ url: `/api/leaderboard?gameId=${gameId}` });
      expect(one.json<{ entries: Array<{ id: number; hintsUsed: number }> }>().entries).toMatchObject([
        { id: gameId, hintsUsed: 1 },
      ]);
    });
  });

  it('two hints asked at once never give the same hint twice', async () => {
    const player = new Player(t.app);
    const gameId = await player.createGame(t.pair('Ada Archer', 'Eve Ellis'));
    const answers = await Promise.all([hint(player, gameId), hint(player, gameId), hint(player, gameId)]);
    const given = answers.filter((r) => r.statusCode === 200).map((r) => dataOf<HintResult>(r).hint.level);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(new Set(given).size).toBe(given.length);
    expect(await storedHintsUsed(gameId)).toBe(given.length);
    expect((await hintsOf(player, gameId)).hints.map((h) => h.level)).toEqual([1, 2, 3].slice(0, given.length));
  });
});
