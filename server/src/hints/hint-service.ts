/**
 * Hints, decided by the server: up to HINT_LIMIT per game, always in the same order —
 * 1. how many connections are left from the current actor on a shortest chain,
 * 2. a movie of the current actor that lies on a shortest chain,
 * 3. the actor to reach through it.
 * "Shortest" avoids the actors and movies the chain already holds (a chain may not revisit
 * them). Each hint is stored with the game, in order, and costs points at completion through
 * the shared score function. A game's hints are its player's alone.
 */
import {
  HINT_LIMIT,
  MAX_CHAIN_LENGTH,
  hintCompletedMessage,
  hintLimitMessage,
  type Hint,
  type HintResult,
  type HintsResult,
} from '@cinema/shared';
import type { MovieDatabase } from '../catalog/movie-database';
import type { CatalogSearches } from '../catalog/catalog-searches';
import { conflict, notFound } from '../errors';
import type { GameWithChain } from '../game/game-copies';
import type { GameStore } from '../game/game-store';
import { assertOwnedBy } from '../game/ownership';

const gameNotFoundMessage = (id: number) => `Game ${id} not found`;
const noChainLeftMessage =
  'No chain from your current actor reaches the end actor without repeating an actor or a movie';
const hintRaceMessage = 'Another hint was given for this game at the same moment: ask again';

/** A hint as stored: ids only, so the answer always shows the catalog's current names. */
export type StoredHint =
  { level: 1; connectionsLeft: number } | { level: 2; movieId: number } | { level: 3; actorId: number };

/** The hints column's JSON, tolerant of a missing or unreadable value (no hints). */
function parseHints(text: string | null): StoredHint[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as StoredHint[]) : [];
  } catch {
    return [];
  }
}

/**
 * The next hint for a chain: `level` 1–3, from `current` (the chain's last actor) to `end`,
 * avoiding what the chain holds; null when no chain is left. The chain chosen is the same for
 * the same state, so hint 3 names the actor reached through the movie of hint 2.
 */
async function nextHint(
  searches: CatalogSearches,
  level: 1 | 2 | 3,
  game: { startActorId: number; endActorId: number },
  chain: ReadonlyArray<{ actorId: number; movieId: number; nextActorId: number }>,
): Promise<StoredHint | null> {
  const current = chain.length > 0 ? chain[chain.length - 1]!.nextActorId : game.startActorId;
  const avoidActors = new Set([game.startActorId, ...chain.flatMap((l) => [l.actorId, l.nextActorId])]);
  avoidActors.delete(current);
  const avoidMovies = new Set(chain.map((l) => l.movieId));
  const found = await searches.optimalChains(current, game.endActorId, {
    maxConnections: Math.max(0, MAX_CHAIN_LENGTH - chain.length),
    limit: 1,
    avoidActors,
    avoidMovies,
  });
  if (!found || found.connections === 0) return null;
  const [first] = found.chains;
  if (level === 1) return { level, connectionsLeft: found.connections };
  if (level === 2) return { level, movieId: first!.movieIds[0]! };
  return { level, actorId: first!.actorIds[1]! };
}

export class HintService {
  constructor(
    /** The games' one writer: a hint is stored through it, like every other write of a game. */
    private readonly games: GameStore,
    /** The catalog's searches, on their own thread. */
    private readonly searches: CatalogSearches,
    private readonly movieDatabase: MovieDatabase,
  ) {}

  /** The next hint of the caller's game in progress (403 for another's game, 409 when complete or past the limit). */
  async hint(playerKey: string, gameId: number): Promise<HintResult> {
    const { game, chain } = await this.requireOwnGame(playerKey, gameId);
    if (game.isComplete) throw conflict(hintCompletedMessage);
    const used = game.hintsUsed ?? 0;
    if (used >= HINT_LIMIT) throw conflict(hintLimitMessage, { hintsUsed: used });
    const stored = await nextHint(this.searches, (used + 1) as 1 | 2 | 3, game, chain);
    if (!stored) throw conflict(noChainLeftMessage);
    const hints = [...parseHints(game.hints), stored];
    if (!(await this.games.recordHint(gameId, used, JSON.stringify(hints)))) {
      const { game: now } = await this.requireOwnGame(playerKey, gameId);
      if (now.isComplete) throw conflict(hintCompletedMessage);
      if ((now.hintsUsed ?? 0) >= HINT_LIMIT) throw conflict(hintLimitMessage, { hintsUsed: now.hintsUsed });
      throw conflict(hintRaceMessage);
    }
    const [hint] = await this.shown([stored]);
    return { hint: hint!, hintsUsed: used + 1 };
  }

  /** The hints given so far, in order: the game's player only. */
  async hints(playerKey: string, gameId: number): Promise<HintsResult> {
    const { game } = await this.requireOwnGame(playerKey, gameId);
    const hints = await this.shown(parseHints(game.hints));
    return { hints, hintsUsed: game.hintsUsed ?? 0 };
  }

  /** Read afresh: a hint is decided on the game and chain as stored, never on a copy. */
  private async requireOwnGame(playerKey: string, gameId: number): Promise<GameWithChain> {
    const found = await this.games.findGameWithChain(gameId);
    if (!found) throw notFound(gameNotFoundMessage(gameId));
    assertOwnedBy(found.game, playerKey);
    return found;
  }

  private async shown(stored: readonly StoredHint[]): Promise<Hint[]> {
    const [actors, movies] = await Promise.all([
      this.movieDatabase.actorsByIds(stored.flatMap((h) => (h.level === 3 ? [h.actorId] : []))),
      this.movieDatabase.moviesByIds(stored.flatMap((h) => (h.level === 2 ? [h.movieId] : []))),
    ]);
    return stored.flatMap((h): Hint[] => {
      if (h.level === 1) return [h];
      if (h.level === 2) {
        const movie = movies.get(h.movieId);
        return movie ? [{ level: 2, movie }] : [];
      }
      const actor = actors.get(h.actorId);
      return actor ? [{ level: 3, actor }] : [];
    });
  }
}
