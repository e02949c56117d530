/**
 * Par and optimal chains on every engine, on the hand-made catalog of
 * ./par-catalog.ts: stored with the daily pair however it becomes the daily pair (default,
 * manual, scheduled, automatic), shown by settings.dailyActors and the admin's pair preview,
 * answered by game.complete with up to three optimal chains, marked on the leaderboard, and
 * summed up by the recap's share of players at par.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogSearches } from '../../server/src/catalog/catalog-searches';
import { describeEachEngine } from '../support/engines';
import { fromPanel, signIn } from './admin-client';
import { DAY_MS, Player, dataOf, films, startParApp, trpc, type ParApp } from './par-catalog';

const DAY1 = Date.parse('2027-06-01T10:00:00.000Z');

interface Puzzle {
  startActor: { name: string } | null;
  endActor: { name: string } | null;
  par: number | null;
  optimalChainCount: number | null;
  puzzleNumber: number;
}
interface Outcome {
  score: number;
  par: number | null;
  result: string | null;
  optimalChains: Array<Array<{ actor: { name: string }; movie: { title: string }; nextActor: { name: string } }>>;
  dayBestScore?: number | null;
}

/** Every chain of exactly `length` links between two actors, never repeating an actor or a movie (brute force over the films). */
function chainsByBruteForce(from: string, to: string, length: number): number {
  let count = 0;
  const walk = (actor: string, left: number, actors: Set<string>, movies: Set<string>) => {
    if (left === 0) {
      if (actor === to) count++;
      return;
    }
    for (const film of films) {
      if (movies.has(film.title) || !film.cast.includes(actor)) continue;
      for (const next of film.cast) {
        if (actors.has(next)) continue;
        walk(next, left - 1, new Set([...actors, next]), new Set([...movies, film.title]));
      }
    }
  };
  walk(from, length, new Set([from]), new Set());
  return count;
}

const titles = (chain: Outcome['optimalChains'][number]) => chain.map((s) => s.movie.title);

describeEachEngine('par and optimal chains on %s', (engine) => {
  let t: ParApp;
  const anyone = () => new Player(t.app);
  const puzzle = async () => dataOf<Puzzle>(await trpc(anyone(), 'query', 'settings.dailyActors'));
  const historyRows = async () =>
    (
      (await t.services.db.query(
        'SELECT start_actor_id, end_actor_id, source, par, optimal_chain_count FROM daily_pairs ORDER BY id',
      )) as Array<Record<string, unknown>>
    ).map((r) => ({
      pair: [Number(r.start_actor_id), Number(r.end_actor_id)],
      source: r.source,
      par: r.par === null ? null : Number(r.par),
      count: r.optimal_chain_count === null ? null : Number(r.optimal_chain_count),
    }));
  const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const token = await signIn(t.app);
    return t.app.inject({ method, url, headers: fromPanel(token), ...(payload ? { payload } : {}) });
  };

  beforeAll(async () => {
    t = await startParApp(engine, DAY1);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('stored with each daily pair', () => {
    it('the default pair: par 3 by three chains, puzzle 1, on tRPC; REST keeps the spec fields', async () => {
      expect(await puzzle()).toMatchObject({
        startActor: { name: 'Ada Archer' },
        endActor: { name: 'Eve Ellis' },
        par: 3,
        optimalChainCount: 3,
        puzzleNumber: 1,
      });
      expect(await historyRows()).toEqual([
        { pair: [t.actor('Ada Archer'), t.actor('Eve Ellis')], source: 'default', par: 3, count: 3 },
      ]);
      const rest = await t.app.inject({ url: '/api/daily-actors' });
      expect(rest.json()).toMatchObject({ startActor: { name: 'Ada Archer' }, endActor: { name: 'Eve Ellis' } });
    });

    it('the admin previews par and the number of optimal chains; a pair with no chain shows none and is refused', async () => {
      const preview = async (start: string, end: string) => {
        const { startActorId, endActorId } = t.pair(start, end);
        return (
          await admin('GET', `/api/admin/pair-preview?startActorId=${startActorId}&endActorId=${endActorId}`)
        ).json();
      };
      expect(await preview('Ada Archer', 'Eve Ellis')).toEqual({ connections: 3, optimalChainCount: 3 });
      expect(await preview('Ben Brooks', 'Hal Hughes')).toEqual({ connections: 3, optimalChainCount: 1 });
      // Ada and Ben share two films: two chains of one connection.
      expect(await preview('Ada Archer', 'Ben Brooks')).toEqual({ connections: 1, optimalChainCount: 2 });
      expect(await preview('Ada Archer', 'Zed Zane')).toEqual({ connections: null, optimalChainCount: null });
      const before = await historyRows();
      const refused = await admin('POST', '/api/game-settings/admin', t.pair('Ada Archer', 'Zed Zane'));
      expect(refused.statusCode).toBe(422);
      expect(await historyRows()).toEqual(before);
    });

    it('the preview searches on the catalog search thread, never on the event loop', async () => {
      const searched = vi.spyOn(CatalogSearches.prototype, 'optimalChains');
      try {
        const { startActorId, endActorId } = t.pair('Ben Brooks', 'Hal Hughes');
        await admin('GET', `/api/admin/pair-preview?startActorId=${startActorId}&endActorId=${endActorId}`);
        expect(searched).toHaveBeenCalledWith(startActorId, endActorId, expect.objectContaining({ maxConnections: 6 }));
      } finally {
        searched.mockRestore();
      }
    });

    it('a manual pair and a scheduled one get theirs when they become the daily pair', async () => {
      // Searched on the catalog search thread, never on the event loop.
      const searched = vi.spyOn(CatalogSearches.prototype, 'optimalChains');
      const manualPair = t.pair('Ben Brooks', 'Hal Hughes');
      const manual = await admin('POST', '/api/game-settings/admin', { selectionMode: 'manual', ...manualPair });
      expect(manual.statusCode).toBe(200);
      expect(searched).toHaveBeenCalledWith(manualPair.startActorId, manualPair.endActorId, expect.anything());
      searched.mockRestore();
      expect(await puzzle()).toMatchObject({ par: 3, optimalChainCount: 1, puzzleNumber: 1 });

      // A change is scheduled in the future (DESIGN §7): a minute ahead, run once the clock is there.
      const scheduledAt = new Date(DAY1 + 60_000).toISOString();
      const created = await admin('POST', '/api/admin/scheduled-changes', {
        ...t.pair('Cal Carter', 'Eve Ellis'),
        scheduledAt,
      });
      expect(created.statusCode).toBe(201);
      t.setClock(DAY1 + 60_000);
      expect((await admin('POST', '/api/admin/execute-pending-changes')).json()).toEqual({ executed: 1 });
      t.setClock(DAY1);
      // Cal → Eve: Cal–Fifth Gear–Dee–Sixth Sense–Eve, the one chain of 2.
      expect(await puzzle()).toMatchObject({ startActor: { name: 'Cal Carter' }, par: 2, optimalChainCount: 1 });
      expect((await historyRows()).map((r) => [r.source, r.par, r.count])).toEqual([
        ['default', 3, 3],
        ['manual', 3, 1],
        ['scheduled', 2, 1],
      ]);
    });

    it('the automatic pair of a new day gets its par and count, as a search of our own finds them', async () => {
      expect((await admin('POST', '/api/admin/selection-mode', { selectionMode: 'auto' })).statusCode).toBe(200);
      t.setClock(DAY1 + DAY_MS);
      const today = await puzzle();
      const rows = await historyRows();
      const auto = rows.at(-1)!;
      expect(auto.source).toBe('auto');
      const [start, end] = [today.startActor!.name, today.endActor!.name];
      const byHand = [1, 2, 3, 4, 5, 6].find((length) => chainsByBruteForce(start, end, length) > 0)!;
      expect(today).toMatchObject({ par: byHand, optimalChainCount: chainsByBruteForce(start, end, byHand) });
      expect([auto.par, auto.count]).toEqual([today.par, today.optimalChainCount]);
      expect(today.puzzleNumber).toBe(2);
      t.setClock(DAY1 + 5 * DAY_MS);
      expect((await puzzle()).puzzleNumber).toBe(6);
      // Back to day 1's manual pair for what follows.
      t.setClock(DAY1);
      await admin('POST', '/api/game-settings/admin', {
        selectionMode: 'manual',
        ...t.pair('Ada Archer', 'Eve Ellis'),
      });
    });

    it('the brute force agrees with the catalog comment: Ada → Eve has 3 chains of 3 and none shorter', () => {
      expect([1, 2, 3].map((n) => chainsByBruteForce('Ada Archer', 'Eve Ellis', n))).toEqual([0, 0, 3]);
    });
  });

  describe('completion, leaderboard and recap', () => {
    const atPar = () => t.atPar();
    const overPar = () => t.overPar();
    let parPlayer: Player;
    let parGame: number;
    let overGame: number;

    it('game.complete answers par, the result against it and the three optimal chains; REST answers the score alone', async () => {
      parPlayer = new Player(t.app);
      parGame = await parPlayer.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      await parPlayer.play(parGame, atPar());
      const outcome = dataOf<Outcome>(
        await trpc(parPlayer, 'mutation', 'game.complete', { id: parGame, isComplete: true, moveCount: 3 }),
      );
      // 3 connections: 60; each link 1992–1995 (+3) billed 1 and 2 (+3): average 6. 66.
      expect(outcome).toMatchObject({ score: 66, par: 3, result: 'par' });
      expect(outcome).not.toHaveProperty('dayBestScore');
      expect(outcome.optimalChains.map(titles).sort()).toEqual([
        ['First Light', 'Fourth Wall', 'Sixth Sense of Home'],
        ['Second Wind', 'Fourth Wall', 'Sixth Sense of Home'],
        ['Third Act', 'Fifth Gear', 'Sixth Sense of Home'],
      ]);
      expect(outcome.optimalChains[0]![0]!.actor.name).toBe('Ada Archer');
      expect(outcome.optimalChains[0]![2]!.nextActor.name).toBe('Eve Ellis');

      const over = new Player(t.app);
      overGame = await over.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      await over.play(overGame, overPar());
      const rest = await over.complete(overGame, 4);
      expect(rest.statusCode).toBe(200);
      // 4 connections: 40; links 1996–1999 (+3) billed 1 and 2 (+3): average 6. 46.
      expect(rest.json()).toEqual({ score: 46 });
      const again = dataOf<Outcome>(
        await trpc(over, 'mutation', 'game.complete', { id: overGame, isComplete: true, moveCount: 4 }),
      );
      expect(again).toMatchObject({ score: 46, par: 3, result: 'over' });
    });

    it('the leaderboard marks the entries that reached par and says how many hints each used', async () => {
      const res = await t.app.inject({ url: '/api/leaderboard?sort=connections' });
      const { entries } = res.json<{ entries: Array<{ id: number; reachedPar: boolean; hintsUsed: number }> }>();
      expect(entries.map((e) => [e.id, e.reachedPar, e.hintsUsed])).toEqual([
        [parGame, true, 0],
        [overGame, false, 0],
      ]);
    });

    it("the recap gives the share of the day's completions at or under par, one decimal", async () => {
      t.setClock(DAY1 + DAY_MS);
      const recap = await t.app.inject({ url: '/api/daily-recap?date=2027-06-01' });
      expect(recap.json()).toMatchObject({ totalCompletions: 2, parShare: 50 });
      t.setClock(DAY1);
    });

    it("a game of a new daily pair completes with that pair's par, even when the pair changed during a read of the last one's", async () => {
      const adaEve = t.pair('Ada Archer', 'Eve Ellis');
      const calEve = t.pair('Cal Carter', 'Eve Ellis');
      await admin('POST', '/api/game-settings/admin', { selectionMode: 'manual', ...calEve });
      // A completion of Ada → Eve that saw its pair as today's just before Cal → Eve replaced it.
      const current = vi.spyOn(t.services.dailyPair, 'currentPair').mockResolvedValueOnce(adaEve);
      try {
        expect(await t.services.par.parOfPair(adaEve)).toBe(3);
      } finally {
        current.mockRestore();
      }
      const player = new Player(t.app);
      const gameId = await player.createGame(calEve);
      await player.play(gameId, [
        t.link('Cal Carter', 'Fifth Gear', 'Dee Dawson'),
        t.link('Dee Dawson', 'Sixth Sense of Home', 'Eve Ellis'),
      ]);
      const outcome = dataOf<Outcome>(
        await trpc(player, 'mutation', 'game.complete', { id: gameId, isComplete: true, moveCount: 2 }),
      );
      // Cal → Eve: the one chain of 2 (see the scheduled pair above).
      expect(outcome).toMatchObject({ par: 2, result: 'par' });
      await admin('POST', '/api/game-settings/admin', { selectionMode: 'manual', ...adaEve });
    });
  });
});
