/** Completing a game, saving its name, and surviving a restart (DESIGN §5), on every engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameEntity } from '../../server/src/db/entities';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { describeEachEngine, describeOnce } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  actorNamed,
  chainOf,
  dailyPair,
  gameOf,
  namedLink,
  pathBetween,
  Player,
  type Pair,
  type PathLink,
} from './game-play';

describeEachEngine('completing and naming on %s', (engine) => {
  let t: TestApp;
  let pair: Pair;
  let path: PathLink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    pair = await dailyPair(t.services);
    path = pathBetween(t.services, pair);
  });
  afterAll(() => t?.close());

  /** A daily game played to the end actor (not yet completed) by a fresh player. */
  async function finishedChain() {
    const player = new Player(t.app);
    const gameId = await player.createGame(pair);
    await player.play(gameId, path);
    return { player, gameId };
  }

  async function completedGame() {
    const { player, gameId } = await finishedChain();
    const res = await player.complete(gameId, path.length);
    expect(res.statusCode).toBe(200);
    return { player, gameId, score: res.json<{ score: number }>().score };
  }

  const row = (gameId: number) => t.services.db.getRepository(GameEntity).findOneByOrFail({ id: gameId });

  describe('completion', () => {
    it('is refused while the chain does not reach the end actor', async () => {
      const player = new Player(t.app);
      const gameId = await player.createGame(pair);
      await player.play(gameId, path.slice(0, -1));
      const res = await player.complete(gameId, path.length - 1 || 1);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'The chain does not reach the end actor yet' });
      expect(await gameOf(t.app, gameId)).toMatchObject({ isComplete: false, score: null });
    });

    it('is refused when moveCount is not the number of connections', async () => {
      const { player, gameId } = await finishedChain();
      for (const moveCount of [path.length + 1, Math.max(1, path.length - 1)].filter((n) => n !== path.length)) {
        const res = await player.complete(gameId, moveCount);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', details: { expectedMoveCount: path.length } });
      }
      expect(await gameOf(t.app, gameId)).toMatchObject({ isComplete: false, score: null });
    });

    it("a second player cannot complete someone else's game", async () => {
      const { gameId } = await finishedChain();
      const res = await new Player(t.app).complete(gameId, path.length);
      expect(res.statusCode).toBe(403);
      expect(await gameOf(t.app, gameId)).toMatchObject({ isComplete: false });
    });

    it('stores the score, the completion time and the UTC game day', async () => {
      const before = new Date();
      const { gameId, score } = await completedGame();
      const stored = await row(gameId);
      expect(stored).toMatchObject({ isComplete: true, moveCount: path.length, score });
      expect(stored.completedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      expect(stored.completedDay).toBe(stored.completedAt!.toISOString().slice(0, 10));
    });

    it('repeating the completion answers the same score and changes nothing', async () => {
      const { player, gameId, score } = await completedGame();
      const firstRow = await row(gameId);
      const again = await player.complete(gameId, path.length);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ score });
      expect(await row(gameId)).toEqual(firstRow);
    });

    it('a repeat claiming another move count is a conflict', async () => {
      const { player, gameId } = await completedGame();
      const res = await player.complete(gameId, path.length + 1);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ details: { expectedMoveCount: path.length } });
    });

    it('concurrent completions all answer the one stored score', async () => {
      const { player, gameId } = await finishedChain();
      const answers = await Promise.all(Array.from({ length: 5 }, () => player.complete(gameId, path.length)));
      const scores = new Set(answers.map((r) => (expect(r.statusCode).toBe(200), r.json<{ score: number }>().score)));
      expect([...scores]).toEqual([(await row(gameId)).score]);
    });

    it('a completed game takes no more connections', async () => {
      const { player, gameId } = await completedGame();
      const last = path.at(-1)!;
      const res = await player.addConnection(
        gameId,
        {
          ...last,
          actorId: last.nextActorId,
          nextActorId: last.actorId,
          actorTvdbId: last.nextActorTvdbId,
          nextActorTvdbId: last.actorTvdbId,
        },
        path.length,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe('This game is already complete');
      expect(await chainOf(t.app, gameId, player.cookie)).toHaveLength(path.length);
    });

    it.each([
      ['isComplete false', { isComplete: false, moveCount: 1 }],
      ['a text moveCount', { isComplete: true, moveCount: 'two' }],
      ['a missing moveCount', { isComplete: true }],
      ['a zero moveCount', { isComplete: true, moveCount: 0 }],
    ])('%s answers 400', async (_, body) => {
      const { player, gameId } = await finishedChain();
      const res = await player.request('PATCH', `/api/games/${gameId}`, body);
      expect(res.statusCode).toBe(400);
      expect(await gameOf(t.app, gameId)).toMatchObject({ isComplete: false });
    });
  });

  describe('the score, worked out by hand from the starter catalog (DESIGN §6)', () => {
    /**
     * A new player's game of these named links, completed: a daily game (their ranked game) for
     * today's pair, which a free game may not play, else a free game.
     */
    async function completeNamed(links: Array<[string, { title: string; year: number }, string]>) {
      const player = new Player(t.app);
      const startActorId = actorNamed(t.services, links[0]![0]).id;
      const endActorId = actorNamed(t.services, links.at(-1)![2]).id;
      const today = await dailyPair(t.services);
      const isToday = today.startActorId === startActorId && today.endActorId === endActorId;
      const gameId = await player.createGame({ startActorId, endActorId }, isToday);
      await player.play(
        gameId,
        links.map(([actor, movie, next]) => namedLink(t.services, actor, movie, next)),
      );
      const res = await player.complete(gameId, links.length);
      expect(res.statusCode).toBe(200);
      return { gameId, score: res.json<{ score: number }>().score };
    }

    it('the shortest chain of the default pair scores 73', async () => {
      // films.ts: The Asphalt Jungle (1950): Marilyn Monroe billed 5th, Sterling Hayden 1st
      //   1950s → 7; billing 5 + 1 = 6; link bonus 13
      // The Godfather (1972): Sterling Hayden 6th, Al Pacino 2nd
      //   1970s → 5; billing 6 + 2 = 8; link bonus 13
      // Once Upon a Time in Hollywood (2019): Al Pacino 10th, Leonardo DiCaprio 1st
      //   2010s → 1; billing 10 + 1 = 11; link bonus 12
      // base for 3 connections: 100 - 20 × 2 = 60; bonuses 13 + 13 + 12 = 38, averaged 38 / 3 = 12.67 → 13
      // score 60 + 13 = 73 (summed, as before, it was 60 + 38 = 98)
      const { gameId, score } = await completeNamed([
        ['Marilyn Monroe', { title: 'The Asphalt Jungle', year: 1950 }, 'Sterling Hayden'],
        ['Sterling Hayden', { title: 'The Godfather', year: 1972 }, 'Al Pacino'],
        ['Al Pacino', { title: 'Once Upon a Time in Hollywood', year: 2019 }, 'Leonardo DiCaprio'],
      ]);
      expect(score).toBe(73);
      expect(await row(gameId)).toMatchObject({ score: 73, moveCount: 3 });
      expect(await gameOf(t.app, gameId)).toMatchObject({ isComplete: true, score: 73 });
    });

    it('a four-connection chain of the same pair scores less: 51', async () => {
      // All About Eve (1950): Marilyn Monroe 7th, Celeste Holm 4th → 7 + 7 + 4 = 18
      // Gentleman's Agreement (1947): Celeste Holm 4th, Gregory Peck 1st → 1940s 8 + 4 + 1 = 13
      // Cape Fear (1991): Gregory Peck 7th, Robert De Niro 1st → 1990s 3 + 7 + 1 = 11
      // Killers of the Flower Moon (2023): Robert De Niro 2nd, Leonardo DiCaprio 1st → 2020s 0 + 2 + 1 = 3
      // base for 4 connections: 40; bonuses 18 + 13 + 11 + 3 = 45, averaged 45 / 4 = 11.25 → 11
      // score 40 + 11 = 51 (summed it was 40 + 45 = 85)
      const { score } = await completeNamed([
        ['Marilyn Monroe', { title: 'All About Eve', year: 1950 }, 'Celeste Holm'],
        ['Celeste Holm', { title: "Gentleman's Agreement", year: 1947 }, 'Gregory Peck'],
        ['Gregory Peck', { title: 'Cape Fear', year: 1991 }, 'Robert De Niro'],
        ['Robert De Niro', { title: 'Killers of the Flower Moon', year: 2023 }, 'Leonardo DiCaprio'],
      ]);
      expect(score).toBe(51);
    });

    it('a single connection earns the +25 bonus: 145', async () => {
      // All About Eve (1950): Hugh Marlowe 6th, Marilyn Monroe 7th → 7 + 6 + 7 = 20, over one connection: 20
      // score 100 + 20 + 25 = 145
      const { gameId, score } = await completeNamed([
        ['Hugh Marlowe', { title: 'All About Eve', year: 1950 }, 'Marilyn Monroe'],
      ]);
      expect(score).toBe(145);
      expect(await row(gameId)).toMatchObject({ score: 145, moveCount: 1 });
    });
  });

  describe('PATCH /api/games/:id', () => {
    it('a body that neither completes nor names answers 400', async () => {
      const { player, gameId } = await completedGame();
      for (const body of [{}, { isComplete: true, moveCount: path.length, playerName: 'Both' }, { name: 'x' }]) {
        const res = await player.request('PATCH', `/api/games/${gameId}`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ code: string }>().code).toBe('BAD_REQUEST');
      }
      expect(await gameOf(t.app, gameId)).toMatchObject({ playerName: null });
      expect((await row(gameId)).nameSaved).toBe(false);
    });

    it('an unknown game answers 404', async () => {
      const res = await new Player(t.app).complete(2_000_000_000, 1);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('saving a name', () => {
    it('the name is trimmed and shown on the game', async () => {
      const { player, gameId } = await completedGame();
      const res = await player.saveName(gameId, `  ${'N'.repeat(40)}  `);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: gameId, playerName: 'N'.repeat(40) });
    });

    it('null saves the score as an anonymous player', async () => {
      const { player, gameId } = await completedGame();
      const res = await player.saveName(gameId, null);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ playerName: null, isComplete: true });
      expect((await row(gameId)).nameSaved).toBe(true);
    });

    it.each([
      ['a blank name', '   ', 'Player name cannot be blank'],
      ['a name of 41 characters', 'x'.repeat(41), 'Player name must be at most 40 characters'],
      ['a very long name', 'x'.repeat(10_000), 'Player name must be at most 40 characters'],
    ])('%s is refused with 400 and nothing is saved', async (_, playerName, message) => {
      const { player, gameId } = await completedGame();
      const res = await player.saveName(gameId, playerName);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
      expect((await row(gameId)).nameSaved).toBe(false);
    });

    it.each([
      ['NUL', 'Ada\u0000', 'Player name cannot contain control characters (U+0000)'],
      ['a terminal escape', '\u001b[2JAda', 'Player name cannot contain control characters (U+001B)'],
      ['a C1 control', 'Ada\u0085', 'Player name cannot contain control characters (U+0085)'],
      ['a zero-width space', 'Ad\u200ba', 'Player name cannot contain zero-width characters (U+200B)'],
      ['a zero-width joiner', 'Ad\u200da', 'Player name cannot contain zero-width characters (U+200D)'],
      ['a word joiner', 'Ad\u2060a', 'Player name cannot contain zero-width characters (U+2060)'],
      ['a byte order mark at the edge', '\ufeffAda', 'Player name cannot contain zero-width characters (U+FEFF)'],
      ['a right-to-left override', 'Ada\u202eecalevoL', 'Player name cannot contain text-direction controls (U+202E)'],
      ['a left-to-right embedding', '\u202aAda', 'Player name cannot contain text-direction controls (U+202A)'],
      ['a first-strong isolate', 'Ada\u2068x\u2069', 'Player name cannot contain text-direction controls (U+2068)'],
      ['a soft hyphen', 'Ada\u00ad', 'Player name cannot contain invisible formatting characters (U+00AD)'],
      ['an invisible tag', 'Ada\u{e0041}', 'Player name cannot contain invisible formatting characters (U+E0041)'],
    ])('a name with %s is refused with 400 naming it, and nothing is saved', async (_, playerName, message) => {
      const { player, gameId } = await completedGame();
      const res = await player.saveName(gameId, playerName);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: `Invalid input: playerName: ${message}` });
      expect(await row(gameId)).toMatchObject({ playerName: null, nameSaved: false });
    });

    it('a name is stored in NFC: a decomposed accent becomes one character', async () => {
      const { player, gameId } = await completedGame();
      // "Zoë Saldaña" typed with combining marks: e + U+0308, n + U+0303
      const res = await player.saveName(gameId, ' Zoe\u0308 Saldan\u0303a ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ playerName: 'Zo\u00eb Salda\u00f1a' });
      const stored = (await row(gameId)).playerName!;
      expect(stored).toBe('Zo\u00eb Salda\u00f1a');
      expect(stored).toHaveLength(11);
    });

    it.each([
      ['CJK', '黒澤明'],
      ['emoji', 'Ada 🎬 👩\u200d🚀'],
      ['accents', 'Penélope Cruz'],
    ])('a name in %s is saved as written', async (_, playerName) => {
      const { player, gameId } = await completedGame();
      const res = await player.saveName(gameId, playerName);
      expect(res.statusCode).toBe(200);
      expect((await row(gameId)).playerName).toBe(playerName);
    });

    it('a name that is not text is refused with 400', async () => {
      const { player, gameId } = await completedGame();
      const res = await player.request('PATCH', `/api/games/${gameId}`, { playerName: 42 });
      expect(res.statusCode).toBe(400);
      expect((await row(gameId)).nameSaved).toBe(false);
    });

    it('is refused on a game that is not complete', async () => {
      const { player, gameId } = await finishedChain();
      const res = await player.saveName(gameId, 'Early');
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe('Only a completed game can be saved to the leaderboard');
      expect(await row(gameId)).toMatchObject({ playerName: null, nameSaved: false });
    });

    it('is saved once: a second save answers 409 and changes nothing', async () => {
      const { player, gameId } = await completedGame();
      expect((await player.saveName(gameId, 'First')).statusCode).toBe(200);
      for (const second of ['Second', null, 'First']) {
        const res = await player.saveName(gameId, second);
        expect(res.statusCode).toBe(409);
      }
      expect(await gameOf(t.app, gameId)).toMatchObject({ playerName: 'First' });
    });

    it('of two saves fired at once, exactly one wins', async () => {
      const { player, gameId } = await completedGame();
      const answers = await Promise.all(['One', 'Two', 'Three'].map((name) => player.saveName(gameId, name)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = answers.find((r) => r.statusCode === 200)!.json<{ playerName: string }>().playerName;
      expect(await gameOf(t.app, gameId)).toMatchObject({ playerName: winner });
    });

    it("a second player cannot name someone else's game", async () => {
      const { gameId } = await completedGame();
      const res = await new Player(t.app).saveName(gameId, 'Thief');
      expect(res.statusCode).toBe(403);
      expect(await row(gameId)).toMatchObject({ playerName: null, nameSaved: false });
    });
  });
});

describeEachEngine('a restart on %s', (engine) => {
  it('loses nothing: the chain, the game and the player who owns it survive', async () => {
    const first = await startTestApp(engine);
    try {
      const pair = await dailyPair(first.services);
      const path = pathBetween(first.services, pair);
      const player = new Player(first.app);
      const gameId = await player.createGame(pair);
      await player.play(gameId, path);
      const chainBefore = await chainOf(first.app, gameId, player.cookie);
      await first.app.close();

      const config = loadConfig({ DATABASE_URL: first.databaseUrl, LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0' });
      const { app } = await buildApp(config, { logger: false });
      try {
        expect(await chainOf(app, gameId, player.cookie)).toEqual(chainBefore);
        // The cookie key lives in the database, so the player still owns the game.
        const again = new Player(app, player.cookie);
        const completed = await again.complete(gameId, path.length);
        expect(completed.statusCode).toBe(200);
        expect(completed.cookies.find((c) => c.name === 'cc_player')).toBeUndefined();
      } finally {
        await app.close();
      }
    } finally {
      await first.close();
    }
  });
});

describeOnce('rate limit', () => {
  // The limit is per client and per route, kept in memory: the engine plays no part, so one suffices.
  it('public writes beyond the configured rate per minute answer 429', async () => {
    const t = await startTestApp('sqlite', { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    try {
      const pair = await dailyPair(t.services);
      const player = new Player(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await player.request('POST', '/api/games', pair)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await player.request('POST', '/api/games', pair);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Reads are not writes: the chain of the player's game stays readable.
      const chain = await player.request('GET', `/api/games/1/chain`);
      expect(chain.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
