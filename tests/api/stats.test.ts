/**
 * Personal statistics, streaks and transfer codes on every engine, on the
 * hand-made catalog of ./par-catalog.ts, with the server's clock moved day by day: a game
 * started before midnight and finished after counts for the day it was started, a missed day
 * ends the current streak, archive and free games are left out; a transfer code moves this
 * device onto another player's statistics once, within 15 minutes, and a wrong code changes
 * nothing.
 */
import { TRANSFER_CODE_ALPHABET, transferCodeInvalidMessage } from '@cinema/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { fromPanel, signIn } from './admin-client';
import { DAY_MS, Player, dataOf, startParApp, trpc, type ParApp } from './par-catalog';

const DAY1 = Date.parse('2027-09-01T12:00:00.000Z');
const at = (day: number, time: string) => Date.parse(`2027-09-0${day}T${time}.000Z`);

interface Stats {
  gamesPlayed: number;
  gamesCompleted: number;
  currentStreak: number;
  longestStreak: number;
  averageLinks: number | null;
  linkHistogram: Array<{ links: number; count: number }>;
  parRecord: { under: number; par: number; over: number };
  nextPuzzleAt: string;
}

describeEachEngine('statistics and transfer codes on %s', (engine) => {
  let t: ParApp;
  const statsOf = async (player: Player) => dataOf<Stats>(await trpc(player, 'query', 'stats.mine'));
  const atPar = () => t.atPar();
  const overPar = () => t.overPar();
  const playDaily = async (player: Player, path: ReturnType<typeof atPar>) => {
    const gameId = await player.createGame(t.pair('Ada Archer', 'Eve Ellis'));
    await player.play(gameId, path);
    expect((await player.complete(gameId, path.length)).statusCode).toBe(200);
    return gameId;
  };
  let saga: Player;

  beforeAll(async () => {
    t = await startParApp(engine, DAY1);
    // The pair stays Ada → Eve every day.
    const token = await signIn(t.app);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/game-settings/admin',
      headers: fromPanel(token),
      payload: { selectionMode: 'manual', ...t.pair('Ada Archer', 'Eve Ellis') },
    });
    expect(set.statusCode).toBe(200);
    saga = new Player(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('streaks across days', () => {
    it('a new player has played nothing', async () => {
      expect(await statsOf(new Player(t.app))).toEqual({
        gamesPlayed: 0,
        gamesCompleted: 0,
        currentStreak: 0,
        longestStreak: 0,
        averageLinks: null,
        linkHistogram: [],
        parRecord: { under: 0, par: 0, over: 0 },
        nextPuzzleAt: '2027-09-02T00:00:00.000Z',
      });
    });

    it('day 1: one game at par', async () => {
      await playDaily(saga, atPar());
      expect(await statsOf(saga)).toMatchObject({
        gamesPlayed: 1,
        gamesCompleted: 1,
        currentStreak: 1,
        longestStreak: 1,
        averageLinks: 3,
        linkHistogram: [{ links: 3, count: 1 }],
        parRecord: { under: 0, par: 1, over: 0 },
      });
    });

    it('day 2: started a minute before midnight and finished after it, it counts for day 2', async () => {
      t.setClock(at(2, '23:59:00'));
      const gameId = await saga.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      t.setClock(at(3, '00:01:00'));
      await saga.play(gameId, overPar());
      expect((await saga.complete(gameId, 4)).statusCode).toBe(200);
      // Day 3 is still open: the streak runs to day 2.
      expect(await statsOf(saga)).toEqual({
        gamesPlayed: 2,
        gamesCompleted: 2,
        currentStreak: 2,
        longestStreak: 2,
        averageLinks: 3.5,
        linkHistogram: [
          { links: 3, count: 1 },
          { links: 4, count: 1 },
        ],
        parRecord: { under: 0, par: 1, over: 1 },
        nextPuzzleAt: '2027-09-04T00:00:00.000Z',
      });
    });

    it('day 3: a game nobody touched is not played; one left unfinished after a link is played, not completed, and keeps no streak alive', async () => {
      t.setClock(at(3, '18:00:00'));
      const gameId = await saga.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      expect(await statsOf(saga)).toMatchObject({ gamesPlayed: 2, gamesCompleted: 2 });
      await saga.play(gameId, atPar().slice(0, 1));
      expect(await statsOf(saga)).toMatchObject({ gamesPlayed: 3, gamesCompleted: 2, currentStreak: 2 });
    });

    it('day 4 missed: on day 5 the current streak is 0, the longest still 2; a game on day 5 starts again at 1', async () => {
      t.setClock(at(5, '10:00:00'));
      expect(await statsOf(saga)).toMatchObject({ currentStreak: 0, longestStreak: 2 });
      await playDaily(saga, atPar());
      expect(await statsOf(saga)).toEqual({
        gamesPlayed: 4,
        gamesCompleted: 3,
        currentStreak: 1,
        longestStreak: 2,
        averageLinks: 3.3,
        linkHistogram: [
          { links: 3, count: 2 },
          { links: 4, count: 1 },
        ],
        parRecord: { under: 0, par: 2, over: 1 },
        nextPuzzleAt: '2027-09-06T00:00:00.000Z',
      });
    });

    it('practice replays and free games are left out; an archive replay of the pair of today is refused', async () => {
      const before = await statsOf(saga);
      const practice = await playDaily(saga, overPar());
      const [row] = await t.services.db.query('SELECT is_practice FROM games WHERE id = ?', [practice]);
      expect(Number(row.is_practice)).toBe(1);
      const replay = await trpc(saga, 'mutation', 'game.create', {
        ...t.pair('Ada Archer', 'Eve Ellis'),
        archiveDay: '2027-09-04',
      });
      expect(replay.statusCode).toBe(409);
      const free = await saga.createGame(t.pair('Ben Brooks', 'Cal Carter'), false);
      await saga.play(free, [t.link('Ben Brooks', 'First Light', 'Ada Archer')]);
      expect(await statsOf(saga)).toEqual(before);
    });
  });

  describe('transfer codes', () => {
    const createCode = async (player: Player) =>
      dataOf<{ code: string; expiresAt: string }>(await trpc(player, 'mutation', 'stats.createTransferCode'));
    const redeem = (player: Player, code: string) => trpc(player, 'mutation', 'stats.redeemTransferCode', { code });

    it('a code is 10 unambiguous symbols, valid 15 minutes, and the database keeps neither it nor the token', async () => {
      t.setClock(at(5, '11:00:00'));
      const { code, expiresAt } = await createCode(saga);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      for (const symbol of code) expect(TRANSFER_CODE_ALPHABET).toContain(symbol);
      expect(expiresAt).toBe('2027-09-05T11:15:00.000Z');
      const rows = JSON.stringify(await t.services.db.query('SELECT * FROM player_transfer_codes'));
      expect(rows).not.toContain(code);
      const token = saga.cookie!.split('=')[1]!.split('.')[0]!;
      expect(rows).not.toContain(token);
    });

    it('a wrong or malformed code is refused and changes nothing', async () => {
      const device = new Player(t.app);
      await playDaily(device, atPar());
      const before = { stats: await statsOf(device), cookie: device.cookie };
      for (const wrong of ['ABCDEFGHJK', 'not a code', '0000000000']) {
        const res = await redeem(device, wrong);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(transferCodeInvalidMessage);
      }
      expect((await redeem(device, '')).statusCode).toBe(400);
      expect({ stats: await statsOf(device), cookie: device.cookie }).toEqual(before);
    });

    it("moves the games this device played onto the owner's statistics, once", async () => {
      const device = new Player(t.app);
      t.setClock(at(4, '20:00:00'));
      await playDaily(device, atPar());
      t.setClock(at(5, '11:05:00'));
      // Saga already has the ranked game of day 5: the device's moves over as practice.
      const sameDay = await playDaily(device, atPar());
      const untouched = await device.createGame(t.pair('Ada Archer', 'Eve Ellis'));
      const { code } = await createCode(saga);
      // Typed in lower case with a dash: read the same.
      const res = await redeem(device, `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`);
      expect(dataOf(res)).toEqual({ ok: true });
      expect(device.cookie).toBe(saga.cookie);
      const merged = await statsOf(device);
      // Saga's 4 played and 3 completed (days 1, 2 and 5), and the device's game at par on day 4:
      // days 4 and 5 make the current streak 2.
      expect(merged).toMatchObject({
        gamesPlayed: 5,
        gamesCompleted: 4,
        currentStreak: 2,
        longestStreak: 2,
        parRecord: { under: 0, par: 3, over: 1 },
      });
      type Row = { id: unknown; player_key: string; is_practice: unknown; ranked_key: string | null };
      const rows: Row[] = await t.services.db.query(
        'SELECT id, player_key, is_practice, ranked_key FROM games WHERE id IN (?, ?)',
        [sameDay, untouched],
      );
      const moved = rows.find((r) => Number(r.id) === sameDay)!;
      const left = rows.find((r) => Number(r.id) === untouched)!;
      expect(moved.ranked_key).toBeNull();
      expect(Number(moved.is_practice)).toBe(1);
      // The untouched game stayed with the device's old identity.
      expect(left.player_key).not.toBe(moved.player_key);
      expect(await statsOf(saga)).toEqual(merged);

      const late = new Player(t.app);
      const again = await redeem(late, code);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe(transferCodeInvalidMessage);
      expect((await statsOf(late)).gamesPlayed).toBe(0);
    });

    it('a code works within its 15 minutes and is refused after', async () => {
      t.setClock(at(5, '12:00:00'));
      const early = await createCode(saga);
      const late = await createCode(saga);
      t.setClock(at(5, '12:14:59'));
      const inTime = new Player(t.app);
      expect(dataOf(await redeem(inTime, early.code))).toEqual({ ok: true });
      t.setClock(at(5, '12:15:00') + 1);
      const tooLate = new Player(t.app);
      const res = await redeem(tooLate, late.code);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(transferCodeInvalidMessage);
      expect(tooLate.cookie).not.toBe(saga.cookie);
      t.setClock(DAY1 + 4 * DAY_MS);
    });
  });
});
