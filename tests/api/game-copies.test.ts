/**
 * The write path: a player's next link, completion and name are decided on the game's
 * copy (GameCopies), with no read first. Another instance (here a second GameService on the same
 * database, with copies of its own) may move the game on behind the copy: every answer must
 * still be the one the database's state calls for, and nothing may be stored twice or out of order.
 */
import { messages } from '@cinema/shared';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { writerOf } from '../../server/src/db/data-source';
import { GameService } from '../../server/src/game/game-service';
import { GameStore } from '../../server/src/game/game-store';
import { gameCompleteMessage, wrongOrderMessage } from '../../server/src/game/connection-rules';
import { notYourGameMessage } from '../../server/src/game/ownership';
import { nameAlreadySavedMessage } from '../../server/src/game/player-name-rules';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import { chainOf, distantPair, pathBetween, Player, storedLinkCount, type Pair, type PathLink } from './game-play';
import { dataOf, trpc } from './par-catalog';

/** How many statements inserting into `table` each query sent held. */
const insertsPerQuery = (sent: { mock: { calls: unknown[][] } }, table: string) =>
  sent.mock.calls.map(([, sql]) => (sql as string).split(`INSERT INTO ${table}`).length - 1);

describeEachEngine('deciding on copies of games on %s', (engine) => {
  let t: TestApp;
  let pair: Pair;
  let path: PathLink[];
  /** Another instance: its own service, store and copies, on the same database. */
  let other: GameService;

  beforeAll(async () => {
    t = await startTestApp(engine);
    pair = distantPair(t.services, 3);
    path = pathBetween(t.services, pair);
    other = new GameService(
      t.services.db,
      new GameStore(t.services.db),
      t.services.movieDatabase,
      t.services.dailyPair,
      {
        now: () => new Date(),
        refusedNameWords: t.services.config.refusedNameWords,
        assertArchivePair: (day, p) => t.services.archive.assertArchivePair(day, p),
      },
    );
  });
  afterAll(() => t?.close());

  const copies = () => t.services.games.store;
  /**
   * On MySQL, a spy on the queries the writer sends (MysqlWriter's private `query`, the only place
   * a group's statements can be seen); null on SQLite, whose writer runs them on its own connection.
   */
  const queriesSent = () => {
    const writer = writerOf(t.services.db) as unknown as { query: (connection: unknown, sql: string) => unknown };
    return engine === 'mysql' ? vi.spyOn(writer, 'query') : null;
  };
  const orders = (res: { json: () => { chain: Array<{ order: number }> } }) => res.json().chain.map((l) => l.order);

  async function playerKeyOf(gameId: number): Promise<string> {
    const [row] = (await t.services.db.query('SELECT player_key FROM games WHERE id = ?', [gameId])) as Array<{
      player_key: string;
    }>;
    return row!.player_key;
  }

  async function storedGame(gameId: number) {
    const [row] = (await t.services.db.query('SELECT is_complete, score, player_name FROM games WHERE id = ?', [
      gameId,
    ])) as Array<{ is_complete: unknown; score: unknown; player_name: string | null }>;
    return { isComplete: Number(row!.is_complete) === 1, score: Number(row!.score), playerName: row!.player_name };
  }

  /** A new practice game of a new player, with its first `links` links played through this instance. */
  async function gamePlayed(links: number) {
    const player = new Player(t.app);
    const gameId = await player.createGame(pair, false);
    await player.play(gameId, path.slice(0, links));
    return { player, gameId };
  }

  /** The same, and then the next link added through another instance: this instance's copy is one link behind. */
  async function gameAheadOfCopy(links: number) {
    const played = await gamePlayed(links);
    const { gameId } = played;
    await other.addConnection(await playerKeyOf(gameId), { gameId, ...path[links]!, order: links });
    return played;
  }

  /** The same, played to the end and completed. */
  async function gameCompleted() {
    const played = await gamePlayed(path.length);
    expect((await played.player.complete(played.gameId, path.length)).statusCode).toBe(200);
    return played;
  }

  /** A row without the time it was stored: a copy holds this instance's clock there, not the column's default. */
  const withoutTimes = <R extends { createdAt: Date }>(row: R) => ({ ...row, createdAt: null });

  it('keeps a copy of a new game, and of each write after it, equal to what the database holds', async () => {
    const { player, gameId } = await gameCompleted();
    expect((await player.saveName(gameId, 'Copy Cat')).statusCode).toBe(200);

    const copy = copies().copyOf(gameId)!;
    // A store of its own has no copies: this is a read.
    const fresh = (await new GameStore(t.services.db).findGameWithChain(gameId))!;
    expect(withoutTimes(copy.game)).toEqual(withoutTimes(fresh.game));
    expect(copy.chain.map(withoutTimes)).toEqual(fresh.chain.map(withoutTimes));
    expect(copy.chain).toHaveLength(3);
    expect(copy.game).toMatchObject({ isComplete: true, moveCount: 3, playerName: 'Copy Cat', nameSaved: true });
  });

  it('accepts the next link at its order after another instance added one behind the copy', async () => {
    const { player, gameId } = await gameAheadOfCopy(1);
    expect(copies().copyOf(gameId)!.chain).toHaveLength(1);

    // The copy ends at order 1; the database at 2, where this link belongs.
    const res = await player.addConnection(gameId, path[2]!, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().chain.map((l: { order: number }) => l.order)).toEqual([0, 1, 2]);
    expect(res.json().isComplete).toBe(true);
    expect(await storedLinkCount(t.services, gameId)).toBe(3);
    expect((await chainOf(t.app, gameId, player.cookie)).map((l) => l.movie.id)).toEqual(path.map((l) => l.movieId));
  });

  it("answers another instance's link as a repeat, and refuses a different one at that order", async () => {
    const { player, gameId } = await gameAheadOfCopy(1);

    const repeat = await player.addConnection(gameId, path[1]!, 1);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().link.order).toBe(1);
    // The third link sent at order 1: the database's chain already holds order 1.
    const wrong = await player.addConnection(gameId, path[2]!, 1);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(wrongOrderMessage(2));
    expect(await storedLinkCount(t.services, gameId)).toBe(2);
  });

  it('answers the stored score of a game another instance completed, and adds nothing after it', async () => {
    const { player, gameId } = await gameAheadOfCopy(2);
    const key = await playerKeyOf(gameId);
    const { score } = await other.complete(key, { id: gameId, isComplete: true, moveCount: 3 });

    // The copy holds two links and no completion.
    const completed = await player.complete(gameId, 3);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ score });
    expect(await storedGame(gameId)).toMatchObject({ isComplete: true, score });

    const after = await player.addConnection(gameId, path[2]!, 3);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(gameCompleteMessage);
    expect(await storedLinkCount(t.services, gameId)).toBe(3);
  });

  it('refuses a name when another instance saved one first, and keeps that one', async () => {
    const { player, gameId } = await gameCompleted();
    await other.savePlayerName(await playerKeyOf(gameId), { id: gameId, playerName: 'First Come' });

    const res = await player.saveName(gameId, 'Second Try');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(nameAlreadySavedMessage);
    expect((await storedGame(gameId)).playerName).toBe('First Come');
  });

  it('stores the links of several games asked for in one turn, each answered with its own row; a game moved on behind its copy is refused alone', async () => {
    const store = copies();
    const played = [];
    for (let i = 0; i < 4; i++) played.push(await gamePlayed(1));
    const keys = await Promise.all(played.map(({ gameId }) => playerKeyOf(gameId)));
    const [a, b, c, moved] = played.map(({ gameId }) => gameId) as [number, number, number, number];
    // The last game goes to another player behind this instance's copy, as a transfer code moves it.
    await t.services.db.query('UPDATE games SET player_key = ? WHERE id = ?', ['moved-elsewhere', moved]);
    const link = (gameId: number, order: number) => {
      const { actorId, movieId, nextActorId } = path[order]!;
      return { gameId, order, actorId, movieId, nextActorId, actorBilling: null, nextActorBilling: null };
    };
    const storedId = async (gameId: number, order: number) => {
      const rows = (await t.services.db.query('SELECT id FROM chain_links WHERE game_id = ? AND link_order = ?', [
        gameId,
        order,
      ])) as Array<{ id: unknown }>;
      return rows.map((row) => Number(row.id));
    };
    const sent = queriesSent();
    const linkInserts = () => insertsPerQuery(sent!, 'chain_links');
    try {
      const now = new Date();
      // Three games' second links in one turn: one group.
      const answers = await Promise.all([a, b, c].map((gameId, i) => store.insertLink(link(gameId, 1), keys[i]!, now)));
      for (const [i, gameId] of [a, b, c].entries()) {
        expect(answers[i]).toMatchObject({ gameId, order: 1, id: (await storedId(gameId, 1))[0] });
      }
      // On MySQL, one query of the group: a statement per link.
      if (sent) expect(linkInserts()).toEqual([3]);

      // Their third links, and the moved game's second: that one alone is refused, nothing stored for it.
      sent?.mockClear();
      const next = await Promise.all([
        ...[a, b, c].map((gameId, i) => store.insertLink(link(gameId, 2), keys[i]!, now)),
        store.insertLink(link(moved, 1), keys[3]!, now),
      ]);
      for (const [i, gameId] of [a, b, c].entries()) {
        expect(next[i]).toMatchObject({ gameId, order: 2, id: (await storedId(gameId, 2))[0] });
      }
      expect(next[3]).toBe('changed');
      expect(await storedId(moved, 1)).toEqual([]);
      // One query of the group, a statement per link: the moved game's inserts no row, the others commit.
      if (sent) expect(linkInserts()).toEqual([4]);
      for (const gameId of [a, b, c]) expect(await storedLinkCount(t.services, gameId)).toBe(3);
    } finally {
      sent?.mockRestore();
    }
  });

  it('creates the games asked for in one turn, each answered with its own row and kept as its copy', async () => {
    const store = copies();
    await store.insertGame({ ...pair, isDailyGame: false, playerKey: 'one-turn-first' }, new Date());
    const sent = queriesSent();
    try {
      const keys = ['one-turn-a', 'one-turn-b', 'one-turn-c'];
      const ids = await Promise.all(
        keys.map((playerKey) => store.insertGame({ ...pair, isDailyGame: false, playerKey }, new Date())),
      );
      for (const [i, id] of ids.entries()) {
        expect(await playerKeyOf(id)).toBe(keys[i]);
        expect(store.copyOf(id)!.game).toMatchObject({ id, playerKey: keys[i], isComplete: false });
      }
      // On MySQL, one query of the group: a statement per game.
      if (sent) expect(insertsPerQuery(sent, 'games')).toEqual([3]);
    } finally {
      sent?.mockRestore();
    }
  });

  it("refuses another player's game decided on a copy as it does on a read", async () => {
    const owner = new Player(t.app);
    const gameId = await owner.createGame(pair, false);
    const stranger = new Player(t.app);
    await stranger.createGame(pair, false);
    const res = await stranger.addConnection(gameId, path[0]!, 0);
    expect(res.statusCode).toBe(403);
    expect(await storedLinkCount(t.services, gameId)).toBe(0);
  });

  it('plays a whole game on its copy: no read of the game from its creation to its name', async () => {
    const read = vi.spyOn(copies(), 'findGameWithChain');
    try {
      const { player, gameId } = await gameCompleted();
      expect((await player.saveName(gameId, 'No Reads')).statusCode).toBe(200);
      expect(read).not.toHaveBeenCalled();
      expect(await storedGame(gameId)).toMatchObject({ isComplete: true, playerName: 'No Reads' });
    } finally {
      read.mockRestore();
    }
  });

  it('answers a resubmitted link with the chain as stored, links added since by another instance included', async () => {
    const { player, gameId } = await gameAheadOfCopy(2);

    const retry = await player.addConnection(gameId, path[1]!, 1);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().link.order).toBe(1);
    expect(orders(retry)).toEqual([0, 1, 2]);
    // Link 2 reaches the end actor.
    expect(retry.json().isComplete).toBe(true);
  });

  it('asks the movie database once for a refusal that does not depend on the game', async () => {
    const { player, gameId } = await gamePlayed(0);
    const start = t.services.catalog.actorById(pair.startActorId)!;
    // The second link's film and actor: the start actor was not in that film (the pair is 3 apart).
    const movie = t.services.catalog.movieById(path[1]!.movieId)!;
    const stranger = t.services.catalog.actorById(path[1]!.nextActorId)!;
    const appeared = vi.spyOn(t.services.movieDatabase, 'appearedIn');
    try {
      const res = await player.addConnection(
        gameId,
        {
          actorId: start.id,
          movieId: movie.id,
          nextActorId: stranger.id,
          actorTvdbId: start.tvdbId,
          movieTvdbId: movie.tvdbId,
          nextActorTvdbId: stranger.tvdbId,
        },
        0,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(messages.didNotAppearIn(start.name, movie.title));
      // Once for the actor, once for the next actor: the copy was not behind, so no second decision.
      expect(appeared).toHaveBeenCalledTimes(2);
    } finally {
      appeared.mockRestore();
    }
    expect(await storedLinkCount(t.services, gameId)).toBe(0);
  });

  it("refuses the old player's writes after a transfer code moved the game, and lets the new one play", async () => {
    const phone = new Player(t.app);
    const gameId = await phone.createGame(pair, false);
    await phone.play(gameId, path.slice(0, 1));
    // The laptop holds the phone's token, and takes the tablet's: the phone's games move with it.
    const laptop = new Player(t.app, phone.cookie);
    const tablet = new Player(t.app);
    await tablet.createGame(pair, false);
    const { code } = dataOf<{ code: string }>(await trpc(tablet, 'mutation', 'stats.createTransferCode'));
    expect(dataOf(await trpc(laptop, 'mutation', 'stats.redeemTransferCode', { code }))).toEqual({ ok: true });
    expect(copies().copyOf(gameId)!.chain).toHaveLength(1);

    // The phone still has the game's copy, under its own key.
    const link = await phone.addConnection(gameId, path[1]!, 1);
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toBe(notYourGameMessage);
    expect(await storedLinkCount(t.services, gameId)).toBe(1);

    const next = await laptop.addConnection(gameId, path[1]!, 1);
    expect(next.statusCode).toBe(200);
    expect(orders(next)).toEqual([0, 1]);
  });

  /** As a transfer code does: the games of one key move to another. */
  async function moveGames(from: string, to: string) {
    await t.services.db.query('UPDATE games SET player_key = ? WHERE player_key = ?', [to, from]);
  }

  it('refuses a completion by a player the game was moved from after its copy was made', async () => {
    const { player, gameId } = await gamePlayed(path.length);
    await moveGames(await playerKeyOf(gameId), 'b'.repeat(64));

    const completed = await player.complete(gameId, 3);
    expect(completed.statusCode).toBe(403);
    expect(completed.json().message).toBe(notYourGameMessage);
    expect((await storedGame(gameId)).isComplete).toBe(false);
  });

  // The copy is complete, unnamed and the player's own: a name writes, a repeated completion
  // writes nothing, and neither may be answered to the player the game was moved from.
  it.each([
    ['a name', (player: Player, gameId: number) => player.saveName(gameId, 'Not Mine')],
    ['a repeated completion', (player: Player, gameId: number) => player.complete(gameId, 3)],
  ])('refuses %s by a player the game was moved from after its copy was made', async (_what, send) => {
    const { player, gameId } = await gameCompleted();
    await moveGames(await playerKeyOf(gameId), 'c'.repeat(64));

    const res = await send(player, gameId);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(notYourGameMessage);
    expect(await storedGame(gameId)).toMatchObject({ isComplete: true, playerName: null });
  });

  it('does not answer a resubmitted link to a player the game was moved from after its copy was made', async () => {
    const { player, gameId } = await gamePlayed(1);
    const newKey = 'e'.repeat(64);
    await moveGames(await playerKeyOf(gameId), newKey);
    await other.addConnection(newKey, { gameId, ...path[1]!, order: 1 });

    // The copy holds link 0 under the old player; a resubmission writes nothing, and must not
    // show the old player the new one's game in progress.
    const resent = await player.addConnection(gameId, path[0]!, 0);
    expect(resent.statusCode).toBe(403);
    expect(resent.json().message).toBe(notYourGameMessage);
  });
});
