/**
 * The recap's reads and the kept recaps. A day's games are found through idx_games_recap_day;
 * a kept recap carries the fingerprint of the games it was computed from (how many, which,
 * how many named), so a late completion, a saved or reset name or a hidden game is noticed by
 * one index-only query and the recap is computed again.
 */
import { DirectSql } from '../db/direct-sql';
import { RANKED_GAME } from '../db/ranked-games';
import { dateOf, nullableNum, num } from '../db/sql-values';
import type { DataSource, Repository } from 'typeorm';
import { DailyRecapEntity, type DailyRecapRow } from '../db/entities';
import { pairKey, type PlayedPair, type RecapGame, type RecapLink } from './recap-aggregate';

/** The games a recap counts: the ranked, visible games of one puzzle day (the day they were started). */
const OF_DAY = `g.started_day = ? AND ${RANKED_GAME}`;
const OF_PAIR = `${OF_DAY} AND g.start_actor_id = ? AND g.end_actor_id = ?`;

export class RecapStore {
  private readonly sql: DirectSql;
  private readonly kept: Repository<DailyRecapRow>;

  constructor(db: DataSource) {
    this.sql = DirectSql.of(db);
    this.kept = db.getRepository(DailyRecapEntity);
  }

  /** Empty text for a day with no games. */
  async fingerprint(day: string): Promise<string> {
    const [row] = await this.sql.rows(
      `SELECT COUNT(*) AS n, SUM(g.id) AS ids, MAX(g.id) AS latest, COUNT(g.player_name) AS named FROM games g WHERE ${OF_DAY}`,
      [day],
    );
    const n = num(row?.n);
    return n === 0 ? '' : `${n}:${num(row!.ids)}:${num(row!.latest)}:${num(row!.named)}`;
  }

  async pairsOf(day: string): Promise<PlayedPair[]> {
    const rows = await this.sql.rows(
      `SELECT g.start_actor_id AS startActorId, g.end_actor_id AS endActorId, COUNT(*) AS games, MAX(g.id) AS latestGameId
       FROM games g WHERE ${OF_DAY} GROUP BY g.start_actor_id, g.end_actor_id`,
      [day],
    );
    return rows.map((r) => ({
      startActorId: num(r.startActorId),
      endActorId: num(r.endActorId),
      games: num(r.games),
      latestGameId: num(r.latestGameId),
    }));
  }

  async gamesOf(day: string, pair: { startActorId: number; endActorId: number }): Promise<RecapGame[]> {
    const rows = await this.sql.rows(
      `SELECT g.id, g.player_name AS playerName, g.move_count AS moveCount, g.score, g.completed_at AS completedAt
       FROM games g WHERE ${OF_PAIR}`,
      [day, pair.startActorId, pair.endActorId],
    );
    return rows.map((r) => ({
      id: num(r.id),
      playerName: (r.playerName as string | null) ?? null,
      moveCount: num(r.moveCount),
      score: num(r.score),
      completedAt: dateOf(r.completedAt),
    }));
  }

  async linksOf(day: string, pair: { startActorId: number; endActorId: number }): Promise<RecapLink[]> {
    const rows = await this.sql.rows(
      `SELECT l.game_id AS gameId, l.link_order AS linkOrder, l.actor_id AS actorId, l.movie_id AS movieId,
              l.next_actor_id AS nextActorId, l.actor_billing AS actorBilling, l.next_actor_billing AS nextActorBilling
       FROM games g JOIN chain_links l ON l.game_id = g.id WHERE ${OF_PAIR}`,
      [day, pair.startActorId, pair.endActorId],
    );
    return rows.map((r) => ({
      gameId: num(r.gameId),
      order: num(r.linkOrder),
      actorId: num(r.actorId),
      movieId: num(r.movieId),
      nextActorId: num(r.nextActorId),
      actorBilling: nullableNum(r.actorBilling),
      nextActorBilling: nullableNum(r.nextActorBilling),
    }));
  }

  /** How long each pair was the daily pair during `day` (UTC), in milliseconds, by `pairKey`. */
  async activeTimeOf(day: string): Promise<Map<string, number>> {
    const from = new Date(`${day}T00:00:00.000Z`);
    const to = new Date(from.getTime() + 86_400_000);
    const rows = await this.sql.rows(
      'SELECT p.start_actor_id, p.end_actor_id, p.active_from, p.active_to FROM daily_pairs p' +
        ' WHERE p.active_from < ? AND (p.active_to IS NULL OR p.active_to > ?)',
      [to, from],
    );
    const active = new Map<string, number>();
    for (const r of rows) {
      const start = Math.max(dateOf(r.active_from).getTime(), from.getTime());
      const end = Math.min(r.active_to === null ? to.getTime() : dateOf(r.active_to).getTime(), to.getTime());
      const key = pairKey({ startActorId: num(r.start_actor_id), endActorId: num(r.end_actor_id) });
      active.set(key, (active.get(key) ?? 0) + Math.max(0, end - start));
    }
    return active;
  }

  /** The names of these games as stored now (a name is saved, or reset by moderation, at any time). */
  async namesOf(ids: readonly number[]): Promise<Map<number, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.sql.rows(
      `SELECT g.id, g.player_name AS playerName FROM games g WHERE g.id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return new Map(rows.map((r) => [num(r.id), (r.playerName as string | null) ?? null]));
  }

  keptRecap(day: string): Promise<DailyRecapRow | null> {
    return this.kept.findOneBy({ day });
  }

  async keep(row: DailyRecapRow): Promise<void> {
    await this.kept.upsert(row, ['day']);
  }

  async forget(day: string): Promise<void> {
    await this.kept.delete({ day });
  }
}
