/**
 * A cheap version of everything the public read side depends on but names: the latest
 * completion (a new completed game), the latest link (which also moves when a game completes
 * with a clock behind another instance's), the hidden games (moderation), the changes to the
 * ranked games and to their names, and the latest daily pair. Index lookups
 * (idx_games_completed_at, idx_games_hidden, primary keys) and sums over the 16 rows of
 * ranked_game_changes, so every request may read it; while the parts a reader depends on are
 * unchanged, what it remembered is still right.
 */
import type { DataSource } from 'typeorm';
import { DirectSql } from './direct-sql';
import { num } from './sql-values';

export interface GamesVersion {
  /** The latest completion of any game. */
  lastCompletion: string;
  /** The latest chain link. */
  lastLink: number;
  /** How many games are hidden, and which (the sum of their ids). */
  hidden: string;
  /**
   * How many changes the ranked games have seen: it grows with every write that can alter a
   * leaderboard, committed with it (migration RankedGameChanges).
   */
  rankedChanges: number;
  /** How many names of ranked games were saved, changed or cleared (migration RankedNameChanges). */
  rankedNames: number;
  /** How many ranked games changed hands (migration RankedOwnerChanges). */
  rankedOwners: number;
  /** The latest daily pair row. */
  lastPair: number;
}

/**
 * The games version as of a moment after the call: every write acknowledged before it is
 * counted. A call made while a read is already under way (which may have started before a
 * write the caller saw acknowledged) does not take that read's answer: it waits for the next
 * one, which all the calls made meanwhile share. So however many requests ask at once, a
 * MySQL server answers about two of these reads per round trip instead of one per request;
 * on SQLite a read is done before its call returns, so calls seldom find one under way.
 */
export function readGamesVersion(db: DataSource): Promise<GamesVersion> {
  let reads = sharedReads.get(db);
  if (!reads) {
    reads = latestRead(() => queryGamesVersion(db));
    sharedReads.set(db, reads);
  }
  return reads();
}

const sharedReads = new WeakMap<DataSource, () => Promise<GamesVersion>>();

/**
 * `read` shared between callers, each answered by a read that started after its call: a caller
 * that finds a read under way joins the one that starts when that read settles.
 */
export function latestRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = read();
    running = run;
    const settled = () => {
      if (running === run) running = null;
    };
    run.then(settled, settled);
    return run;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      const queued = running.then(noop, noop).then(() => {
        if (next === queued) next = null;
        return start();
      });
      next = queued;
    }
    return next;
  };
}

const noop = () => undefined;

async function queryGamesVersion(db: DataSource): Promise<GamesVersion> {
  const [row] = await DirectSql.of(db).rows(
    `SELECT (SELECT MAX(completed_at) FROM games) AS lastCompletion,
            (SELECT MAX(id) FROM chain_links) AS lastLink,
            (SELECT COUNT(*) FROM games WHERE is_hidden = 1) AS hidden,
            (SELECT SUM(id) FROM games WHERE is_hidden = 1) AS hiddenIds,
            (SELECT SUM(changes) FROM ranked_game_changes) AS rankedChanges,
            (SELECT SUM(names) FROM ranked_game_changes) AS rankedNames,
            (SELECT SUM(owners) FROM ranked_game_changes) AS rankedOwners,
            (SELECT MAX(id) FROM daily_pairs) AS lastPair`,
    [],
  );
  const last = row?.lastCompletion;
  return {
    lastCompletion: last instanceof Date ? last.toISOString() : String(last ?? ''),
    lastLink: num(row?.lastLink),
    hidden: `${num(row?.hidden)}:${num(row?.hiddenIds)}`,
    rankedChanges: num(row?.rankedChanges),
    rankedNames: num(row?.rankedNames),
    rankedOwners: num(row?.rankedOwners),
    lastPair: num(row?.lastPair),
  };
}
