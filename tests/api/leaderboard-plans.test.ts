/**
 * Scale: every query the leaderboard, the recap and the profile make is
 * answered from an index, never by scanning games or links or sorting them. The queries are
 * captured as the routes run (through TypeORM or DirectSql) and asked for their plan. SQLite
 * only: its planner follows the indexes whatever the table sizes, where MySQL may scan a table of
 * a few rows on purpose.
 */
import type { Logger } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameFixture, publicGames } from '../support/game-fixture';
import { captureDirectSql, planOf, type Statement } from '../support/query-plans';
import { startTestApp, type TestApp } from '../support/test-app';
import { Player } from './game-play';

describe('query plans of the public read side on sqlite', () => {
  let t: TestApp;
  let captured: Statement[] = [];

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const fixture = new GameFixture(t.services.db);
    await fixture.insert(publicGames);
    // Two games of the current pair, so the leaderboard has entries and chains to read.
    const pair = await t.services.dailyPair.currentPair();
    if (!pair) throw new Error('no daily pair');
    const { startActorId: start, endActorId: end } = pair;
    const links = [{ actor: start, actorBilling: 1, movie: 'Top Hat', nextActor: end, nextActorBilling: 2 }];
    await fixture.insert([
      { key: 'one', start, end, playerName: 'One', score: 120, completedAt: '2026-03-20T10:00:00.000Z', links },
      { key: 'two', start, end, playerName: null, score: 110, completedAt: '2026-03-20T11:00:00.000Z', links },
    ]);
    const silent = () => undefined;
    const capture: Logger = {
      logQuery: (sql, parameters) =>
        void captured.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] }),
      logQueryError: silent,
      logQuerySlow: silent,
      logSchemaBuild: silent,
      logMigration: silent,
      log: silent,
    };
    // The statements written by hand, then TypeORM's own through its logger, in one list.
    captured = captureDirectSql(t.services.db);
    (t.services.db as unknown as { logger: Logger }).logger = capture;
  });
  afterAll(() => t?.close());

  /** The plan lines of every captured query that reads games or chain links. */
  async function plansOf(urls: string[]): Promise<{ sql: string; plan: string[] }[]> {
    // Read by a player who chose to see today's solutions: a newcomer's board has no chains.
    const viewer = new Player(t.app);
    expect((await viewer.request('POST', '/trpc/leaderboard.showSolutions', {})).statusCode).toBe(200);
    captured.length = 0;
    for (const url of urls) expect((await viewer.request('GET', url)).statusCode, url).toBe(200);
    const reads = captured.filter((q) => /^\s*SELECT/i.test(q.sql) && /\b(games|chain_links)\b/.test(q.sql));
    const plans = [];
    for (const statement of reads)
      plans.push({ sql: statement.sql, plan: await planOf(t.services.db, 'sqlite', statement) });
    return plans;
  }

  function expectIndexedOnly(plans: { sql: string; plan: string[] }[]) {
    expect(plans.length).toBeGreaterThan(0);
    for (const { sql, plan } of plans) {
      // `SCAN p`: the leaderboard page's ids, at most a page of them, found by the inner query's seek.
      // `SCAN ranked_game_changes`: the games version's sum of its sixteen rows, never more.
      const scans = plan.filter(
        (line) => /^SCAN (?!CONSTANT ROW|p$|ranked_game_changes$)/.test(line) || /TEMP B-TREE/.test(line),
      );
      expect(scans, `${sql}\n${plan.join('\n')}`).toEqual([]);
    }
  }

  it('the leaderboard: pages in both orders, the total, one entry with its chain', async () => {
    const plans = await plansOf([
      '/api/leaderboard?page=1&limit=10',
      '/api/leaderboard?page=2&limit=10&sort=score',
      '/api/leaderboard?includeChain=true&limit=5',
    ]);
    expectIndexedOnly(plans);
    const plan = plans.flatMap((p) => p.plan).join('\n');
    // A page's entries are found in the index alone: those before the page are never read from the table.
    expect(plan).toContain('SEARCH g USING COVERING INDEX idx_games_leaderboard_connections');
    expect(plan).toContain('SEARCH g USING COVERING INDEX idx_games_leaderboard_score');
    expect(plans.some((p) => /FROM "chain_links"/.test(p.sql))).toBe(true);
  });

  it('the recap: computing a day, and answering it again', async () => {
    const plans = await plansOf(['/api/daily-recap?date=2026-03-14', '/api/daily-recap?date=2026-03-14']);
    expectIndexedOnly(plans);
    expect(plans.flatMap((p) => p.plan).join('\n')).toContain('idx_games_recap_day');
  });

  it('the profile: computing it, and answering it again', async () => {
    // The slugs of Katharine Hepburn and Cary Grant, written out.
    const plans = await plansOf([
      '/api/actors/by-name/Katharine_Hepburn/profile',
      '/api/actors/by-name/Cary_Grant/profile',
      '/api/actors/by-name/Katharine_Hepburn/profile',
    ]);
    expectIndexedOnly(plans);
    const plan = plans.flatMap((p) => p.plan).join('\n');
    expect(plan).toContain('idx_chain_links_actor');
    expect(plan).toContain('idx_chain_links_next_actor');
  });
});
