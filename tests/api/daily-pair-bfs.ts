/**
 * Shortest chain lengths worked out by the tests themselves, independently of the server's
 * credit graph: a plain breadth-first search over the credits table.
 */
import type { DataSource } from 'typeorm';

export interface CreditTable {
  /** Connections (actor → movie → actor links) of a shortest chain; null when none exists. */
  connections(fromActorId: number, toActorId: number): number | null;
  /** Credit counts per actor. */
  creditCount(actorId: number): number;
  /** Every actor a chain reaches from `fromActorId`, with its shortest chain's connections. */
  distancesFrom(fromActorId: number): Map<number, number>;
}

export async function creditTable(db: DataSource): Promise<CreditTable> {
  const rows = (await db.query('SELECT actor_id, movie_id FROM credits')) as { actor_id: number; movie_id: number }[];
  const moviesOf = new Map<number, number[]>();
  const castOf = new Map<number, number[]>();
  for (const { actor_id: actor, movie_id: movie } of rows) {
    const a = Number(actor);
    const m = Number(movie);
    moviesOf.set(a, [...(moviesOf.get(a) ?? []), m]);
    castOf.set(m, [...(castOf.get(m) ?? []), a]);
  }
  const distancesFrom = (fromActorId: number): Map<number, number> => {
    const distance = new Map<number, number>([[fromActorId, 0]]);
    let frontier = [fromActorId];
    while (frontier.length > 0) {
      const next: number[] = [];
      for (const actor of frontier)
        for (const movie of moviesOf.get(actor) ?? [])
          for (const coStar of castOf.get(movie) ?? []) {
            if (distance.has(coStar)) continue;
            distance.set(coStar, distance.get(actor)! + 1);
            next.push(coStar);
          }
      frontier = next;
    }
    return distance;
  };
  return {
    distancesFrom,
    creditCount: (actorId) => moviesOf.get(actorId)?.length ?? 0,
    connections(fromActorId, toActorId) {
      if (fromActorId === toActorId) return 0;
      const distance = new Map<number, number>([[fromActorId, 0]]);
      const seenMovies = new Set<number>();
      let frontier = [fromActorId];
      while (frontier.length > 0) {
        const next: number[] = [];
        for (const actor of frontier) {
          for (const movie of moviesOf.get(actor) ?? []) {
            if (seenMovies.has(movie)) continue;
            seenMovies.add(movie);
            for (const coStar of castOf.get(movie) ?? []) {
              if (distance.has(coStar)) continue;
              const d = distance.get(actor)! + 1;
              if (coStar === toActorId) return d;
              distance.set(coStar, d);
              next.push(coStar);
            }
          }
        }
        frontier = next;
      }
      return null;
    },
  };
}
