/**
 * Helpers for the game suites: a player with a cookie jar speaking REST to the app, and real
 * paths through the starter catalog: found by search (whatever the catalog holds, they fit), or
 * named link by link where a test works its figures out by hand from the catalog's facts.
 */
import { seededRandom } from '../support/seeded-random';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Services } from '../../server/src/services';
import { ChainLinkEntity } from '../../server/src/db/entities';
import { linkOf as linkOfCatalog, linksOfChain, type PathLink } from '../support/chain-path';

export type { PathLink } from '../support/chain-path';

export interface Pair {
  startActorId: number;
  endActorId: number;
}

/** The links of a shortest chain between two actors, as a client would submit them. */
export function pathBetween(services: Services, pair: Pair): PathLink[] {
  const chain = services.catalog.shortestChain(pair.startActorId, pair.endActorId);
  if (!chain) throw new Error(`no chain between actors ${pair.startActorId} and ${pair.endActorId}`);
  return linksOfChain(services.catalog, chain);
}

export const linkOf = (services: Services, actorId: number, movieId: number, nextActorId: number): PathLink =>
  linkOfCatalog(services.catalog, actorId, movieId, nextActorId);

export async function dailyPair(services: Services): Promise<Pair> {
  const pair = await services.dailyPair.currentPair();
  if (!pair) throw new Error('the starter catalog has no daily pair');
  return { startActorId: pair.startActorId, endActorId: pair.endActorId };
}

/**
 * A pair of well-known actors at least `minConnections` apart, so that the second link's movie
 * is one the start actor was not in (else the chain would be shorter). Deterministic.
 */
export function distantPair(services: Services, minConnections: number): Pair {
  const actors = services.catalog.randomActors(200, seededRandom(7));
  for (const from of actors) {
    for (const to of actors) {
      const chain = from.id === to.id ? null : services.catalog.shortestChain(from.id, to.id);
      if (chain && chain.connections >= minConnections) return { startActorId: from.id, endActorId: to.id };
    }
  }
  throw new Error(`no two actors are ${minConnections} connections apart`);
}

/** A browser: sends its cookie back, and keeps the one the server sets. */
export class Player {
  constructor(
    private readonly app: FastifyInstance,
    public cookie: string | null = null,
  ) {}

  async request(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      headers: this.cookie ? { cookie: this.cookie } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const set = res.cookies.find((c) => c.name === 'cc_player');
    if (set) this.cookie = `${set.name}=${set.value}`;
    return res;
  }

  async createGame(pair: Pair, isDailyGame = true): Promise<number> {
    const res = await this.request('POST', '/api/games', { ...pair, isDailyGame });
    if (res.statusCode !== 201) throw new Error(`create game answered ${res.statusCode}: ${res.body}`);
    return res.json<{ id: number }>().id;
  }

  addConnection(gameId: number, link: PathLink, order: number): Promise<LightMyRequestResponse> {
    return this.request('POST', `/api/games/${gameId}/connections`, { ...link, order });
  }

  /** Plays every link, failing loudly on the first refusal. */
  async play(gameId: number, path: PathLink[]): Promise<void> {
    for (const [order, link] of path.entries()) {
      const res = await this.addConnection(gameId, link, order);
      if (res.statusCode !== 200) throw new Error(`link ${order} answered ${res.statusCode}: ${res.body}`);
    }
  }

  complete(gameId: number, moveCount: number): Promise<LightMyRequestResponse> {
    return this.request('PATCH', `/api/games/${gameId}`, { isComplete: true, moveCount });
  }

  saveName(gameId: number, playerName: string | null): Promise<LightMyRequestResponse> {
    return this.request('PATCH', `/api/games/${gameId}`, { playerName });
  }
}

/**
 * A game's chain as `GET /api/games/:id/chain` answers it: with no cookie (anyone) or with the
 * cookie of a player. The chain of a game in progress answers only its own player.
 */
export async function chainOf(app: FastifyInstance, gameId: number, cookie: string | null = null) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/games/${gameId}/chain`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`chain answered ${res.statusCode}: ${res.body}`);
  return res.json<
    Array<{ id: number; order: number; actor: { id: number }; movie: { id: number }; nextActor: { id: number } }>
  >();
}

/** The links stored for a game, read from the database: what a refusal must leave unchanged. */
export function storedLinkCount(services: Services, gameId: number): Promise<number> {
  return services.db.getRepository(ChainLinkEntity).countBy({ gameId });
}

/** The only actor of the catalog with this name (a test's hand-worked facts name it). */
export function actorNamed(services: Services, name: string) {
  const found = services.catalog.actorsByName(name);
  if (found.length !== 1) throw new Error(`${found.length} actors are named ${name}`);
  return found[0]!;
}

/** A link named as a player reads it: actor, movie title and year, next actor. */
export function namedLink(
  services: Services,
  actor: string,
  movie: { title: string; year: number },
  nextActor: string,
): PathLink {
  const from = actorNamed(services, actor);
  const to = actorNamed(services, nextActor);
  const credit = services.catalog
    .moviesOfActor(from.id)
    .find(
      (c) =>
        services.catalog.movieById(c.movieId)?.title === movie.title &&
        services.catalog.movieById(c.movieId)?.year === movie.year,
    );
  if (!credit) throw new Error(`${actor} has no credit in ${movie.title} (${movie.year})`);
  return linkOf(services, from.id, credit.movieId, to.id);
}

/**
 * A chain of `length` links from an actor that never revisits an actor or a movie and never
 * meets `avoidActorId` (found by a depth-first walk of the catalog, the same on every run).
 */
export function simplePath(services: Services, startActorId: number, avoidActorId: number, length: number): PathLink[] {
  const { catalog } = services;
  const actors = new Set([startActorId, avoidActorId]);
  const movies = new Set<number>();
  const links: PathLink[] = [];
  const walk = (actorId: number): boolean => {
    if (links.length === length) return true;
    for (const credit of catalog.moviesOfActor(actorId)) {
      if (movies.has(credit.movieId)) continue;
      for (const costar of catalog.actorsOfMovie(credit.movieId)) {
        if (actors.has(costar.actorId)) continue;
        actors.add(costar.actorId);
        movies.add(credit.movieId);
        links.push(linkOf(services, actorId, credit.movieId, costar.actorId));
        if (walk(costar.actorId)) return true;
        links.pop();
        movies.delete(credit.movieId);
        actors.delete(costar.actorId);
      }
    }
    return false;
  };
  if (!walk(startActorId)) throw new Error(`no chain of ${length} links from actor ${startActorId}`);
  return links;
}

export async function gameOf(app: FastifyInstance, gameId: number) {
  const input = encodeURIComponent(JSON.stringify({ gameId }));
  const res = await app.inject({ method: 'GET', url: `/trpc/game.get?input=${input}` });
  if (res.statusCode !== 200) throw new Error(`game.get answered ${res.statusCode}: ${res.body}`);
  return res.json<{ result: { data: Record<string, unknown> } }>().result.data;
}
