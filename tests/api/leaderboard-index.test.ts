/**
 * The leaderboard's statements on every engine, as each plans them: a page is found in its sort
 * order's index alone, those before it stepped over in the index, never read from the table and
 * never sorted; the board's figure groups (its total and every rank) walk an index too. MariaDB's
 * own choice at a million games was to intersect three single-column indexes and sort.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/engines';
import { GameFixture, type FixtureGame } from '../support/game-fixture';
import { captureDirectSql, planOf, type Statement } from '../support/query-plans';
import { startTestApp, type TestApp } from '../support/test-app';
import { dailyPair, Player } from './game-play';

describeEachEngine('the leaderboard read through its indexes on %s', (engine) => {
  let t: TestApp;
  let captured: Statement[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine);
    const { startActorId: start, endActorId: end } = await dailyPair(t.services);
    const games: FixtureGame[] = [80, 95, 90, 95, 70].map((score, at) => ({
      key: `p${at}`,
      start,
      end,
      playerName: `P${at}`,
      score,
      moveCount: 3,
      completedAt: `2026-01-10T10:0${at}:00.000Z`,
      links: [],
    }));
    await new GameFixture(t.services.db).insert(games);
    captured = captureDirectSql(t.services.db);
  });
  afterAll(() => t?.close());

  /** The plan of every leaderboard statement on games that `url` runs, one text line per step. */
  async function plansOf(url: string): Promise<{ sql: string; plan: string[] }[]> {
    captured.length = 0;
    expect((await new Player(t.app).request('GET', url)).statusCode, url).toBe(200);
    const reads = captured.filter((q) => /COUNT\(\*\) AS games|\) AS p JOIN games/.test(q.sql));
    const plans = [];
    for (const statement of reads)
      plans.push({ sql: statement.sql, plan: await planOf(t.services.db, engine, statement) });
    return plans;
  }

  const walksIndex = (plan: string[], index: string) =>
    engine === 'sqlite'
      ? plan.some((line) => line.includes(`USING COVERING INDEX ${index}`))
      : plan.some((line) => new RegExp(`^g (range|ref) ${index} .*Using index`).test(line));

  it.each([
    ['connections', 'idx_games_leaderboard_connections'],
    ['score', 'idx_games_leaderboard_score'],
  ])('a later page by %s: its ids from %s alone, its ranks from the figure groups', async (sort, index) => {
    const plans = await plansOf(`/api/leaderboard?sort=${sort}&page=2&limit=2`);
    // The page; the first time also the board counted by figures (kept until a game completes),
    // which gives the total and the rank of the page's first entry: no count of the entries before it.
    const kinds = plans.map((p) => p.sql.match(/AS games|AS p JOIN/)![0]);
    expect(kinds).toEqual(sort === 'connections' ? ['AS p JOIN', 'AS games'] : ['AS p JOIN']);
    for (const { sql, plan } of plans) {
      const text = `${sql}\n${plan.join('\n')}`;
      const expected = /AS games/.test(sql) ? 'idx_games_leaderboard_connections' : index;
      expect(walksIndex(plan, expected), text).toBe(true);
      expect(
        plan.filter((line) => /filesort|TEMP B-TREE|index_merge|^SCAN g/.test(line)),
        text,
      ).toEqual([]);
    }
  });
});
