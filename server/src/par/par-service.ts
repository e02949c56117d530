/**
 * Par: the exact length of a pair's shortest chain and how many shortest chains it
 * has, computed from the catalog's credit graph when the pair becomes the daily pair and stored
 * with its daily_pairs row. Rows stored before par existed are filled in when first read.
 */
import type { Actor, DailyPuzzle, Movie, OptimalChain } from '@cinema/shared';
import type { DataSource } from 'typeorm';
import { IsNull } from 'typeorm';
import type { CatalogIndex } from '../catalog/catalog-index';
import { CatalogSearches } from '../catalog/catalog-searches';
import type { MovieDatabase } from '../catalog/movie-database';
import type { CreditLookup, OptimalChainPath, OptimalChains } from '../catalog/optimal-chains';
import type { DailyPairService } from '../daily-pair/daily-pair-service';
import { PAIR_MAX_CONNECTIONS, type ActorPair } from '../daily-pair/pair-rules';
import { DailyPairEntity, type DailyPairRow } from '../db/entities';
import { DirectSql } from '../db/direct-sql';
import { nullableNum } from '../db/sql-values';
import { startOfUtcDay, utcDay, type Clock } from '../clock';
import { KeptByVersion } from '../kept-by-version';

/** What is stored with a daily pair. */
export interface ParFacts {
  par: number | null;
  optimalChainCount: number | null;
}

const MAX_STORED_COUNT = 2_147_483_647;
const DAY_MS = 86_400_000;
/**
 * Pairs (each with the number of chains asked) whose optimal chains are kept in memory, the least
 * recently asked dropped first.
 */
const KEPT_PAIRS = 64;

/** The credit graph as the catalog's in-memory index holds it, read afresh at each step (a refresh replaces it). */
export function creditLookupOf(catalog: CatalogIndex): CreditLookup {
  return {
    get nodeCount() {
      return catalog.creditGraph.nodeCount;
    },
    actorNode: (actorId) => catalog.creditGraph.actorNode(actorId),
    movieNode: (movieId) => catalog.creditGraph.movieNode(movieId),
    neighboursOf: (node) => catalog.creditGraph.neighboursOf(node),
    degreeOf: (node) => catalog.creditGraph.degreeOf(node),
    idOf: (node) => catalog.creditGraph.idOf(node),
  };
}

/** Days from the UTC day `from` to the UTC day `to` (both yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Par and the number of optimal chains of a pair, searched on the catalog's search thread; both
 * null when no chain of at most 6 connections joins it.
 */
export async function searchParFacts(searches: CatalogSearches, pair: ActorPair): Promise<ParFacts> {
  return factsFrom(
    await searches.optimalChains(pair.startActorId, pair.endActorId, { maxConnections: PAIR_MAX_CONNECTIONS }),
  );
}

function factsFrom(found: OptimalChains | null): ParFacts {
  if (!found) return { par: null, optimalChainCount: null };
  return { par: found.connections, optimalChainCount: Math.min(found.count, MAX_STORED_COUNT) };
}

export class ParService {
  /** The catalog's searches, on their own thread: what requests ask. */
  readonly searches: CatalogSearches;
  /** Each pair's optimal chains, by the catalog's revision they were found in. */
  private readonly chainsByPair = new KeptByVersion<OptimalChain[]>(KEPT_PAIRS);

  constructor(
    private readonly db: DataSource,
    private readonly catalog: CatalogIndex,
    private readonly movieDatabase: MovieDatabase,
    private readonly dailyPair: DailyPairService,
    private readonly clock: Clock,
  ) {
    this.searches = CatalogSearches.of(catalog);
  }

  /** Par and the number of optimal chains of a pair (`searchParFacts`). */
  searchFactsOf(pair: ActorPair): Promise<ParFacts> {
    return searchParFacts(this.searches, pair);
  }

  /**
   * Up to `limit` optimal chains of a pair, with the actors and movies as the API shows them.
   * Every completion of a pair asks for the same chains, and the search and the reads of their
   * actors and movies are not free, so the answer is kept per pair (a few pairs a day), until
   * the catalog changes (an import, a film fetched from TMDB): a new film may add chains, and a
   * film or actor stored again may be shown differently (a corrected title or year).
   */
  optimalChainsOf(pair: ActorPair, limit: number): Promise<OptimalChain[]> {
    const key = `${pair.startActorId}:${pair.endActorId}:${limit}`;
    return this.chainsByPair.get(key, String(this.catalog.revision), async () => {
      const found = await this.searches.optimalChains(pair.startActorId, pair.endActorId, {
        maxConnections: PAIR_MAX_CONNECTIONS,
        limit,
      });
      return found ? this.shown(found.chains) : [];
    });
  }

  /** The chains' steps with their Actor and Movie shapes (a step whose actor or movie is unknown is dropped). */
  async shown(chains: readonly OptimalChainPath[]): Promise<OptimalChain[]> {
    const [actors, movies] = await Promise.all([
      this.movieDatabase.actorsByIds([...new Set(chains.flatMap((c) => c.actorIds))]),
      this.movieDatabase.moviesByIds([...new Set(chains.flatMap((c) => c.movieIds))]),
    ]);
    return chains.map((chain) =>
      chain.movieIds.flatMap((movieId, i) => {
        const actor: Actor | undefined = actors.get(chain.actorIds[i]!);
        const movie: Movie | undefined = movies.get(movieId);
        const nextActor: Actor | undefined = actors.get(chain.actorIds[i + 1]!);
        return actor && movie && nextActor ? [{ actor, movie, nextActor }] : [];
      }),
    );
  }

  /** Every daily pair row, oldest first: one or a few a day, so small. */
  async history(): Promise<DailyPairRow[]> {
    return this.db.getRepository(DailyPairEntity).find({ order: { activeFrom: 'ASC', id: 'ASC' } });
  }

  /** A row's par, computing and storing it when the row predates par. */
  async parOfRow(
    row: Pick<DailyPairRow, 'id' | 'startActorId' | 'endActorId' | 'par' | 'optimalChainCount'>,
  ): Promise<ParFacts> {
    if (row.par !== null) return { par: row.par, optimalChainCount: row.optimalChainCount };
    const facts = await this.searchFactsOf(row);
    if (facts.par !== null) {
      await this.db.getRepository(DailyPairEntity).update({ id: row.id, par: IsNull() }, { ...facts });
      row.par = facts.par;
      row.optimalChainCount = facts.optimalChainCount;
    }
    return facts;
  }

  /**
   * The par of a pair: from its latest daily pair row, else computed now (a pair that never was a
   * daily pair). Today's pair's is read once while the settings row and the day stay the same
   * (every completed daily game asks; a new daily pair opens a new row and changes the settings).
   * Remembered under the pair itself: the pair may change while the settings are read again.
   */
  async parOfPair(pair: ActorPair): Promise<number | null> {
    return (await this.factsOfPair(pair)).par;
  }

  /** The par and the count of optimal chains of a pair, read as parOfPair reads them. */
  async factsOfPair(pair: ActorPair): Promise<ParFacts> {
    const today = await this.dailyPair.currentPair();
    if (today?.startActorId === pair.startActorId && today.endActorId === pair.endActorId) {
      const key = `factsOf:${pair.startActorId}:${pair.endActorId}`;
      return this.dailyPair.remembered(key, () => this.storedFactsOfPair(pair));
    }
    return this.storedFactsOfPair(pair);
  }

  private async storedFactsOfPair(pair: ActorPair): Promise<ParFacts> {
    // By hand, straight to the driver (DirectSql): TypeORM's `query` cost more than this small
    // table's read (on SQLite it prepares the statement on every call).
    const [found] = (await DirectSql.of(this.db).rows(
      'SELECT id, par, optimal_chain_count FROM daily_pairs WHERE start_actor_id = ? AND end_actor_id = ?' +
        ' ORDER BY active_from DESC, id DESC LIMIT 1',
      [pair.startActorId, pair.endActorId],
    )) as Array<{ id: unknown; par: unknown; optimal_chain_count: unknown }>;
    if (!found) return this.searchFactsOf(pair);
    const row = {
      ...pair,
      id: Number(found.id),
      par: nullableNum(found.par),
      optimalChainCount: nullableNum(found.optimal_chain_count),
    };
    return this.parOfRow(row);
  }

  /** The UTC day of the first daily pair (puzzle 1), or null before any. */
  async firstDay(): Promise<string | null> {
    const first = await this.db
      .getRepository(DailyPairEntity)
      .find({ order: { activeFrom: 'ASC', id: 'ASC' }, take: 1 });
    return first[0] ? utcDay(first[0].activeFrom) : null;
  }

  /** The puzzle number of a UTC day: 1 for the first day of the daily pair history. */
  puzzleNumberOf(firstDay: string, day: string): number {
    return daysBetween(firstDay, day) + 1;
  }

  /** Today's pair with its par, number of optimal chains and puzzle number. */
  async dailyPuzzle(): Promise<DailyPuzzle> {
    const actors = await this.dailyPair.dailyActors();
    const pair = await this.dailyPair.currentPair();
    if (!pair) return { ...actors, par: null, optimalChainCount: null, puzzleNumber: 0 };
    const current = await this.db.getRepository(DailyPairEntity).findOne({
      where: { activeTo: IsNull() },
      order: { activeFrom: 'DESC', id: 'DESC' },
    });
    const facts =
      current && current.startActorId === pair.startActorId && current.endActorId === pair.endActorId
        ? await this.parOfRow(current)
        : await this.searchFactsOf(pair);
    const firstDay = await this.firstDay();
    const today = utcDay(startOfUtcDay(this.clock.now()));
    return { ...actors, ...facts, puzzleNumber: firstDay ? this.puzzleNumberOf(firstDay, today) : 1 };
  }
}
