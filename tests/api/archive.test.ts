/**
 * The archive on every engine, on the hand-made catalog of ./par-catalog.ts:
 * every past daily pair (today excluded), newest first and paged, with its puzzle number, par and
 * this player's completion; a past pair replayed as an unranked game that leaves the ranked
 * leaderboard and the recaps exactly as they were, answered against par and the day's best.
 */
import { archiveDayNotFoundMessage, archiveDayNotPastMessage, archivePairMismatchMessage } from '@cinema/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { fromPanel, signIn } from './admin-client';
import { DAY_MS, Player, dataOf, startParApp, trpc, type ParApp } from './par-catalog';

const DAY1 = Date.parse('2027-08-01T10:00:00.000Z');
const [D1, D2, D3] = ['2027-08-01', '2027-08-02', '2027-08-03'];

interface Entry {
  day: string;
  puzzleNumber: number;
  startActor: { name: string };
  endActor: { name: string };
  par: number | null;
  completedByMe: boolean;
  myBestScore: number | null;
}

describeEachEngine('the archive on %s', (engine) => {
  let t: ParApp;
  const archivist = () => new Player(t.app);
  let ada: Player;
  let replayer: Player;
  const list = async (player: Player, input: { page?: number; limit?: number } = {}) =>
    dataOf<{ entries: Entry[]; total: number }>(await trpc(player, 'query', 'archive.list', input));
  const gameCount = async () =>
    Number(((await t.services.db.query('SELECT COUNT(*) AS n FROM games')) as Array<{ n: number }>)[0]!.n);
  const benToHal = () => [
    t.link('Ben Brooks', 'Fourth Wall', 'Dee Dawson'),
    t.link('Dee Dawson', 'Sixth Sense of Home', 'Eve Ellis'),
    t.link('Eve Ellis', 'Last Stop', 'Hal Hughes'),
  ];

  beforeAll(async () => {
    t = await startParApp(engine, DAY1);
    // Day 1, the default pair Ada → Eve: one player at par (66).
    ada = new Player(t.app);
    const first = await ada.createGame(t.pair('Ada Archer', 'Eve Ellis'));
    await ada.play(first, [
      t.link('Ada Archer', 'Third Act', 'Cal Carter'),
      t.link('Cal Carter', 'Fifth Gear', 'Dee Dawson'),
      t.link('Dee Dawson', 'Sixth Sense of Home', 'Eve Ellis'),
    ]);
    expect((await ada.complete(first, 3)).json()).toEqual({ score: 66 });
    // Day 2, the admin sets Ben → Hal by hand (it stays on day 3); someone plays it at par (66).
    t.setClock(DAY1 + DAY_MS);
    const token = await signIn(t.app);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/game-settings/admin',
      headers: fromPanel(token),
      payload: { selectionMode: 'manual', ...t.pair('Ben Brooks', 'Hal Hughes') },
    });
    expect(set.statusCode).toBe(200);
    const ranked = new Player(t.app);
    const second = await ranked.createGame(t.pair('Ben Brooks', 'Hal Hughes'));
    await ranked.play(second, benToHal());
    expect((await ranked.complete(second, 3)).json()).toEqual({ score: 66 });
    // Day 3 is today, with a pair of its own (a past pair that is also today's may not be replayed).
    t.setClock(DAY1 + 2 * DAY_MS);
    const today = await t.app.inject({
      method: 'POST',
      url: '/api/game-settings/admin',
      headers: fromPanel(await signIn(t.app)),
      payload: { selectionMode: 'manual', ...t.pair('Ben Brooks', 'Eve Ellis') },
    });
    expect(today.statusCode).toBe(200);
    replayer = new Player(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('the list', () => {
    it('every past day, newest first, today excluded, with its puzzle number, pair, par and my completion', async () => {
      expect(await list(ada)).toEqual({
        total: 2,
        entries: [
          expect.objectContaining({
            day: D2,
            puzzleNumber: 2,
            startActor: expect.objectContaining({ name: 'Ben Brooks' }),
            endActor: expect.objectContaining({ name: 'Hal Hughes' }),
            par: 3,
            completedByMe: false,
            myBestScore: null,
          }),
          expect.objectContaining({
            day: D1,
            puzzleNumber: 1,
            startActor: expect.objectContaining({ name: 'Ada Archer' }),
            endActor: expect.objectContaining({ name: 'Eve Ellis' }),
            par: 3,
            completedByMe: true,
            myBestScore: 66,
          }),
        ],
      });
      expect((await list(archivist())).entries.map((e) => e.completedByMe)).toEqual([false, false]);
    });

    it('pages', async () => {
      expect((await list(ada, { page: 1, limit: 1 })).entries.map((e) => e.day)).toEqual([D2]);
      expect(await list(ada, { page: 2, limit: 1 })).toMatchObject({ total: 2, entries: [{ day: D1 }] });
      expect(await list(ada, { page: 3, limit: 1 })).toEqual({ total: 2, entries: [] });
      expect((await trpc(ada, 'query', 'archive.list', { limit: 0 })).statusCode).toBe(400);
    });
  });

  describe('playing a past pair again', () => {
    it('is refused, storing nothing, for today, a future day, a day before the first pair, another pair or no date', async () => {
      const before = await gameCount();
      const create = (input: object) => trpc(replayer, 'mutation', 'game.create', input);
      const benHal = t.pair('Ben Brooks', 'Hal Hughes');
      const cases: Array<[object, number, string | null]> = [
        [{ ...benHal, archiveDay: D3 }, 400, archiveDayNotPastMessage],
        [{ ...benHal, archiveDay: '2027-09-01' }, 400, archiveDayNotPastMessage],
        [{ ...benHal, archiveDay: '2027-07-31' }, 404, archiveDayNotFoundMessage('2027-07-31')],
        [{ ...benHal, archiveDay: D1 }, 400, archivePairMismatchMessage(D1)],
        [{ ...benHal, archiveDay: '2027-02-30' }, 400, null],
      ];
      for (const [input, status, message] of cases) {
        const res = await create(input);
        expect(res.statusCode).toBe(status);
        if (message) expect(res.json().error.message).toBe(message);
      }
      expect(await gameCount()).toBe(before);
    });

    it("is an unranked game: the ranked leaderboard and the day's recaps stay exactly as they were", async () => {
      const leaderboard = async () => (await t.app.inject({ url: '/api/leaderboard?includeChain=true' })).json();
      const recap = async (day: string) => (await t.app.inject({ url: `/api/daily-recap?date=${day}` })).json();
      // Today's (D3) recap is refused while the day runs; D2's is the one a replay could touch.
      expect((await t.app.inject({ url: `/api/daily-recap?date=${D3}` })).statusCode).toBe(400);
      const before = { board: await leaderboard(), d2: await recap(D2) };
      // Today's pair (Ben → Eve) has no games yet; D2's recap holds its one ranked game.
      expect(before.board.total).toBe(0);
      expect(before.d2.totalCompletions).toBe(1);

      const game = dataOf<{ id: number; isDailyGame: boolean; archiveDay: string | null }>(
        await trpc(replayer, 'mutation', 'game.create', { ...t.pair('Ben Brooks', 'Hal Hughes'), archiveDay: D2 }),
      );
      expect(game).toMatchObject({ isDailyGame: false, archiveDay: D2 });
      // Four connections, over par: Ben–First Light–Ada–Long Road–Fay–Slow Boat–Gus–Night Train–Hal.
      await replayer.play(game.id, [
        t.link('Ben Brooks', 'First Light', 'Ada Archer'),
        t.link('Ada Archer', 'Long Road', 'Fay Fisher'),
        t.link('Fay Fisher', 'Slow Boat', 'Gus Grant'),
        t.link('Gus Grant', 'Night Train', 'Hal Hughes'),
      ]);
      const outcome = dataOf<{ score: number; par: number; result: string; dayBestScore: number | null }>(
        await trpc(replayer, 'mutation', 'game.complete', { id: game.id, isComplete: true, moveCount: 4 }),
      );
      // 40 for four connections; links 1990, 1996–1998 (+3 each) billed 1 and 2 (+3): 46.
      expect(outcome).toMatchObject({ score: 46, par: 3, result: 'over', dayBestScore: 66 });
      const named = await replayer.saveName(game.id, 'Replayer');
      expect(named.statusCode).toBe(200);

      expect({ board: await leaderboard(), d2: await recap(D2) }).toEqual(before);
      const onBoard = await t.app.inject({ url: `/api/leaderboard?gameId=${game.id}` });
      expect(onBoard.statusCode).toBe(404);
    });

    it('then shows in my archive as completed, with my best score', async () => {
      expect((await list(replayer)).entries).toEqual([
        expect.objectContaining({ day: D2, completedByMe: true, myBestScore: 46 }),
        expect.objectContaining({ day: D1, completedByMe: false, myBestScore: null }),
      ]);
    });
  });
});
