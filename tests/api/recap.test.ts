/**
 * The daily recap (SPEC §2, §3, §7; DESIGN §8) on every engine, against the public fixture
 * (tests/support/game-fixture.ts). Every expected figure is worked out by hand from that table.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyRecapEntity, GameEntity } from '../../server/src/db/entities';
import { countCompressionPerRequest, stringifiedDuring, type CompressionCount } from '../support/answer-work';
import { describeEachEngine } from '../support/engines';
import { CG, ET, GameFixture, HB, IB, JF, JS, KH, MC, NB, publicGames, ST } from '../support/game-fixture';
import { startTestApp, type TestApp } from '../support/test-app';

const D0 = '2026-03-13';
const D1 = '2026-03-14';
const D2 = '2026-03-15';

const chainItem = (actor: string, title: string, year: number, nextActor: string) => ({
  actor: { name: actor },
  movie: { title, year },
  nextActor: { name: nextActor },
});

describeEachEngine('daily recap on %s', (engine) => {
  let t: TestApp;
  let fixture: GameFixture;
  let compressedPerRequest: CompressionCount;

  beforeAll(async () => {
    compressedPerRequest = countCompressionPerRequest();
    t = await startTestApp(engine);
    fixture = new GameFixture(t.services.db);
    await fixture.insert(publicGames);
  });
  afterAll(async () => {
    await t?.close();
    compressedPerRequest.restore();
  });

  const recapOf = async (date?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/daily-recap${date === undefined ? '' : `?date=${date}`}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const keptDays = async () =>
    (await t.services.db.getRepository(DailyRecapEntity).find({ order: { day: 'ASC' } })).map((r) => r.day);

  describe('a day with two pairs, hidden, non-daily and unfinished games', () => {
    it('the most played pair is the recap, with only its completed, visible daily games; the other pair is its own section', async () => {
      const recap = await recapOf(D1);
      // Pair B's two games (Pat 160, anonymous 160, one move each) are a section of their own, never merged.
      expect(recap.otherPairs).toHaveLength(1);
      expect(recap.otherPairs[0]).toMatchObject({
        dailyActors: { startActor: { name: HB }, endActor: { name: IB } },
        totalCompletions: 2,
        averageScore: 160,
        averageMoves: 1,
        topScore: { playerName: 'Pat', score: 160, moveCount: 1 },
      });
      expect(recap.otherPairs[0]).not.toHaveProperty('date');
      expect(recap.date).toBe(D1);
      // Pair A has 7 counted games that day, pair B 2.
      expect(recap.dailyActors).toMatchObject({ startActor: { name: CG }, endActor: { name: JS } });
      expect(recap.totalCompletions).toBe(7);
      // Scores 151 + 151 + 70 + 70 + 40 + 151 + 45 = 678; 678 / 7 = 96.86, rounded 97.
      expect(recap.averageScore).toBe(97);
      // Moves 1 + 2 + 3 + 3 + 5 + 1 + 5 = 20; 20 / 7 = 2.857, one decimal 2.9.
      expect(recap.averageMoves).toBe(2.9);
      expect(recap.chainAnalysis).toEqual({ shortestPath: 1, averagePath: 2.9, longestPath: 5 });
    });

    it('best connection: highest score, ties to fewer moves, then the earlier completion', async () => {
      // 151 three times: Zed (1 move, 08:00), the anonymous player (2 moves, 07:00), Vic (1 move, 09:30).
      const { topScore } = await recapOf(D1);
      expect(topScore).toMatchObject({ score: 151, playerName: 'Zed', moveCount: 1 });
      expect(topScore.chain).toMatchObject([chainItem(CG, 'The Philadelphia Story', 1940, JS)]);
    });

    it('longest connection: most moves, ties to the higher score', async () => {
      // 5 moves twice: Wes 40, Uma 45.
      const { longestConnection } = await recapOf(D1);
      expect(longestConnection).toMatchObject({ moveCount: 5, playerName: 'Uma', score: 45 });
      expect(longestConnection.chain).toMatchObject([
        chainItem(CG, 'Bringing Up Baby', 1938, KH),
        chainItem(KH, "Adam's Rib", 1949, ST),
        chainItem(ST, 'Father of the Bride', 1950, ET),
        chainItem(ET, 'A Place in the Sun', 1951, MC),
        chainItem(MC, "It's a Wonderful Life", 1946, JS),
      ]);
    });

    it('movie insights: the most used movie (a tie goes to the title) and the oldest', async () => {
      // The Philadelphia Story: Zed, Yara, Vic = 3; It's a Wonderful Life: Xavi, Wes, Uma = 3.
      // The hidden and the non-daily games' Top Hat (1935) is not counted: the oldest is Bringing Up Baby.
      const { movieInsights } = await recapOf(D1);
      expect(movieInsights).toMatchObject({
        mostUsedMovie: { title: "It's a Wonderful Life", year: 1946, usageCount: 3 },
        oldestMovie: { title: 'Bringing Up Baby', year: 1938 },
      });
    });

    it('bridge actors exclude the pair, count the links they are in, and stop at 6; the deep cut has the largest billing', async () => {
      // Hepburn: Yara 2 + Wes 2 + Uma 2 = 6; Fontaine: Yara 2 + Xavi 2; Tracy, Taylor, Clift: Wes 2 + Uma 2;
      // Bruce: Xavi 2; Lorre: the anonymous player 2 (seventh: ties go by name, Bruce before Lorre).
      const { actorInsights } = await recapOf(D1);
      expect(actorInsights.mostPopularActor).toMatchObject({ name: KH, usageCount: 6 });
      expect(
        actorInsights.bridgeActors.map((a: { name: string; connectionCount: number }) => [a.name, a.connectionCount]),
      ).toEqual([
        [KH, 6],
        [ET, 4],
        [JF, 4],
        [MC, 4],
        [ST, 4],
        [NB, 2],
      ]);
      for (const bridge of actorInsights.bridgeActors) expect(bridge.id).toBe(await fixture.actorId(bridge.name));
      // Billing 12: Bruce in Xavi's last link (Hepburn's 9 in Yara's is the next deepest).
      expect(actorInsights.deepCutActor).toMatchObject({ name: NB, lowestBilling: 12 });
    });

    it('score distribution in ranges of 50 up to the best score, with percentages to one decimal', async () => {
      const { scoreDistribution } = await recapOf(D1);
      expect(scoreDistribution).toEqual([
        { range: '0-49', count: 2, percentage: 28.6 }, // 40, 45: 2 / 7
        { range: '50-99', count: 2, percentage: 28.6 }, // 70, 70
        { range: '100-149', count: 0, percentage: 0 },
        { range: '150-199', count: 3, percentage: 42.9 }, // 151 three times: 3 / 7
      ]);
    });

    it('path length distribution from the real move counts', async () => {
      const { pathLengthDistribution } = await recapOf(D1);
      expect(pathLengthDistribution).toEqual([
        { moves: 1, count: 2 },
        { moves: 2, count: 1 },
        { moves: 3, count: 2 },
        { moves: 5, count: 2 },
      ]);
    });
  });

  describe('the puzzle day is the UTC day the game was started', () => {
    it('a game started and completed 0.2 s after midnight belongs to the next day, alone there', async () => {
      const recap = await recapOf(D2);
      expect(recap).toMatchObject({
        date: D2,
        dailyActors: { startActor: { name: CG }, endActor: { name: JS } },
        totalCompletions: 1,
        averageScore: 100,
        averageMoves: 2,
        topScore: { playerName: 'Early', score: 100, moveCount: 2 },
        longestConnection: { playerName: 'Early', score: 100, moveCount: 2 },
        // One use each: the tie goes to the title.
        movieInsights: { mostUsedMovie: { title: 'Bringing Up Baby', usageCount: 1 }, oldestMovie: { year: 1938 } },
        actorInsights: {
          mostPopularActor: { name: KH, usageCount: 2 },
          deepCutActor: { name: JS, lowestBilling: 3 },
          bridgeActors: [{ name: KH, connectionCount: 2 }],
        },
        scoreDistribution: [
          { range: '0-49', count: 0, percentage: 0 },
          { range: '50-99', count: 0, percentage: 0 },
          { range: '100-149', count: 1, percentage: 100 },
        ],
        chainAnalysis: { shortestPath: 2, averagePath: 2, longestPath: 2 },
        pathLengthDistribution: [{ moves: 2, count: 1 }],
      });
    });

    it('a game started and completed one second before midnight belongs to its own day', async () => {
      const recap = await recapOf(D0);
      expect(recap.otherPairs).toBeUndefined();
      expect(recap).toMatchObject({
        totalCompletions: 1,
        dailyActors: { startActor: { name: HB }, endActor: { name: IB } },
        topScore: { playerName: 'Night', score: 120 },
      });
    });
  });

  describe('empty days and the default day', () => {
    it('a day with no games answers an empty recap', async () => {
      expect(await recapOf('2026-03-20')).toEqual({
        date: '2026-03-20',
        dailyActors: { startActor: null, endActor: null },
        totalCompletions: 0,
        averageScore: 0,
        averageMoves: 0,
        topScore: null,
        longestConnection: null,
        movieInsights: { mostUsedMovie: null, oldestMovie: null },
        actorInsights: { mostPopularActor: null, deepCutActor: null, bridgeActors: [] },
        scoreDistribution: [],
        chainAnalysis: { shortestPath: 0, averagePath: 0, longestPath: 0 },
        pathLengthDistribution: [],
      });
      expect(await recapOf('2024-02-29')).toMatchObject({ date: '2024-02-29', totalCompletions: 0 });
    });

    it('without a date it is yesterday (UTC); the _t cache-buster is ignored', async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      expect(await recapOf()).toMatchObject({ date: yesterday });
      const res = await t.app.inject({ method: 'GET', url: `/api/daily-recap?date=${D2}&_t=1763900000000` });
      expect(res.json()).toMatchObject({ date: D2, totalCompletions: 1 });
      expect(res.headers['cache-control']).toMatch(/no-cache|no-store/);
    });

    it('answers the same on tRPC', async () => {
      const input = encodeURIComponent(JSON.stringify({ date: D2 }));
      const res = await t.app.inject({ method: 'GET', url: `/trpc/recap.daily?input=${input}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data).toEqual(await recapOf(D2));
    });
  });

  describe('bad input', () => {
    it.each([
      '2025-02-30',
      '2025-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-2-03',
      '20250203',
      'yesterday',
      '2025-02-03T00:00',
    ])('date=%s answers 400 and keeps nothing', async (date) => {
      const before = await keptDays();
      const res = await t.app.inject({ method: 'GET', url: `/api/daily-recap?date=${encodeURIComponent(date)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('yyyy-MM-dd') });
      expect(await keptDays()).toEqual(before);
    });

    it('a bad date answers 400 on tRPC too', async () => {
      const input = encodeURIComponent(JSON.stringify({ date: '2025-02-30' }));
      const res = await t.app.inject({ method: 'GET', url: `/trpc/recap.daily?input=${input}` });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('a finished day is computed once and kept', () => {
    it('keeps the recap of a day with games, not of an empty day', async () => {
      await recapOf(D1);
      await recapOf('2026-03-21');
      expect(await keptDays()).toContain(D1);
      expect(await keptDays()).not.toContain('2026-03-21');
    });

    it('a game hidden by moderation leaves the kept recap at once, and comes back when shown again', async () => {
      await fixture.setHidden('z1', true);
      // Without Zed: Vic (151, 1 move) beats the anonymous player (151, 2 moves).
      expect(await recapOf(D1)).toMatchObject({ totalCompletions: 6, topScore: { playerName: 'Vic' } });
      await fixture.setHidden('z1', false);
      expect(await recapOf(D1)).toMatchObject({ totalCompletions: 7, topScore: { playerName: 'Zed' } });
    });

    it('a game moved to practice (as a transfer code moves one) leaves the kept recap at once', async () => {
      await recapOf(D1);
      // The columns a redeemed transfer code changes on the device's ranked game (and back, to see it return).
      const move = (practice: boolean) =>
        t.services.db.query('UPDATE games SET ranked_key = NULL, is_practice = ? WHERE id = ?', [
          practice ? 1 : 0,
          fixture.game('z1'),
        ]);
      await move(true);
      // Without Zed: Vic (151, 1 move) beats the anonymous player (151, 2 moves).
      expect(await recapOf(D1)).toMatchObject({ totalCompletions: 6, topScore: { playerName: 'Vic' } });
      await move(false);
      expect(await recapOf(D1)).toMatchObject({ totalCompletions: 7, topScore: { playerName: 'Zed' } });
    });

    it('a name reset by moderation leaves the kept recap at once', async () => {
      await recapOf(D1);
      await t.services.db.getRepository(GameEntity).update({ id: fixture.game('z1') }, { playerName: null });
      expect((await recapOf(D1)).topScore).toMatchObject({ playerName: null, score: 151 });
      await t.services.db.getRepository(GameEntity).update({ id: fixture.game('z1') }, { playerName: 'Zed' });
      expect((await recapOf(D1)).topScore).toMatchObject({ playerName: 'Zed' });
    });

    it('answers a repeat with the same names from the recap as answered: no JSON made, no compression per request', async () => {
      const ask = (acceptEncoding = '') =>
        t.app.inject({
          method: 'GET',
          url: `/api/daily-recap?date=${D1}`,
          headers: { 'accept-encoding': acceptEncoding },
        });
      const plain = await ask();
      expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(1024);
      const compressedBefore = compressedPerRequest.calls();
      const [repeats, recapsStringified] = await stringifiedDuring('totalCompletions', async () => [
        await ask('gzip, deflate, br, zstd'),
        await ask('br'),
      ]);
      for (const res of repeats) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      }
      expect(compressedPerRequest.calls()).toBe(compressedBefore);
      expect(recapsStringified).toEqual([]);
    });

    it('invalidate(day) forgets the kept recap', async () => {
      await recapOf(D1);
      await t.services.recaps.invalidate(D1);
      expect(await keptDays()).not.toContain(D1);
      expect(await recapOf(D1)).toMatchObject({ totalCompletions: 7 });
      expect(await keptDays()).toContain(D1);
    });

    it('a game started at 23:59 and completed at 00:01 is counted for the kept day it was started', async () => {
      await recapOf(D1);
      await recapOf(D2);
      await fixture.insert([
        {
          key: 'late',
          start: CG,
          end: JS,
          playerName: 'Late',
          score: 160,
          startedAt: '2026-03-14T23:59:00.000Z',
          completedAt: '2026-03-15T00:01:00.000Z',
          links: [{ actor: CG, actorBilling: 1, movie: 'Top Hat', nextActor: JS, nextActorBilling: 2 }],
        },
      ]);
      const recap = await recapOf(D1);
      expect(recap).toMatchObject({ totalCompletions: 8, topScore: { playerName: 'Late', score: 160 } });
      // Top Hat (1935) is now the oldest movie of the day.
      expect(recap.movieInsights.oldestMovie).toMatchObject({ title: 'Top Hat', year: 1935 });
      // The day it was completed on still has Early alone.
      expect(await recapOf(D2)).toMatchObject({ totalCompletions: 1, topScore: { playerName: 'Early' } });
    });
  });

  describe('a pair changed mid-day', () => {
    const DAY = '2026-04-10';
    beforeAll(async () => {
      // Pair B from 00:00 to 06:00, then pair A for the rest of the day (18 hours).
      await fixture.insertDailyPair(HB, IB, `${DAY}T00:00:00.000Z`);
      await t.services.db.query('UPDATE daily_pairs SET active_to = ? WHERE start_actor_id = ? AND active_to IS NULL', [
        engine === 'mysql' ? new Date(`${DAY}T06:00:00.000Z`) : '2026-04-10 06:00:00.000',
        await fixture.actorId(HB),
      ]);
      await fixture.insertDailyPair(CG, JS, `${DAY}T06:00:00.000Z`);
      const casablanca = { actor: HB, actorBilling: 1, movie: 'Casablanca', nextActor: IB, nextActorBilling: 2 };
      const philadelphia = {
        actor: CG,
        actorBilling: 1,
        movie: 'The Philadelphia Story',
        nextActor: JS,
        nextActorBilling: 3,
      };
      await fixture.insert([
        // Three games of pair B in its six hours, one of pair A: pair A still comes first, as it was active longest.
        {
          key: 'm1',
          start: HB,
          end: IB,
          playerName: 'Early Bird',
          score: 160,
          completedAt: `${DAY}T01:00:00.000Z`,
          links: [casablanca],
        },
        {
          key: 'm2',
          start: HB,
          end: IB,
          playerName: null,
          score: 150,
          completedAt: `${DAY}T02:00:00.000Z`,
          links: [casablanca],
        },
        {
          key: 'm3',
          start: HB,
          end: IB,
          playerName: 'Third',
          score: 140,
          completedAt: `${DAY}T03:00:00.000Z`,
          links: [casablanca],
        },
        {
          key: 'm4',
          start: CG,
          end: JS,
          playerName: 'After',
          score: 151,
          completedAt: `${DAY}T12:00:00.000Z`,
          links: [philadelphia],
        },
        // A practice replay (a later game of the same player and day) is in no section.
        {
          key: 'm5',
          start: CG,
          end: JS,
          playerName: 'Again',
          score: 175,
          completedAt: `${DAY}T13:00:00.000Z`,
          isPractice: true,
          links: [philadelphia],
        },
      ]);
    });

    it('shows the pair active longest first and the other as its own section, each with only its own games', async () => {
      const recap = await recapOf(DAY);
      expect(recap).toMatchObject({
        dailyActors: { startActor: { name: CG }, endActor: { name: JS } },
        totalCompletions: 1,
        averageScore: 151,
        topScore: { playerName: 'After', score: 151 },
      });
      expect(recap.otherPairs).toHaveLength(1);
      // (160 + 150 + 140) / 3 = 150.
      expect(recap.otherPairs[0]).toMatchObject({
        dailyActors: { startActor: { name: HB }, endActor: { name: IB } },
        totalCompletions: 3,
        averageScore: 150,
        topScore: { playerName: 'Early Bird', score: 160 },
        longestConnection: { moveCount: 1 },
      });
    });
  });
});
