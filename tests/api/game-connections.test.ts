/** The rules of adding a connection (DESIGN §5, SPEC §5), on every engine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cinema/shared';
import { describeEachEngine } from '../support/engines';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  actorNamed,
  chainOf,
  distantPair,
  linkOf,
  namedLink,
  pathBetween,
  Player,
  simplePath,
  storedLinkCount,
  type Pair,
  type PathLink,
} from './game-play';

describeEachEngine('adding connections on %s', (engine) => {
  let t: TestApp;
  let pair: Pair;
  let path: PathLink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    // Three links apart: the second link's movie is one the start actor was not in, and its
    // next actor was not in the first movie (else the chain would be shorter).
    pair = distantPair(t.services, 3);
    path = pathBetween(t.services, pair);
  });
  afterAll(() => t?.close());

  /** A fresh practice game on the distant pair, owned by a fresh player. */
  async function newGame() {
    const player = new Player(t.app);
    const gameId = await player.createGame(pair, false);
    return { player, gameId };
  }

  /** The stored chain is unchanged: the check every refusal ends with. */
  async function expectChainLength(gameId: number, length: number) {
    expect(await storedLinkCount(t.services, gameId)).toBe(length);
  }

  describe('movie database ids', () => {
    it('a connection needs all three movie database ids, and the message lists the missing ones', async () => {
      const { player, gameId } = await newGame();
      const { movieTvdbId: _m, nextActorTvdbId: _n, ...partial } = path[0]!;
      const res = await player.request('POST', `/api/games/${gameId}/connections`, { ...partial, order: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: messages.missingTmdbIds(['movieTvdbId', 'nextActorTvdbId']),
      });
      await expectChainLength(gameId, 0);
    });

    it('an empty or null movie database id counts as missing', async () => {
      const { player, gameId } = await newGame();
      const res = await player.addConnection(gameId, { ...path[0]!, actorTvdbId: null as never }, 0);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(messages.missingTmdbIds(['actorTvdbId']));
      await expectChainLength(gameId, 0);
    });

    it('local ids may be 0 or absent: the server finds the rows by movie database id', async () => {
      const { player, gameId } = await newGame();
      const link = path[0]!;
      const res = await player.request('POST', `/api/games/${gameId}/connections`, {
        actorId: 0,
        movieId: null,
        order: 0,
        actorTvdbId: link.actorTvdbId,
        movieTvdbId: link.movieTvdbId,
        nextActorTvdbId: link.nextActorTvdbId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        link: { actor: { id: link.actorId }, movie: { id: link.movieId }, nextActor: { id: link.nextActorId } },
      });
    });

    it('a local id that names a different row than its movie database id is refused', async () => {
      const { player, gameId } = await newGame();
      const res = await player.addConnection(gameId, { ...path[0]!, movieId: path[1]!.movieId }, 0);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', details: { field: 'movie' } });
      await expectChainLength(gameId, 0);
    });

    it('an id the movie database does not know answers 404', async () => {
      const { player, gameId } = await newGame();
      const res = await player.addConnection(gameId, { ...path[0]!, movieId: 0, movieTvdbId: 'no-such-movie-id' }, 0);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', details: { field: 'movie' } });
      await expectChainLength(gameId, 0);
    });
  });

  describe('whose game', () => {
    it("a second player cannot add a link to someone else's game", async () => {
      const { gameId } = await newGame();
      const stranger = new Player(t.app);
      await stranger.createGame(pair, false);
      const res = await stranger.addConnection(gameId, path[0]!, 0);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You can only change your own game',
        requestId: expect.any(String),
      });
      await expectChainLength(gameId, 0);
    });

    it('a request with no cookie cannot add a link', async () => {
      const { gameId } = await newGame();
      const res = await new Player(t.app).addConnection(gameId, path[0]!, 0);
      expect(res.statusCode).toBe(403);
      await expectChainLength(gameId, 0);
    });

    it("a forged cookie (another token with the owner's signature) cannot add a link", async () => {
      const { player, gameId } = await newGame();
      const [, signature] = player.cookie!.split('.');
      const forged = `cc_player=${'A'.repeat(43)}.${signature}`;
      const res = await new Player(t.app, forged).addConnection(gameId, path[0]!, 0);
      expect(res.statusCode).toBe(403);
      await expectChainLength(gameId, 0);
    });

    it('an unknown game answers 404', async () => {
      const res = await new Player(t.app).addConnection(1_999_999_999, path[0]!, 0);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Game 1999999999 not found',
        requestId: expect.any(String),
      });
    });

    it.each(['abc', '-1', '1.5', '0', '99999999999'])('a game id of %s is refused with 400', async (gameId) => {
      const res = await new Player(t.app).request('POST', `/api/games/${gameId}/connections`, {
        ...path[0]!,
        order: 0,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    });
  });

  describe('the shape of the chain', () => {
    it('the order must be the chain length, and the answer names the expected order', async () => {
      const { player, gameId } = await newGame();
      const res = await player.addConnection(gameId, path[0]!, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { expectedOrder: 0, order: 1 } });
      await expectChainLength(gameId, 0);
    });

    it('a different link at an order already taken is a conflict', async () => {
      const { player, gameId } = await newGame();
      await player.play(gameId, path.slice(0, 1));
      const res = await player.addConnection(gameId, path[1]!, 0);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ details: { expectedOrder: 1 } });
      await expectChainLength(gameId, 1);
    });

    it('the first link must start from the start actor', async () => {
      const { player, gameId } = await newGame();
      const res = await player.addConnection(gameId, path[1]!, 0);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ details: { expectedActorId: pair.startActorId } });
      await expectChainLength(gameId, 0);
    });

    it("each next link starts from the previous link's next actor", async () => {
      const { player, gameId } = await newGame();
      await player.play(gameId, path.slice(0, 1));
      const res = await player.addConnection(gameId, path[0]!, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ details: { expectedActorId: path[0]!.nextActorId } });
      await expectChainLength(gameId, 1);
    });

    it('the next actor must be a different actor', async () => {
      const { player, gameId } = await newGame();
      const first = path[0]!;
      const res = await player.addConnection(
        gameId,
        linkOf(t.services, first.actorId, first.movieId, first.actorId),
        0,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'INVALID_CONNECTION',
        message: 'The next actor must be a different actor',
        details: { field: 'actor' },
        requestId: expect.any(String),
      });
      await expectChainLength(gameId, 0);
    });

    it('a chain that reaches the end actor takes no more links', async () => {
      const { player, gameId } = await newGame();
      await player.play(gameId, path);
      const back = [...path].reverse()[0]!;
      const res = await player.addConnection(
        gameId,
        linkOf(t.services, back.nextActorId, back.movieId, back.actorId),
        path.length,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe('The chain already reaches the end actor');
      await expectChainLength(gameId, path.length);
    });
  });

  describe('who appeared in the movie', () => {
    it('an actor who did not appear in the movie: 422 with "{actor} did not appear in "{movie}"", on the movie field', async () => {
      const { player, gameId } = await newGame();
      const start = t.services.catalog.actorById(pair.startActorId)!;
      const movie = t.services.catalog.movieById(path[1]!.movieId)!;
      expect(t.services.catalog.hasCredit(start.id, movie.id)).toBe(false);
      const res = await player.addConnection(gameId, linkOf(t.services, start.id, movie.id, path[1]!.nextActorId), 0);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'INVALID_CONNECTION',
        message: `${start.name} did not appear in "${movie.title}"`,
        details: { field: 'movie' },
        requestId: expect.any(String),
      });
      await expectChainLength(gameId, 0);
    });

    it('a next actor who did not appear in the movie: 422 on the actor field', async () => {
      const { player, gameId } = await newGame();
      const next = t.services.catalog.actorById(path[1]!.nextActorId)!;
      const movie = t.services.catalog.movieById(path[0]!.movieId)!;
      expect(t.services.catalog.hasCredit(next.id, movie.id)).toBe(false);
      const res = await player.addConnection(gameId, linkOf(t.services, pair.startActorId, movie.id, next.id), 0);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'INVALID_CONNECTION',
        message: messages.didNotAppearIn(next.name, movie.title),
        details: { field: 'actor' },
        requestId: expect.any(String),
      });
      await expectChainLength(gameId, 0);
    });

    it('the link stores both billing positions from the credits', async () => {
      const { player, gameId } = await newGame();
      const link = path[0]!;
      const res = await player.addConnection(gameId, link, 0);
      expect(res.json()).toMatchObject({
        link: {
          actor: { billingPosition: t.services.catalog.billing(link.actorId, link.movieId) },
          nextActor: { billingPosition: t.services.catalog.billing(link.nextActorId, link.movieId) },
        },
      });
    });
  });

  describe('bad input changes nothing', () => {
    it.each([
      ['a text order', { order: '0' }],
      ['a negative order', { order: -1 }],
      ['a fractional order', { order: 0.5 }],
      ['a missing order', { order: undefined }],
      ['a negative local id', { actorId: -5 }],
      ['a fractional local id', { movieId: 1.25 }],
      ['a text local id', { nextActorId: 'x' }],
      ['a numeric movie database id', { actorTvdbId: 123 }],
      ['a movie database id longer than 64 characters', { movieTvdbId: 'm'.repeat(65) }],
    ])('%s answers 400', async (_, change) => {
      const { player, gameId } = await newGame();
      const res = await player.request('POST', `/api/games/${gameId}/connections`, {
        ...path[0]!,
        order: 0,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^Invalid input: /) });
      await expectChainLength(gameId, 0);
    });

    it('a body larger than the limit is refused before it is read', async () => {
      const { player, gameId } = await newGame();
      const res = await player.addConnection(gameId, { ...path[0]!, movieTvdbId: 'm'.repeat(100_000) }, 0);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toHaveProperty('message');
      await expectChainLength(gameId, 0);
    });
  });

  describe('a chain never revisits (DESIGN §5)', () => {
    /** A practice game from `start` to Meryl Streep, whom none of these chains reaches. */
    async function gameFrom(start: string) {
      const player = new Player(t.app);
      const startActorId = actorNamed(t.services, start).id;
      const endActorId = actorNamed(t.services, 'Meryl Streep').id;
      const gameId = await player.createGame({ startActorId, endActorId }, false);
      return { player, gameId };
    }

    /** Plays `links`, then expects `refused` at the next order to answer 409 with `message` and store nothing. */
    async function expectRefused(start: string, links: PathLink[], refused: PathLink, message: string, field: string) {
      const { player, gameId } = await gameFrom(start);
      await player.play(gameId, links);
      const res = await player.addConnection(gameId, refused, links.length);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message, details: { field } });
      await expectChainLength(gameId, links.length);
      return { player, gameId };
    }

    it('an actor already in the chain: 409 "{actor} is already in your chain"', async () => {
      // Tom Hanks → Apollo 13 → Bill Paxton → Aliens → Michael Biehn → Tombstone → Bill Paxton again
      await expectRefused(
        'Tom Hanks',
        [
          namedLink(t.services, 'Tom Hanks', { title: 'Apollo 13', year: 1995 }, 'Bill Paxton'),
          namedLink(t.services, 'Bill Paxton', { title: 'Aliens', year: 1986 }, 'Michael Biehn'),
        ],
        namedLink(t.services, 'Michael Biehn', { title: 'Tombstone', year: 1993 }, 'Bill Paxton'),
        'Bill Paxton is already in your chain',
        'actor',
      );
    });

    it('the start actor counts: 409 "Tom Hanks is already in your chain"', async () => {
      // Tom Hanks → Sleepless in Seattle → Meg Ryan → You've Got Mail → Tom Hanks
      await expectRefused(
        'Tom Hanks',
        [namedLink(t.services, 'Tom Hanks', { title: 'Sleepless in Seattle', year: 1993 }, 'Meg Ryan')],
        namedLink(t.services, 'Meg Ryan', { title: "You've Got Mail", year: 1998 }, 'Tom Hanks'),
        'Tom Hanks is already in your chain',
        'actor',
      );
    });

    it('a movie already in the chain: 409 naming the movie in quotes', async () => {
      // Tom Hanks → Sleepless in Seattle → Meg Ryan → Sleepless in Seattle again → Bill Pullman
      await expectRefused(
        'Tom Hanks',
        [namedLink(t.services, 'Tom Hanks', { title: 'Sleepless in Seattle', year: 1993 }, 'Meg Ryan')],
        namedLink(t.services, 'Meg Ryan', { title: 'Sleepless in Seattle', year: 1993 }, 'Bill Pullman'),
        '"Sleepless in Seattle" is already in your chain',
        'movie',
      );
    });

    it('the loop that scored 19,968 points is refused at its first step back', async () => {
      // Marilyn Monroe → All About Eve → Hugh Marlowe → All About Eve → Marilyn Monroe: the movie is named first
      const { player, gameId } = await expectRefused(
        'Marilyn Monroe',
        [namedLink(t.services, 'Marilyn Monroe', { title: 'All About Eve', year: 1950 }, 'Hugh Marlowe')],
        namedLink(t.services, 'Hugh Marlowe', { title: 'All About Eve', year: 1950 }, 'Marilyn Monroe'),
        '"All About Eve" is already in your chain',
        'movie',
      );
      // the same refusal over tRPC
      const trpc = await player.request('POST', '/trpc/game.addConnection', {
        ...namedLink(t.services, 'Hugh Marlowe', { title: 'All About Eve', year: 1950 }, 'Marilyn Monroe'),
        gameId,
        order: 1,
      });
      expect(trpc.statusCode).toBe(409);
      expect(trpc.json()).toMatchObject({ error: { message: '"All About Eve" is already in your chain' } });
      await expectChainLength(gameId, 1);
    });
  });

  describe('a chain has at most 20 connections', () => {
    it('20 links are taken; a 21st is refused and nothing is stored', async () => {
      const startActorId = actorNamed(t.services, 'Tom Hanks').id;
      const endActorId = actorNamed(t.services, 'Meryl Streep').id;
      const links = simplePath(t.services, startActorId, endActorId, 21);
      const player = new Player(t.app);
      const gameId = await player.createGame({ startActorId, endActorId }, false);
      await player.play(gameId, links.slice(0, 20));
      await expectChainLength(gameId, 20);

      // At its own order (20) the game rule refuses it: 409 saying which rule.
      const atNext = await player.addConnection(gameId, links[20]!, 20);
      expect(atNext.statusCode).toBe(409);
      expect(atNext.json()).toEqual({
        code: 'CONFLICT',
        message: 'A chain has at most 20 connections',
        details: { maxConnections: 20 },
        requestId: expect.any(String),
      });
      // At a taken order, too: the length rule comes before the order rule.
      const atLast = await player.addConnection(gameId, links[20]!, 19);
      expect(atLast.statusCode).toBe(409);
      expect(atLast.json()).toEqual({
        code: 'CONFLICT',
        message: 'A chain has at most 20 connections',
        details: { maxConnections: 20 },
        requestId: expect.any(String),
      });
      await expectChainLength(gameId, 20);
      // The 20th link resubmitted is still the idempotent repeat it always was.
      expect((await player.addConnection(gameId, links[19]!, 19)).statusCode).toBe(200);
      await expectChainLength(gameId, 20);
    });

    it.each([21, 22, 1000])('an order of %i is refused with 400 and stores nothing', async (order) => {
      const { player, gameId } = await newGame();
      const res = await player.addConnection(gameId, path[0]!, order);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'Invalid input: order: order runs from 0 to 20: a chain has at most 20 connections',
      );
      await expectChainLength(gameId, 0);
    });
  });

  describe('repeats and races', () => {
    it('a repeated identical submission answers the stored link and adds nothing', async () => {
      const { player, gameId } = await newGame();
      const first = await player.addConnection(gameId, path[0]!, 0);
      const again = await player.addConnection(gameId, path[0]!, 0);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      await expectChainLength(gameId, 1);
    });

    it('ten identical submissions fired at once make exactly one link, and all of them answer it', async () => {
      const { player, gameId } = await newGame();
      const answers = await Promise.all(Array.from({ length: 10 }, () => player.addConnection(gameId, path[0]!, 0)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const ids = new Set(answers.map((r) => r.json<{ link: { id: number } }>().link.id));
      expect(ids.size).toBe(1);
      const chain = await chainOf(t.app, gameId, player.cookie);
      expect(chain).toHaveLength(1);
      expect(chain[0]!.id).toBe([...ids][0]);
    });

    it('ten different submissions for the same order fired at once make exactly one link', async () => {
      const { player, gameId } = await newGame();
      const candidates = validFirstLinks(t, pair.startActorId, 10);
      expect(candidates).toHaveLength(10);
      const answers = await Promise.all(candidates.map((link) => player.addConnection(gameId, link, 0)));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      const winner = answers
        .find((r) => r.statusCode === 200)!
        .json<{ link: { id: number; nextActor: { id: number } } }>().link;
      const chain = await chainOf(t.app, gameId, player.cookie);
      expect(chain.map((l) => [l.id, l.nextActor.id])).toEqual([[winner.id, winner.nextActor.id]]);
    });
  });
});

/** `count` distinct valid first links from the start actor: each a credit of theirs and a co-star's. */
function validFirstLinks(t: TestApp, startActorId: number, count: number): PathLink[] {
  const links: PathLink[] = [];
  for (const credit of t.services.catalog.moviesOfActor(startActorId)) {
    for (const costar of t.services.catalog.actorsOfMovie(credit.movieId)) {
      if (costar.actorId !== startActorId && links.length < count) {
        links.push(linkOf(t.services, startActorId, credit.movieId, costar.actorId));
      }
    }
  }
  return links;
}
