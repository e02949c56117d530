/**
 * Moderation of the names players typed (DESIGN §9): the named entries of any puzzle day, a name
 * reset to anonymous, and hiding an entry from every public answer. Every action is logged with
 * the admin session and the time; hiding is undone by unhiding, and a reset keeps the old name in
 * the log, so an entry stays listed (with its state) after either.
 */
import type { ModerationEntry } from '@cinema/shared';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { GameRow } from '../db/entities';
import { DirectSql } from '../db/direct-sql';
import type { GameStore } from '../game/game-store';
import { dateOf, nullableNum } from '../db/sql-values';
import { notFound } from '../errors';
import { utcDay, type Clock } from '../clock';
import { ModerationActionEntity, type ModerationActionKind } from '../db/entities/moderation-action.entity';

const gameNotFoundMessage = (id: number) => `No game has the id ${id}`;

/** The name a game had before its (latest) reset, from the log. */
const NAME_BEFORE_RESET =
  "(SELECT m.previous_name FROM moderation_actions m WHERE m.game_id = g.id AND m.action = 'reset-name'" +
  ' AND m.previous_name IS NOT NULL ORDER BY m.id DESC LIMIT 1)';
const ENTRY_COLUMNS =
  'g.id, g.player_name, g.move_count, g.score, g.is_hidden, g.completed_at, ' +
  `${NAME_BEFORE_RESET} AS name_before_reset`;
/** A game's puzzle day is the UTC day it was started (DESIGN §5; older games were given theirs by a migration). */
const OF_PUZZLE_DAY = 'g.started_day = ?';
/** Completed daily games that carry a name, or carried one until moderation reset it. */
const DAY_ENTRIES =
  `SELECT ${ENTRY_COLUMNS} FROM games g WHERE g.is_daily_game = 1 AND g.is_complete = 1 AND ${OF_PUZZLE_DAY}` +
  " AND (g.player_name IS NOT NULL OR EXISTS (SELECT 1 FROM moderation_actions m WHERE m.game_id = g.id AND m.action = 'reset-name'))" +
  ' ORDER BY g.completed_at DESC, g.id DESC';
const ONE_ENTRY = `SELECT ${ENTRY_COLUMNS} FROM games g WHERE g.id = ?`;

export class Moderation {
  private readonly sql: DirectSql;

  constructor(
    private readonly db: DataSource,
    /** The games' one writer: a reset or a hidden game is written through it. */
    private readonly games: GameStore,
    private readonly clock: Clock,
    /** Told each game day whose public aggregates (the recap) a change affects. */
    private readonly onDayChanged: (day: string) => Promise<void>,
  ) {
    this.sql = DirectSql.of(db);
  }

  /** The entries of a puzzle day (today when none is given), newest completion first. */
  async entries(day: string = utcDay(this.clock.now())): Promise<ModerationEntry[]> {
    const rows = await this.sql.rows(DAY_ENTRIES, [day]);
    return rows.map(entryOf);
  }

  /** The name becomes anonymous; the old one is kept in the log. The player cannot name the game again. */
  async resetName(gameId: number, adminSession: string): Promise<ModerationEntry> {
    const game = await this.game(gameId);
    // Logged first: the old name is never lost, even when the reset itself then fails.
    await this.log(gameId, 'reset-name', adminSession, game.playerName);
    await this.games.resetName(gameId);
    await this.changed(game);
    return this.entry(gameId);
  }

  async setHidden(gameId: number, hidden: boolean, adminSession: string): Promise<ModerationEntry> {
    const game = await this.game(gameId);
    await this.log(gameId, hidden ? 'hide' : 'unhide', adminSession, null);
    await this.games.setHidden(gameId, hidden);
    await this.changed(game);
    return this.entry(gameId);
  }

  private async game(id: number): Promise<GameRow> {
    const game = await this.games.findGame(id);
    if (!game) throw notFound(gameNotFoundMessage(id));
    return game;
  }

  private async entry(id: number): Promise<ModerationEntry> {
    const [row] = await this.sql.rows(ONE_ENTRY, [id]);
    if (!row) throw notFound(gameNotFoundMessage(id));
    return entryOf(row);
  }

  private async log(gameId: number, action: ModerationActionKind, adminSession: string, previousName: string | null) {
    await this.db
      .getRepository(ModerationActionEntity)
      .insert({ gameId, action, adminSession, previousName, createdAt: this.clock.now() });
  }

  /** Both days a recap may file the game under: its puzzle day, and the day it was completed. */
  private async changed(game: GameRow): Promise<void> {
    const days = new Set([game.startedDay, game.completedDay].filter((day): day is string => day !== null));
    for (const day of days) await this.onDayChanged(day);
  }
}

/** A row read with ENTRY_COLUMNS: booleans as 1/0 (or '1'/'0') on both engines. */
function entryOf(r: ObjectLiteral): ModerationEntry {
  return {
    gameId: Number(r.id),
    playerName: r.player_name === null ? null : String(r.player_name),
    nameBeforeReset: r.name_before_reset === null ? null : String(r.name_before_reset),
    moveCount: Number(r.move_count),
    score: nullableNum(r.score),
    hidden: Boolean(Number(r.is_hidden)),
    completedAt: r.completed_at === null ? null : dateOf(r.completed_at).toISOString(),
  };
}
