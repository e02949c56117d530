/**
 * The leaderboard (SPEC §2, §7, §9) on every engine: the current pair's completed, visible
 * daily games in both sort orders, paging, one entry with its chain, and bad input. The
 * fixture's games are written straight into the database; every order below is worked out by hand.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeaderboardInput } from '@cinema/shared';
import { GameEntity } from '../../server/src/db/entities';
import { GameView } from '../../server/src/game/game-view';
import { LeaderboardService } from '../../server/src/leaderboard/leaderboard-service';
import { LeaderboardStore } from '../../server/src/leaderboard/leaderboard-store';
import { countCompressionPerRequest, stringifiedDuring, type CompressionCount } from '../support/answer-work';
import { describeEachEngine } from '../support/engines';
import { GameFixture, type FixtureGame } from '../support/game-fixture';
import { startTestApp, type TestApp } from '../support/test-app';
import { trpcBatchOfOne } from '../support/trpc-call';
import { dailyPair, pathBetween, Player, type Pair } from './game-play';

/** The movie database's actors as another instance may have renamed them since. */
class RenamingView extends GameView {
  readonly renamed = new Map<number, string>();

  override async actors(actorIds: readonly number[]) {
    const actors = await super.actors(actorIds);
    return new Map([...actors].map(([id, a]) => [id, { ...a, name: this.renamed.get(id) ?? a.name }]));
  }
}

interface Entry {
  id: number;
  playerName: string | null;
  moveCount: number;
  score: number;
  completedAt: string | null;
  rank: number;
  startActor: { id: number };
  endActor: { id: number };
  chain?: { order: number; actor: { name: string }; movie: { title: string }; nextActor: { name: string } }[];
}

describeEachEngine('leaderboard on %s', (engine) => {
  let t: TestApp;
  let fixture: GameFixture;
  let pair: Pair;
  let compressedPerRequest: CompressionCount;

  beforeAll(async () => {
    compressedPerRequest = countCompressionPerRequest();
    t = await startTestApp(engine);
    fixture = new GameFixture(t.services.db);
    pair = await dailyPair(t.services);
    const { startActorId: S, endActorId: E } = pair;
    const at = (time: string) => `2026-01-10T${time}Z`;
    const games: FixtureGame[] = [
      {
        key: 'ana',
        start: S,
        end: E,
        playerName: 'Ana',
        score: 80,
        moveCount: 3,
        completedAt: at('10:00:00.000'),
        links: [],
      },
      {
        key: 'anon',
        start: S,
        end: E,
        playerName: null,
        score: 95,
        moveCount: 2,
        completedAt: at('10:05:00.000'),
        links: [],
      },
      {
        key: 'bo',
        start: S,
        end: E,
        playerName: 'Bo',
        score: 90,
        completedAt: at('10:10:00.000'),
        links: [
          { actor: S, actorBilling: 1, movie: 'Bringing Up Baby', nextActor: 'Katharine Hepburn', nextActorBilling: 1 },
          {
            actor: 'Katharine Hepburn',
            actorBilling: 2,
            movie: "Adam's Rib",
            nextActor: 'Spencer Tracy',
            nextActorBilling: 1,
          },
          {
            actor: 'Spencer Tracy',
            actorBilling: 1,
            movie: 'Father of the Bride',
            nextActor: E,
            nextActorBilling: null,
          },
        ],
      },
      {
        key: 'cy',
        start: S,
        end: E,
        playerName: 'Cy',
        score: 95,
        completedAt: at('10:02:00.000'),
        links: [
          { actor: S, actorBilling: 2, movie: 'Top Hat', nextActor: 'Ginger Rogers', nextActorBilling: 2 },
          { actor: 'Ginger Rogers', actorBilling: 1, movie: 'Casablanca', nextActor: E, nextActorBilling: 3 },
        ],
      },
      {
        key: 'di',
        start: S,
        end: E,
        playerName: 'Di',
        score: 95,
        moveCount: 4,
        completedAt: at('09:00:00.000'),
        links: [],
      },
      {
        key: 'ed',
        start: S,
        end: E,
        playerName: 'Ed',
        score: 90,
        moveCount: 3,
        completedAt: at('10:10:00.000'),
        links: [],
      },
      // Left out: hidden by moderation, still in play, not a daily game, another pair.
      {
        key: 'hidden',
        start: S,
        end: E,
        playerName: 'Hid',
        score: 150,
        moveCount: 1,
        completedAt: at('08:00:00.000'),
        isHidden: true,
        links: [],
      },
      { key: 'playing', start: S, end: E, playerName: null, score: null, links: [] },
      {
        key: 'free',
        start: S,
        end: E,
        playerName: 'Free',
        score: 140,
        moveCount: 1,
        completedAt: at('08:30:00.000'),
        isDailyGame: false,
        links: [],
      },
      {
        key: 'other',
        start: E,
        end: S,
        playerName: 'Other',
        score: 130,
        moveCount: 1,
        completedAt: at('08:45:00.000'),
        links: [],
      },
    ];
    await fixture.insert(games);
    // The board is read by a player who chose to see the solutions: every chain of the current
    // pair solves today's puzzle, so a newcomer's board is folded (tests/api/fair-daily-puzzle.test.ts).
    reader = new Player(t.app);
    expect((await reader.request('POST', '/trpc/leaderboard.showSolutions', {})).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    compressedPerRequest.restore();
  });

  let reader: Player;
  const get = (query = '') => reader.request('GET', `/api/leaderboard${query}`);
  const listOf = async (query = '') => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ entries: Entry[]; total: number }>();
  };
  const ids = (...keys: string[]) => keys.map((k) => fixture.game(k));

  describe('sort orders', () => {
    it('by connections (the default): fewer first, ties by higher score, then earlier completion, then id', async () => {
      // 2 moves: Cy 95 (10:02), anonymous 95 (10:05); 3 moves: Bo 90 and Ed 90 (both 10:10:00, Bo inserted first), Ana 80; 4 moves: Di.
      const { entries, total } = await listOf();
      expect(entries.map((e) => e.id)).toEqual(ids('cy', 'anon', 'bo', 'ed', 'ana', 'di'));
      expect(total).toBe(6);
      expect((await listOf('?sort=connections')).entries.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    });

    it('by score: higher first, ties by fewer connections, then earlier completion, then id', async () => {
      // 95: Cy (2, 10:02), anonymous (2, 10:05), Di (4); 90: Bo, Ed; 80: Ana.
      const { entries, total } = await listOf('?sort=score');
      expect(entries.map((e) => e.id)).toEqual(ids('cy', 'anon', 'di', 'bo', 'ed', 'ana'));
      expect(total).toBe(6);
    });

    it('answers names as stored (null for an anonymous player), figures, the pair and the completion time', async () => {
      const { entries } = await listOf();
      expect(entries.map((e) => [e.playerName, e.moveCount, e.score])).toEqual([
        ['Cy', 2, 95],
        [null, 2, 95],
        ['Bo', 3, 90],
        ['Ed', 3, 90],
        ['Ana', 3, 80],
        ['Di', 4, 95],
      ]);
      for (const entry of entries) {
        expect(entry.startActor.id).toBe(pair.startActorId);
        expect(entry.endActor.id).toBe(pair.endActorId);
        expect(entry).not.toHaveProperty('chain');
      }
      expect(entries[0]!.completedAt).toBe('2026-01-10T10:02:00.000Z');
    });
  });

  describe('paging', () => {
    it('pages by limit, and a page past the end is empty with the same total', async () => {
      expect(await listOf('?page=2&limit=4')).toMatchObject({
        entries: ids('ana', 'di').map((id) => ({ id })),
        total: 6,
      });
      expect(await listOf('?page=3&limit=4')).toEqual({ entries: [], total: 6, chainsHidden: false });
      expect((await listOf('?sort=score&page=2&limit=2')).entries.map((e) => e.id)).toEqual(ids('di', 'bo'));
      expect((await listOf('?limit=100')).entries).toHaveLength(6);
    });

    it('pages of one entry walk the board in the order of one page, in either order: none twice, none left out', async () => {
      for (const sort of ['connections', 'score']) {
        const whole = (await listOf(`?sort=${sort}&limit=100`)).entries.map((e) => e.id);
        const walked = [];
        for (let page = 1; page <= 7; page++) {
          walked.push(...(await listOf(`?sort=${sort}&page=${page}&limit=1`)).entries.map((e) => e.id));
        }
        expect(walked, sort).toEqual(whole);
      }
    });

    it('a page that starts inside a tie ranks its first entry with the tie', async () => {
      // Connections: Cy, anonymous (2 moves, 95) rank 1; Bo, Ed (3, 90) rank 3; Ana 5; Di 6.
      const ranked = async (query: string) => (await listOf(query)).entries.map((e) => [e.id, e.rank]);
      expect(await ranked('?page=2&limit=3')).toEqual([
        [fixture.game('ed'), 3],
        [fixture.game('ana'), 5],
        [fixture.game('di'), 6],
      ]);
      // Score: Cy, anonymous (95, 2 moves) rank 1; Di (95, 4) 3; Bo, Ed (90, 3) 4; Ana 6.
      expect(await ranked('?sort=score&page=3&limit=2')).toEqual([
        [fixture.game('ed'), 4],
        [fixture.game('ana'), 6],
      ]);
    });

    it('a game hidden in the middle of the board closes up the pages after it', async () => {
      await fixture.setHidden('bo', true);
      try {
        expect((await listOf('?page=2&limit=2')).entries.map((e) => e.id)).toEqual(ids('ed', 'ana'));
        // Di's rank counts the board as it is now: Cy, anonymous, Ed, Ana ahead of it.
        expect((await listOf('?page=3&limit=2')).entries.map((e) => [e.id, e.rank])).toEqual([[fixture.game('di'), 5]]);
        expect((await listOf('?sort=score&page=2&limit=2')).entries.map((e) => e.id)).toEqual(ids('di', 'ed'));
      } finally {
        await fixture.setHidden('bo', false);
      }
    });

    it('includeChain without a gameId brings every entry of the page its chain', async () => {
      const { entries } = await listOf('?limit=3&includeChain=true');
      expect(entries.map((e) => e.chain?.length)).toEqual([2, 0, 3]); // Cy, anonymous (no links stored), Bo
      expect(entries[0]!.chain!.map((l) => l.movie.title)).toEqual(['Top Hat', 'Casablanca']);
    });
  });

  describe('one entry by gameId', () => {
    it('with includeChain=true answers that entry alone with its chain in order', async () => {
      const { entries, total } = await listOf(`?includeChain=true&gameId=${fixture.game('bo')}`);
      expect(total).toBe(1);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ id: fixture.game('bo'), playerName: 'Bo', moveCount: 3, score: 90 });
      expect(entries[0]!.chain!.map((l) => [l.order, l.actor.name, l.movie.title, l.nextActor.name])).toEqual([
        [0, expect.any(String), 'Bringing Up Baby', 'Katharine Hepburn'],
        [1, 'Katharine Hepburn', "Adam's Rib", 'Spencer Tracy'],
        [2, 'Spencer Tracy', 'Father of the Bride', expect.any(String)],
      ]);
      expect(entries[0]!.chain![0]).toMatchObject({ actor: { id: pair.startActorId, billingPosition: 1 } });
      expect(entries[0]!.chain![2]).toMatchObject({ nextActor: { id: pair.endActorId, billingPosition: null } });
    });

    it('without includeChain answers the entry without its chain', async () => {
      const { entries } = await listOf(`?gameId=${fixture.game('anon')}`);
      expect(entries).toEqual([expect.objectContaining({ id: fixture.game('anon'), playerName: null })]);
      expect(entries[0]).not.toHaveProperty('chain');
    });

    it.each(['hidden', 'playing', 'free', 'other'])('a %s game is not on the leaderboard: 404', async (key) => {
      const res = await get(`?includeChain=true&gameId=${fixture.game(key)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: `Game ${fixture.game(key)} is not on the current leaderboard`,
      });
    });

    it('an unknown game: 404', async () => {
      expect((await get('?includeChain=true&gameId=999999')).statusCode).toBe(404);
    });
  });

  describe('moderation', () => {
    it('a hidden game leaves the leaderboard at once and returns when shown again', async () => {
      await fixture.setHidden('cy', true);
      const without = await listOf();
      expect([without.entries[0]!.id, without.total]).toEqual([fixture.game('anon'), 5]);
      await fixture.setHidden('cy', false);
      const shown = await listOf();
      expect([shown.entries[0]!.id, shown.total]).toEqual([fixture.game('cy'), 6]);
    });
  });

  describe('bad input answers 400 and changes nothing', () => {
    it.each([
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=10001',
      'limit=0',
      'limit=101',
      'limit=abc',
      'limit=2.5',
      'gameId=0',
      'gameId=-4',
      'gameId=abc',
      'gameId=1.5',
      'gameId=2147483648',
      'includeChain=yes',
      'includeChain=1',
      'sort=moves',
      'sort=SCORE',
    ])('%s', async (query) => {
      const gamesBefore = await t.services.db.getRepository(GameEntity).count();
      const before = await listOf('?limit=100');
      const res = await get(`?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(query.split('=')[0]!) });
      expect(await t.services.db.getRepository(GameEntity).count()).toBe(gamesBefore);
      expect(await listOf('?limit=100')).toEqual(before);
    });
  });

  describe('tRPC and OpenAPI', () => {
    it('leaderboard.list answers the same as the REST path', async () => {
      const input = encodeURIComponent(JSON.stringify({ sort: 'score', limit: 3 }));
      const res = await reader.request('GET', `/trpc/leaderboard.list?input=${input}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data).toEqual(await listOf('?sort=score&limit=3'));
    });

    it('a limit above 100 is refused on tRPC too', async () => {
      const input = encodeURIComponent(JSON.stringify({ limit: 101 }));
      expect((await t.app.inject({ method: 'GET', url: `/trpc/leaderboard.list?input=${input}` })).statusCode).toBe(
        400,
      );
    });

    it('the OpenAPI document lists the three public routes and says a limit above 100 is refused', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths['/api/leaderboard'].get.summary).toMatch(/limit above 100 is refused with 400/);
      expect(doc.paths['/api/daily-recap'].get).toBeDefined();
      expect(doc.paths['/api/actors/by-name/{name}/profile'].get).toBeDefined();
    });
  });

  describe('a real game', () => {
    it('a player who completes the daily game and saves a name finds it on the leaderboard', async () => {
      const path = pathBetween(t.services, pair);
      const player = new Player(t.app);
      const gameId = await player.createGame(pair);
      await player.play(gameId, path);
      const completed = await player.complete(gameId, path.length);
      expect(completed.statusCode).toBe(200);
      const { score } = completed.json<{ score: number }>();
      expect(await listOf(`?gameId=${gameId}`)).toMatchObject({ entries: [{ id: gameId, playerName: null, score }] });
      expect((await player.request('PATCH', `/api/games/${gameId}`, { playerName: 'Finisher' })).statusCode).toBe(200);
      const { entries, total } = await listOf('?limit=100');
      expect(total).toBe(7);
      expect(entries.find((e) => e.id === gameId)).toMatchObject({
        playerName: 'Finisher',
        moveCount: path.length,
        score,
      });
    });

    it('players completing at the same moment are each counted once and share a rank, on a page and alone', async () => {
      const path = pathBetween(t.services, pair);
      const before = (await listOf('?limit=100')).total;
      const players = [0, 1, 2, 3].map(() => new Player(t.app));
      const gameIds = await Promise.all(players.map((p) => p.createGame(pair)));
      await Promise.all(players.map((p, at) => p.play(gameIds[at]!, path)));
      const completed = await Promise.all(players.map((p, at) => p.complete(gameIds[at]!, path.length)));
      expect(completed.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const { entries, total } = await listOf('?limit=100');
      expect(total).toBe(before + 4);
      const mine = entries.filter((e) => gameIds.includes(e.id));
      expect(mine).toHaveLength(4);
      // Same path, same figures: one rank, the place of the first entry with those figures (the
      // finisher of the test before played the same path).
      const rank = mine[0]!.rank;
      const tie = (e: Entry) => e.moveCount === path.length && e.score === mine[0]!.score;
      expect(rank).toBe(entries.findIndex(tie) + 1);
      expect(entries.filter(tie).length).toBeGreaterThanOrEqual(4);
      expect(mine.map((e) => e.rank)).toEqual([rank, rank, rank, rank]);
      for (const gameId of gameIds) {
        expect((await listOf(`?gameId=${gameId}`)).entries.map((e) => e.rank)).toEqual([rank]);
      }
      // A page that starts on the second of them still ranks it with the first.
      const second = entries.indexOf(mine[1]!);
      expect((await listOf(`?page=${second + 1}&limit=1`)).entries.map((e) => [e.id, e.rank])).toEqual([
        [mine[1]!.id, rank],
      ]);
    });
  });

  // The board's total and ranks are counted once and kept while the ranked games are unchanged:
  // each write below changes them without a later completion or a new set of hidden games.
  describe('the board counted again after every change that can alter it', () => {
    const rankOf = async (gameId: number) => (await listOf(`?gameId=${gameId}`)).entries[0]!.rank;

    it('a completion stamped before the latest one counts at once', async () => {
      const before = (await listOf()).total;
      // Completed on another instance whose clock is behind: earlier than every entry of the board.
      await fixture.insert([
        {
          key: 'late',
          start: pair.startActorId,
          end: pair.endActorId,
          playerName: 'Late',
          score: 10,
          moveCount: 9,
          completedAt: '2026-01-10T07:00:00.000Z',
          links: [],
        },
      ]);
      expect((await listOf()).total).toBe(before + 1);
      await fixture.setHidden('late', true);
      expect((await listOf()).total).toBe(before);
    });

    it('a ranked game moved to practice by a transfer code leaves the board at once', async () => {
      const path = pathBetween(t.services, pair);
      const [owner, device] = [new Player(t.app), new Player(t.app)];
      const ids = [];
      for (const player of [owner, device]) {
        const gameId = await player.createGame(pair);
        await player.play(gameId, path);
        expect((await player.complete(gameId, path.length)).statusCode).toBe(200);
        ids.push(gameId);
      }
      const before = (await listOf()).total;
      const created = await owner.request('POST', '/trpc/stats.createTransferCode', {});
      const { code } = created.json<{ result: { data: { code: string } } }>().result.data;
      // The owner holds today's ranked game already: the device's becomes practice.
      expect((await device.request('POST', '/trpc/stats.redeemTransferCode', { code })).statusCode).toBe(200);
      expect((await get(`?gameId=${ids[1]}`)).statusCode).toBe(404);
      expect((await listOf()).total).toBe(before - 1);
    });

    it('hiding two games while showing two others again, the same count and sum of ids, ranks the board anew', async () => {
      // Four games inserted one after another: ids a, a + 1, a + 2, a + 3; a and a + 3 on one
      // move, ahead of everything, a + 1 and a + 2 on nine, behind Di's four.
      const game = (key: string, moveCount: number, score: number): FixtureGame => ({
        key,
        start: pair.startActorId,
        end: pair.endActorId,
        playerName: key,
        score,
        moveCount,
        completedAt: '2026-01-10T11:00:00.000Z',
        links: [],
      });
      await fixture.insert([game('top1', 1, 200), game('low1', 9, 10), game('low2', 9, 10), game('top2', 1, 200)]);
      expect(fixture.game('top2') - fixture.game('top1')).toBe(3);
      await fixture.setHidden('top1', true);
      await fixture.setHidden('top2', true);
      const diBefore = await rankOf(fixture.game('di'));
      await fixture.setHidden('top1', false);
      await fixture.setHidden('top2', false);
      await fixture.setHidden('low1', true);
      await fixture.setHidden('low2', true);
      // Two entries of one move are now ahead of Di.
      expect(await rankOf(fixture.game('di'))).toBe(diBefore + 2);
    });
  });

  // A page without chains is kept while what it shows holds (leaderboard-service: keptPage).
  describe('a page kept between requests', () => {
    const board = '?limit=100';
    const nameOf = async (key: string) =>
      (await listOf(board)).entries.find((e) => e.id === fixture.game(key))?.playerName;
    // Another instance's write: straight to the database, past this instance's services.
    const storeName = (key: string, name: string | null) =>
      t.services.db.query('UPDATE games SET player_name = ? WHERE id = ?', [name, fixture.game(key)]);

    /**
     * `query` asked again with game `key`'s hints changed behind the app's back: a completed game's
     * hints never change, so no version counts them, and a kept answer still shows the old count.
     */
    const askedAgainBehindItsBack = async (key: string, query: string) => {
      const changeHints = (by: number) =>
        t.services.db.query('UPDATE games SET hints_used = hints_used + ? WHERE id = ?', [by, fixture.game(key)]);
      await changeHints(1);
      try {
        return await stringifiedDuring('entries', () => get(query));
      } finally {
        await changeHints(-1);
      }
    };

    it('answers a repeat request from the page kept, its JSON made once', async () => {
      const first = await get(board);
      const [second, pagesStringified] = await askedAgainBehindItsBack('ed', board);
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toMatch(/^application\/json/);
      expect(second.body).toBe(first.body);
      expect(pagesStringified).toEqual([]);
    });

    it("answers a browser the page's JSON compressed when first asked for, not per request", async () => {
      const plain = await get(board);
      expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(1024);
      const ask = (acceptEncoding: string, query = board) =>
        t.app.inject({
          method: 'GET',
          url: `/api/leaderboard${query}`,
          headers: { cookie: reader.cookie!, 'accept-encoding': acceptEncoding },
        });
      const before = compressedPerRequest.calls();
      for (const res of [await ask('gzip, deflate, br, zstd'), await ask('br')]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      }
      const gzipped = await ask('gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      expect(compressedPerRequest.calls()).toBe(before);
      // A page with its chains is built, and compressed, for each request.
      const withChains = await ask('br', `${board}&includeChain=true`);
      expect(withChains.headers['content-encoding']).toBe('br');
      expect(compressedPerRequest.calls()).toBe(before + 1);
    });

    it("answers the board's own tRPC read of the page compressed once, as the facade does", async () => {
      const ask = (headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'GET',
          url: trpcBatchOfOne('leaderboard.list', { page: 1, limit: 100, sort: 'connections' }),
          headers: { cookie: reader.cookie!, ...headers },
        });
      const plain = await ask();
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).toEqual([{ result: { data: await listOf(board) } }]);
      const before = compressedPerRequest.calls();
      for (const acceptEncoding of ['gzip, deflate, br, zstd', 'br']) {
        const res = await ask({ 'accept-encoding': acceptEncoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        // tRPC's own Vary kept, Accept-Encoding added.
        expect(res.headers.vary).toBe(`${plain.headers.vary}, accept-encoding`);
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      }
      const gzipped = await ask({ 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      expect(compressedPerRequest.calls()).toBe(before);
      // Asked not to compress, as @fastify/compress allows: the plain reply.
      const uncompressed = await ask({ 'accept-encoding': 'br', 'x-no-compression': '1' });
      expect(uncompressed.headers['content-encoding']).toBeUndefined();
      expect(uncompressed.body).toBe(plain.body);
    });

    it('shows a name changed, cleared or saved at once, whoever wrote it', async () => {
      expect(await nameOf('ed')).toBe('Ed');
      await storeName('ed', 'Edwina');
      expect(await nameOf('ed')).toBe('Edwina');
      await storeName('ed', null);
      expect(await nameOf('ed')).toBeNull();
      await storeName('ed', 'Ed');
      expect(await nameOf('ed')).toBe('Ed');
    });

    it("marks each viewer's own entries, and no one else's", async () => {
      const path = pathBetween(t.services, pair);
      const players = [new Player(t.app), new Player(t.app)];
      const gameIds: number[] = [];
      for (const player of players) {
        const gameId = await player.createGame(pair);
        await player.play(gameId, path);
        expect((await player.complete(gameId, path.length)).statusCode).toBe(200);
        gameIds.push(gameId);
      }
      const mineFor = async (viewer: Player) => {
        const res = await viewer.request('GET', `/api/leaderboard${board}`);
        const { entries } = res.json<{ entries: { id: number; isMine: boolean }[] }>();
        expect(entries.map((e) => e.id)).toEqual(expect.arrayContaining(gameIds));
        return entries.filter((e) => e.isMine).map((e) => e.id);
      };
      // The reader asks first: the page is kept as a viewer with no entry on it sees it.
      expect(await mineFor(reader)).toEqual([]);
      expect(await mineFor(players[0]!)).toEqual([gameIds[0]]);
      expect(await mineFor(players[1]!)).toEqual([gameIds[1]]);
      expect(await mineFor(reader)).toEqual([]);
    });

    it('answers one entry with its chain from the entry kept, as long as it holds', async () => {
      const bo = `?includeChain=true&gameId=${fixture.game('bo')}`;
      const entryOf = async () => (await listOf(bo)).entries[0]!;
      // The first answer with its chain keeps the game's links; from the second on the chain is
      // only looked up in the movie database.
      const kept = await get(bo);
      const [repeat, entriesStringified] = await askedAgainBehindItsBack('bo', bo);
      expect(repeat.body).toBe(kept.body);
      expect(entriesStringified).toEqual([]);
      // A name stored by another instance, and the game hidden and shown again, show at once.
      await storeName('bo', 'Bob');
      expect((await entryOf()).playerName).toBe('Bob');
      await storeName('bo', 'Bo');
      await fixture.setHidden('bo', true);
      expect((await get(bo)).statusCode).toBe(404);
      await fixture.setHidden('bo', false);
      expect(await entryOf()).toMatchObject({ playerName: 'Bo', chain: [{ order: 0 }, { order: 1 }, { order: 2 }] });
    });

    it('builds an entry with its chain once, from the first request on', async () => {
      // A service of its own: nothing is kept yet, as after a start.
      const service = new LeaderboardService(
        t.services.db,
        t.services.dailyPair,
        new GameView(t.services.movieDatabase),
      );
      const input = { page: 1, limit: 1, sort: 'connections', includeChain: true, gameId: fixture.game('bo') } as const;
      const viewer = { playerKey: 'a viewer', seesTodaysChains: true };
      const gameRead = vi.spyOn(LeaderboardStore.prototype, 'one');
      let first;
      let builtFirst;
      try {
        [first, builtFirst] = await stringifiedDuring('entries', () => service.list(input, viewer));
        // Found on the board before its links are read, and built from that one read.
        expect(gameRead).toHaveBeenCalledTimes(1);
      } finally {
        gameRead.mockRestore();
      }
      const [second, builtAgain] = await stringifiedDuring('entries', () => service.list(input, viewer));
      expect(builtFirst).toHaveLength(1);
      expect(builtAgain).toEqual([]);
      expect(second).toBe(first);
      expect(first.entries[0]!.chain).toHaveLength(3);
    });

    it('answers a game not on the board, asked with its chain shown, 404 without reading its links', async () => {
      const service = new LeaderboardService(
        t.services.db,
        t.services.dailyPair,
        new GameView(t.services.movieDatabase),
      );
      const viewer = { playerKey: 'a viewer', seesTodaysChains: true };
      const linksRead = vi.spyOn(LeaderboardStore.prototype, 'linksOf');
      try {
        for (const key of ['playing', 'hidden']) {
          const input = {
            page: 1,
            limit: 1,
            sort: 'connections',
            includeChain: true,
            gameId: fixture.game(key),
          } as const;
          await expect(service.list(input, viewer)).rejects.toThrow(
            `Game ${fixture.game(key)} is not on the current leaderboard`,
          );
        }
        expect(linksRead).not.toHaveBeenCalled();
      } finally {
        linksRead.mockRestore();
      }
    });

    it("marks the viewer's own entry when asked for by its id, and no one else's", async () => {
      const player = new Player(t.app);
      const gameId = await player.createGame(pair);
      const path = pathBetween(t.services, pair);
      await player.play(gameId, path);
      expect((await player.complete(gameId, path.length)).statusCode).toBe(200);
      const isMine = async (viewer: Player) =>
        (await viewer.request('GET', `/api/leaderboard?includeChain=true&gameId=${gameId}`)).json<{
          entries: { isMine: boolean }[];
        }>().entries[0]!.isMine;
      expect(await isMine(reader)).toBe(false);
      expect(await isMine(player)).toBe(true);
      expect(await isMine(reader)).toBe(false);
    });

    it("marks a ranked game moved by a transfer code as its new owner's, at once", async () => {
      const path = pathBetween(t.services, pair);
      const [owner, device] = [new Player(t.app), new Player(t.app)];
      const gameId = await device.createGame(pair);
      await device.play(gameId, path);
      expect((await device.complete(gameId, path.length)).statusCode).toBe(200);
      const marked = async (viewer: Player) => {
        const onPage = (await viewer.request('GET', `/api/leaderboard${board}`)).json<{
          entries: { id: number; isMine: boolean }[];
        }>();
        const entry = (await viewer.request('GET', `/api/leaderboard?gameId=${gameId}`)).json<{
          entries: { isMine: boolean }[];
        }>();
        return [onPage.entries.find((e) => e.id === gameId)!.isMine, entry.entries[0]!.isMine];
      };
      expect(await marked(device)).toEqual([true, true]);
      expect(await marked(owner)).toEqual([false, false]);
      // The owner has no ranked game today: the device's moves to them, still ranked.
      const created = await owner.request('POST', '/trpc/stats.createTransferCode', {});
      const { code } = created.json<{ result: { data: { code: string } } }>().result.data;
      expect((await device.request('POST', '/trpc/stats.redeemTransferCode', { code })).statusCode).toBe(200);
      expect(await marked(owner)).toEqual([true, true]);
      // The device now plays as the owner.
      expect(await marked(device)).toEqual([true, true]);
    });

    it("shows a chain's actors as the movie database now names them", async () => {
      const view = new RenamingView(t.services.movieDatabase);
      const service = new LeaderboardService(t.services.db, t.services.dailyPair, view);
      const input = { page: 1, limit: 1, sort: 'connections', includeChain: true, gameId: fixture.game('bo') } as const;
      const chainOf = async () =>
        (await service.list(input, { playerKey: 'a viewer', seesTodaysChains: true })).entries[0]!.chain!;
      expect((await chainOf())[1]!.actor.name).toBe('Katharine Hepburn');
      expect((await chainOf())[1]!.actor.name).toBe('Katharine Hepburn');
      view.renamed.set(await fixture.actorId('Katharine Hepburn'), 'Kate Hepburn');
      const chain = await chainOf();
      expect([chain[0]!.nextActor.name, chain[1]!.actor.name]).toEqual(['Kate Hepburn', 'Kate Hepburn']);
    });

    it("shows the pair's new par and its actors as the movie database now names them", async () => {
      let par: number | null = null;
      const view = new RenamingView(t.services.movieDatabase);
      const service = new LeaderboardService(t.services.db, t.services.dailyPair, view, async () => par);
      const input: LeaderboardInput = { page: 1, limit: 100, sort: 'connections', includeChain: false };
      const list = () => service.list(input, { playerKey: 'a viewer', seesTodaysChains: true });
      expect((await list()).entries.filter((e) => e.reachedPar)).toEqual([]);
      // Anon solved the pair in two moves, Cy in two links, Ana in three.
      par = 2;
      const reached = (await list()).entries.filter((e) => e.reachedPar).map((e) => e.id);
      expect(reached).toEqual(expect.arrayContaining(ids('anon', 'cy')));
      expect(reached).not.toContain(fixture.game('ana'));
      view.renamed.set(pair.startActorId, 'A New Name');
      const [entry] = (await list()).entries;
      expect(entry!.startActor.name).toBe('A New Name');
    });
  });
});
