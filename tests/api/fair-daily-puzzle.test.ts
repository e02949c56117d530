/**
 * One fair daily puzzle (DESIGN §5) on every engine, on the hand-made catalog of
 * ./par-catalog.ts, whose figures are worked out there: Ada → Eve has par 3 by three chains;
 * the chain at par scores 66 (base 60, each link 1990s +3 and billing 1 + 2, averaged 6), the
 * way round by Fay, Gus and Hal scores 46 (base 40 + 6); a hint costs 10.
 *
 * A player's first completed daily game of a puzzle day is ranked, every later one practice;
 * hints of the day count against the ranked game; today's chains are folded until the viewer's
 * ranked game is done or they show the solutions; ranks are shared on equal figures.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { practiceNameMessage, todaysChainFoldedMessage } from '@cinema/shared';
import { recapNotOverMessage } from '../../server/src/recap/recap-service';
import { describeEachEngine } from '../support/engines';
import { fromPanel, signIn } from './admin-client';
import { DAY_MS, Player, dataOf, startParApp, trpc, type ParApp } from './par-catalog';

const DAY1 = Date.parse('2027-10-01T12:00:00.000Z');
const TODAY = '2027-10-01';

interface Outcome {
  score: number;
  par: number | null;
  optimalChainCount: number | null;
  optimalChains: unknown[];
  isPractice: boolean;
}
interface DayStatus {
  puzzleDay: string;
  rankedGameId: number | null;
  solutionsShown: boolean;
  nextGameIsPractice: boolean;
}
interface Entry {
  id: number;
  score: number;
  moveCount: number;
  hintsUsed: number;
  rank: number;
  isMine: boolean;
  chain?: unknown[];
  chainHidden?: boolean;
}
interface Board {
  entries: Entry[];
  total: number;
  chainsHidden: boolean;
}

describeEachEngine('one fair daily puzzle on %s', (engine) => {
  let t: ParApp;
  const atPar = () => t.atPar();
  const overPar = () => t.overPar();
  const daily = async (player: Player) =>
    dataOf<{ id: number; isPractice: boolean }>(
      await trpc(player, 'mutation', 'game.create', { ...t.pair('Ada Archer', 'Eve Ellis'), isDailyGame: true }),
    );
  const complete = async (player: Player, gameId: number, moveCount: number) =>
    dataOf<Outcome>(await trpc(player, 'mutation', 'game.complete', { id: gameId, isComplete: true, moveCount }));
  const finish = async (player: Player, path: ReturnType<typeof atPar>) => {
    const { id } = await daily(player);
    await player.play(id, path);
    return { id, ...(await complete(player, id, path.length)) };
  };
  const dayStatus = async (player: Player) => dataOf<DayStatus>(await trpc(player, 'query', 'game.dayStatus'));
  const board = async (viewer: Player, query = 'limit=100&includeChain=true') => {
    const res = await viewer.request('GET', `/api/leaderboard?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Board>();
  };
  const stats = async (player: Player) =>
    dataOf<{ gamesPlayed: number; gamesCompleted: number }>(await trpc(player, 'query', 'stats.mine'));
  const idsOnBoard = async () => (await board(new Player(t.app))).entries.map((e) => e.id);

  beforeAll(async () => {
    t = await startParApp(engine, DAY1);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/game-settings/admin',
      headers: fromPanel(await signIn(t.app)),
      payload: { selectionMode: 'manual', ...t.pair('Ada Archer', 'Eve Ellis') },
    });
    expect(set.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('a player met for the first time', () => {
    it('has played nothing today, which is answered without reading their standing', async () => {
      const nothingPlayed = { puzzleDay: TODAY, rankedGameId: null, solutionsShown: false, nextGameIsPractice: false };
      const standingRead = vi.spyOn(t.services.games.store, 'standingOn');
      try {
        const newcomer = new Player(t.app);
        expect(await dayStatus(newcomer)).toEqual(nothingPlayed);
        expect(newcomer.cookie).not.toBeNull();
        expect((await board(new Player(t.app), 'limit=10')).chainsHidden).toBe(true);
        expect(standingRead).not.toHaveBeenCalled();
        // Back with the cookie they were given: their standing is read.
        expect(await dayStatus(newcomer)).toEqual(nothingPlayed);
        expect(standingRead).toHaveBeenCalledTimes(1);
      } finally {
        standingRead.mockRestore();
      }
    });
  });

  describe('the ranked attempt', () => {
    let player: Player;
    let ranked: { id: number } & Outcome;
    let replay: { id: number } & Outcome;

    beforeAll(async () => {
      player = new Player(t.app);
      ranked = await finish(player, overPar());
      replay = await finish(player, atPar());
    });

    it('the first completed daily game of the day is ranked, with the server count of optimal chains', () => {
      expect(ranked).toMatchObject({ score: 46, isPractice: false, par: 3, optimalChainCount: 3 });
      expect(ranked.optimalChains).toHaveLength(3);
    });

    it('a replay after seeing the answer is practice from its start: it plays and scores as usual', async () => {
      expect(replay).toMatchObject({ score: 66, isPractice: true });
      expect(
        dataOf<{ isPractice: boolean }>(await trpc(player, 'query', 'game.get', { gameId: replay.id })),
      ).toMatchObject({ isPractice: true, isComplete: true, score: 66 });
      expect(await dayStatus(player)).toEqual({
        puzzleDay: TODAY,
        rankedGameId: ranked.id,
        solutionsShown: false,
        nextGameIsPractice: true,
      });
      expect((await daily(player)).isPractice).toBe(true);
    });

    it('a practice game takes no name (409) and stores none', async () => {
      const res = await player.saveName(replay.id, 'Cheater');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: practiceNameMessage });
      const [row] = await t.services.db.query('SELECT player_name FROM games WHERE id = ?', [replay.id]);
      expect(row.player_name).toBeNull();
    });

    it('practice is absent from the leaderboard, the recap, profiles and statistics', async () => {
      expect(await idsOnBoard()).toContain(ranked.id);
      expect(await idsOnBoard()).not.toContain(replay.id);
      const one = await player.request('GET', `/api/leaderboard?gameId=${replay.id}`);
      expect(one.statusCode).toBe(404);
      // Today's recap is refused while the day runs (it would show today's best chains); tomorrow
      // it holds only the ranked 46 of this player (the other players come later in the file).
      const early = await player.request('GET', `/api/daily-recap?date=${TODAY}`);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ message: recapNotOverMessage });
      t.setClock(DAY1 + DAY_MS);
      try {
        const recap = (await player.request('GET', `/api/daily-recap?date=${TODAY}`)).json();
        expect(recap).toMatchObject({ totalCompletions: 1, averageScore: 46, topScore: { score: 46 } });
      } finally {
        t.setClock(DAY1);
      }
      // Cal Carter and Dee Dawson are only in the practice chain.
      const cal = await player.request('GET', '/api/actors/by-name/Cal_Carter/profile');
      const calGames = cal.statusCode === 200 ? cal.json().stats.totalGamesAppeared : 0;
      expect(calGames).toBe(0);
      const fay = (await player.request('GET', '/api/actors/by-name/Fay_Fisher/profile')).json();
      expect(fay.stats).toMatchObject({ totalGamesAppeared: 1, totalConnections: 2 });
      expect(await stats(player)).toMatchObject({ gamesPlayed: 1, gamesCompleted: 1 });
    });
  });

  it("documents the daily pair's par, count of optimal chains and puzzle number in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const answer = doc.paths['/api/daily-actors'].get.responses['200'].content['application/json'].schema;
    const text = JSON.stringify(answer.properties);
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['par', 'optimalChainCount', 'puzzleNumber']),
    );
    expect(text).toContain("Connections of the pair's shortest chain");
    expect(text).toContain('How many shortest chains the pair has');
    expect(answer.properties.puzzleNumber.description).toMatch(/^1 for the first day/);
  });

  it('a free game of another pair is never practice, and takes a name', async () => {
    const player = new Player(t.app);
    await finish(player, atPar());
    const free = await player.createGame(t.pair('Ben Brooks', 'Cal Carter'), false);
    await player.play(free, [
      t.link('Ben Brooks', 'First Light', 'Ada Archer'),
      t.link('Ada Archer', 'Third Act', 'Cal Carter'),
    ]);
    expect(await complete(player, free, 2)).toMatchObject({ isPractice: false });
    expect((await player.saveName(free, 'Free Player')).statusCode).toBe(200);
  });

  it('of two games in progress the first completed is ranked; of two completed at once exactly one', async () => {
    const player = new Player(t.app);
    const first = await daily(player);
    const second = await daily(player);
    expect([first.isPractice, second.isPractice]).toEqual([false, false]);
    await player.play(first.id, atPar());
    await player.play(second.id, atPar());
    const outcomes = await Promise.all([complete(player, first.id, 3), complete(player, second.id, 3)]);
    expect(outcomes.map((o) => o.isPractice).sort()).toEqual([false, true]);
    const rows = await t.services.db.query(
      'SELECT COUNT(*) AS n FROM games WHERE id IN (?, ?) AND ranked_key IS NOT NULL AND is_practice = 0',
      [first.id, second.id],
    );
    expect(Number(rows[0].n)).toBe(1);
  });

  it('hints taken in two daily games of the day are counted once, against the ranked game', async () => {
    const player = new Player(t.app);
    const abandoned = await daily(player);
    dataOf(await trpc(player, 'mutation', 'game.hint', { gameId: abandoned.id }));
    const played = await daily(player);
    dataOf(await trpc(player, 'mutation', 'game.hint', { gameId: played.id }));
    await player.play(played.id, atPar());
    // 66 at par, less two hints of 10.
    expect(await complete(player, played.id, 3)).toMatchObject({ score: 46, isPractice: false });
    const entry = (await board(player, `gameId=${played.id}`)).entries[0]!;
    expect(entry).toMatchObject({ score: 46, hintsUsed: 2, isMine: true });
    // The abandoned game, finished later, is practice with its own hint: 66 - 10.
    await player.play(abandoned.id, atPar());
    expect(await complete(player, abandoned.id, 3)).toMatchObject({ score: 56, isPractice: true });
  });

  describe("today's chains", () => {
    it('are folded for a viewer who has not completed their ranked game; their own rows are marked', async () => {
      const viewer = new Player(t.app);
      const { id } = await daily(viewer);
      const folded = await board(viewer);
      expect(folded.chainsHidden).toBe(true);
      expect(folded.entries.length).toBeGreaterThan(0);
      for (const entry of folded.entries) {
        expect(entry).toMatchObject({ chainHidden: true, isMine: false });
        expect(entry).not.toHaveProperty('chain');
      }
      // One entry asked for with its chain is folded too.
      const someone = folded.entries[0]!.id;
      const one = await board(viewer, `gameId=${someone}&includeChain=true`);
      expect(one.entries[0]).not.toHaveProperty('chain');

      // Show solutions: the chains open, and the game in progress becomes practice.
      const status = dataOf<DayStatus>(await trpc(viewer, 'mutation', 'leaderboard.showSolutions'));
      expect(status).toMatchObject({ solutionsShown: true, nextGameIsPractice: true, rankedGameId: null });
      const open = await board(viewer);
      expect(open.chainsHidden).toBe(false);
      expect(open.entries.every((e) => Array.isArray(e.chain) && e.chain.length > 0)).toBe(true);
      await viewer.play(id, atPar());
      expect(await complete(viewer, id, 3)).toMatchObject({ isPractice: true });
      expect((await board(viewer)).entries.some((e) => e.isMine)).toBe(false);
    });

    it("are folded on the chain route too: another player's completed game of today answers 403 until then", async () => {
      const owner = new Player(t.app);
      const { id } = await finish(owner, atPar());
      expect((await owner.request('GET', `/api/games/${id}/chain`)).statusCode).toBe(200);
      const viewer = new Player(t.app);
      const folded = await viewer.request('GET', `/api/games/${id}/chain`);
      expect(folded.statusCode).toBe(403);
      expect(folded.json()).toMatchObject({ message: todaysChainFoldedMessage });
      dataOf(await trpc(viewer, 'mutation', 'leaderboard.showSolutions'));
      const open = await viewer.request('GET', `/api/games/${id}/chain`);
      expect(open.statusCode).toBe(200);
      expect(open.json()).toHaveLength(3);
      // A player who completed their own ranked game of the day reads it too; tomorrow anyone does.
      const rival = new Player(t.app);
      await finish(rival, overPar());
      expect((await rival.request('GET', `/api/games/${id}/chain`)).statusCode).toBe(200);
      t.setClock(DAY1 + DAY_MS);
      try {
        // Tomorrow, with the same pair, the chain still solves the day's puzzle.
        expect((await new Player(t.app).request('GET', `/api/games/${id}/chain`)).statusCode).toBe(403);
      } finally {
        t.setClock(DAY1);
      }
    });

    it('are open to a viewer whose ranked game is complete, whose row says it is theirs', async () => {
      const player = new Player(t.app);
      const { id } = await finish(player, atPar());
      const open = await board(player);
      expect(open.chainsHidden).toBe(false);
      expect(open.entries.filter((e) => e.isMine).map((e) => e.id)).toEqual([id]);
    });

    it("yesterday's chains of a pair that holds today are still today's puzzle: folded", async () => {
      t.setClock(DAY1 + DAY_MS);
      try {
        const folded = await board(new Player(t.app));
        expect(folded.entries.length).toBeGreaterThan(0);
        expect(folded.chainsHidden).toBe(true);
        expect(folded.entries.every((e) => e.chainHidden === true && e.chain === undefined)).toBe(true);
      } finally {
        t.setClock(DAY1);
      }
    });

    it('a transfer code carries a reveal of the solutions along with the games', async () => {
      const owner = new Player(t.app);
      await owner.request('GET', '/api/leaderboard');
      const device = new Player(t.app);
      dataOf(await trpc(device, 'mutation', 'leaderboard.showSolutions'));
      const { code } = dataOf<{ code: string }>(await trpc(owner, 'mutation', 'stats.createTransferCode'));
      dataOf(await trpc(device, 'mutation', 'stats.redeemTransferCode', { code }));
      expect(await dayStatus(owner)).toMatchObject({ solutionsShown: true, nextGameIsPractice: true });
    });
  });

  it('players with the same score and connections share a rank, and the next rank skips past them', async () => {
    // The board so far, by connections, worked out from the games above: four ranked 66s at par
    // (the free-game player's, the one of two simultaneous games, the chain-route owner's, the
    // open-board viewer's), the hinted 46 at par, then two 46s over par (4 connections: the first
    // player's and the chain-route rival's). Practice games are not on it.
    const { entries } = await board(new Player(t.app), 'limit=100');
    const figures = entries.map((e) => [e.moveCount, e.score, e.rank]);
    expect(figures).toEqual([
      [3, 66, 1],
      [3, 66, 1],
      [3, 66, 1],
      [3, 66, 1],
      [3, 46, 5],
      [4, 46, 6],
      [4, 46, 6],
    ]);
    // Page 2 of size 1 starts on the tie: rank 1, not 2.
    expect((await board(new Player(t.app), 'limit=1&page=2')).entries.map((e) => e.rank)).toEqual([1]);
  });
});
