/**
 * A cheap version of everything the public read side depends on but names: the latest
 * completion (a new completed game), the latest link (which also moves when a game completes
 * with a clock behind another instance's), the hidden games (moderation) and the latest daily
 * pair. Index lookups only (idx_games_completed_at, idx_games_hidden, primary keys), so every
 * request may read it; while the parts a reader depends on are unchanged, what it remembered
 * is still right. Player names are always read live.
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
  /** The latest daily pair row. */
  lastPair: number;
}

export async function readGamesVersion(db: DataSource): Promise<GamesVersion> {
  const [row] = await DirectSql.of(db).rows(
    `SELECT (SELECT MAX(completed_at) FROM games) AS lastCompletion,
            (SELECT MAX(id) FROM chain_links) AS lastLink,
            (SELECT COUNT(*) FROM games WHERE is_hidden = 1) AS hidden,
            (SELECT SUM(id) FROM games WHERE is_hidden = 1) AS hiddenIds,
            (SELECT MAX(id) FROM daily_pairs) AS lastPair`,
    [],
  );
  const last = row?.lastCompletion;
  return {
    lastCompletion: last instanceof Date ? last.toISOString() : String(last ?? ''),
    lastLink: num(row?.lastLink),
    hidden: `${num(row?.hidden)}:${num(row?.hiddenIds)}`,
    lastPair: num(row?.lastPair),
  };
}
