/**
 * Games and chain links in the database: everything a game is lives here, so a restart or a
 * second instance loses nothing (DESIGN §13). Writes that race are made safe by the database
 * itself: the unique (game, order) key and conditional updates, not by in-process locks.
 *
 * Beside the database, the store keeps copies of the games it read or wrote lately (GameCopies):
 * what a player's next link, completion or name is decided on first. Every write lands in the
 * database before its copy moves on.
 */
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { ChainLinkRow, GameRow } from '../db/entities';
import { DirectSql } from '../db/direct-sql';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { rankedKeyOf, type PuzzleClaim } from '../db/ranked-games';
import { dateOf, nullableNum } from '../db/sql-values';
import { GameCopies, type GameWithChain } from './game-copies';
import type { PairStanding } from './puzzle-day-rules';

const INSERT_GAME =
  'INSERT INTO games (start_actor_id, end_actor_id, is_daily_game, player_key, archive_day, started_day, is_practice)' +
  ' VALUES (?, ?, ?, ?, ?, ?, ?)';
// Stored only while the game is still this player's and in progress: a decision taken on a copy
// (GameCopies) is checked here against the game as it is, as a transfer code may have moved it.
const INSERT_LINK =
  'INSERT INTO chain_links (game_id, link_order, actor_id, movie_id, next_actor_id, actor_billing, next_actor_billing)' +
  ' SELECT id, ?, ?, ?, ?, ?, ? FROM games WHERE id = ? AND player_key = ? AND is_complete = 0';
/**
 * The ranked game also claims its player's puzzle day (`ranked_key`, unique) and carries the
 * hints the player took on that day's pair in any game (`hints_used`); a practice game
 * claims nothing. Conditional on the hints the score was computed with.
 */
const COMPLETE_GAME =
  'UPDATE games SET is_complete = 1, move_count = ?, score = ?, completed_at = ?, completed_day = ?,' +
  ' hints_used = ?, is_practice = ?, ranked_key = ?' +
  ' WHERE id = ? AND player_key = ? AND is_complete = 0 AND hints_used = ? AND (is_practice = 0 OR ? = 1)';

/** The next hint, conditional on the count read and the game in progress: of two racing hints one wins. */
const RECORD_HINT = 'UPDATE games SET hints_used = ?, hints = ? WHERE id = ? AND hints_used = ? AND is_complete = 0';
/** Moderation: the name becomes anonymous (the player cannot name the game again: name_saved stays). */
const RESET_NAME = 'UPDATE games SET player_name = NULL WHERE id = ?';
const SET_HIDDEN = 'UPDATE games SET is_hidden = ? WHERE id = ?';

/** A player's games that were played (have a link): what a transfer code moves; untouched games stay. */
const MOVE_PLAYED_UNRANKED_GAMES =
  'UPDATE games SET player_key = ? WHERE player_key = ? AND ranked_key IS NULL' +
  ' AND id IN (SELECT l.game_id FROM chain_links l WHERE l.link_order = 0)';
const RANKED_GAMES_OF =
  'SELECT g.id, g.started_day, g.start_actor_id, g.end_actor_id FROM games g' +
  ' WHERE g.player_key = ? AND g.ranked_key IS NOT NULL';
const MOVE_RANKED_GAME = 'UPDATE games SET player_key = ?, ranked_key = ? WHERE id = ?';
const MOVE_AS_PRACTICE = 'UPDATE games SET player_key = ?, ranked_key = NULL, is_practice = 1 WHERE id = ?';

/**
 * A player's daily games of one puzzle day's pair (not archive replays), `g` bound to the claim:
 * with `is_complete`, the key of idx_games_player_pair, so a read of the games in progress stays
 * small however many games of the pair the player completed.
 */
const OF_PAIR =
  'g.player_key = ? AND g.started_day = ? AND g.start_actor_id = ? AND g.end_actor_id = ?' +
  ' AND g.is_daily_game = 1 AND g.archive_day IS NULL';
/** The ranked game of a claim: the one game holding its key (unique). */
const RANKED_GAME_OF = 'SELECT r.id FROM games r WHERE r.ranked_key = ?';
/** Whether the player chose to see the claim's solutions (solution-reveals: the same key). */
const SOLUTIONS_SHOWN = 'EXISTS (SELECT 1 FROM solution_reveals s WHERE s.reveal_key = ?)';
/** A player's standing on a day's pair, in one statement: their ranked game, and whether they saw the solutions. */
const PAIR_STANDING = `SELECT (${RANKED_GAME_OF}) AS ranked_game_id, ${SOLUTIONS_SHOWN} AS solutions_shown`;
/**
 * What completing a game reads of its day's pair, in one statement: the standing, the game
 * itself while in progress, and the hints taken in the player's games of the pair in progress.
 */
const COMPLETION_STANDING =
  `${PAIR_STANDING},` +
  ` (SELECT g.is_practice FROM games g WHERE g.id = ? AND ${OF_PAIR} AND g.is_complete = 0) AS game_is_practice,` +
  ` (SELECT COALESCE(SUM(g.hints_used), 0) FROM games g WHERE ${OF_PAIR} AND g.is_complete = 0) AS hints_in_progress`;
const PAIR_IN_PROGRESS = `SELECT g.id FROM games g WHERE ${OF_PAIR} AND g.is_complete = 0`;

/** Once a player has seen a day's solutions, their games of that day in progress can no longer be ranked. */
const MAKE_PRACTICE = `UPDATE games AS g SET is_practice = 1 WHERE ${OF_PAIR} AND g.is_complete = 0`;

const SAVE_NAME =
  'UPDATE games SET player_name = ?, name_saved = 1' +
  ' WHERE id = ? AND player_key = ? AND is_complete = 1 AND name_saved = 0 AND is_practice = 0';

export type NewGame = Pick<GameRow, 'startActorId' | 'endActorId' | 'isDailyGame' | 'playerKey'> &
  Partial<Pick<GameRow, 'archiveDay' | 'startedDay' | 'isPractice'>>;

/** How a game ends: its score, and whether it is the ranked game of its puzzle day (its claim) or practice. */
export interface Completion {
  moveCount: number;
  score: number;
  completedAt: Date;
  completedDay: string;
  /** The hints the score was computed with: the day's hints for a ranked game, the game's own for practice. */
  hintsUsed: number;
  /** The ranked game's key (ranked-games); null for any other game. */
  rankedKey: string | null;
  /** A daily game that is not ranked; a free game or an archive replay is neither. */
  isPractice: boolean;
}

/** What completing a daily game reads of its puzzle day's pair (COMPLETION_STANDING). */
export interface CompletionStanding extends PairStanding {
  /** The game as stored, null unless it is a daily game of the pair still in progress. */
  game: { isPractice: boolean } | null;
  /** The hints taken in the player's games of the pair not yet completed (the game's own among them). */
  hintsInProgress: number;
}

export type NewLink = Pick<
  ChainLinkRow,
  'gameId' | 'order' | 'actorId' | 'movieId' | 'nextActorId' | 'actorBilling' | 'nextActorBilling'
>;

// The hot path's columns by hand: a column added to GameEntity (db/entities) must be added here
// and in gameOf below, or hand-read games lack it (GameRow's type catches gameOf, not this list).
const GAME_COLUMNS =
  'g.id, g.start_actor_id, g.end_actor_id, g.is_daily_game, g.player_key, g.player_name, g.name_saved, g.is_complete,' +
  ' g.move_count, g.score, g.created_at, g.completed_at, g.completed_day, g.is_hidden, g.hints_used, g.hints,' +
  ' g.archive_day, g.started_day, g.is_practice, g.ranked_key';
const LINK_COLUMNS =
  'l.id AS link_id, l.link_order, l.actor_id, l.movie_id, l.next_actor_id, l.actor_billing, l.next_actor_billing,' +
  ' l.created_at AS link_created_at';

export class GameStore {
  /** Every statement here is on the hot path of a game: by hand, straight to the driver (see DirectSql). */
  private readonly sql: DirectSql;
  private readonly copies = new GameCopies();

  constructor(db: DataSource) {
    this.sql = DirectSql.of(db);
  }

  /**
   * By hand, like the link writes: the repository's insert read the new row back, a second
   * statement. The copy kept is the row as the columns' defaults make it, but for `createdAt`:
   * this instance's clock at the write (`now`), as no decision reads it.
   */
  async insertGame(game: NewGame, now: Date): Promise<number> {
    const row = {
      ...newGameDefaults,
      startActorId: game.startActorId,
      endActorId: game.endActorId,
      isDailyGame: game.isDailyGame,
      playerKey: game.playerKey,
      archiveDay: game.archiveDay ?? null,
      startedDay: game.startedDay ?? null,
      isPractice: game.isPractice ?? false,
    };
    const values = [
      row.startActorId,
      row.endActorId,
      row.isDailyGame,
      row.playerKey,
      row.archiveDay,
      row.startedDay,
      row.isPractice,
    ];
    const id = insertedId((await this.sql.write(INSERT_GAME, values)).id, 'game');
    this.copies.keep({ game: { ...row, id, createdAt: now }, chain: [] });
    return id;
  }

  /** The game with its chain as this instance last wrote or read it, if it kept a copy (see GameCopies). */
  copyOf(id: number): GameWithChain | undefined {
    return this.copies.get(id);
  }

  /** One statement on the primary key, by hand: the repository's query builder cost more than the query. */
  async findGame(id: number): Promise<GameRow | null> {
    const [row] = await this.sql.rows(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.id = ?`, [id]);
    return row ? gameOf(row) : null;
  }

  /**
   * The chain of a game, in order: one statement on the (game, order) key, written by hand (the
   * hot path of every added connection; the query builder cost more than the query).
   */
  async chainOf(gameId: number): Promise<ChainLinkRow[]> {
    const rows = await this.sql.rows(
      `SELECT ${LINK_COLUMNS} FROM chain_links l WHERE l.game_id = ? ORDER BY l.link_order`,
      [gameId],
    );
    return rows.map((row) => linkOf(row, gameId));
  }

  /**
   * A game and its chain in one statement (one round trip, one snapshot), read afresh and kept
   * as the game's copy: what adding a link, completing and naming decide on without a copy.
   */
  async findGameWithChain(id: number): Promise<GameWithChain | null> {
    const rows = await this.sql.rows(
      `SELECT ${GAME_COLUMNS}, ${LINK_COLUMNS} FROM games g LEFT JOIN chain_links l ON l.game_id = g.id` +
        ' WHERE g.id = ? ORDER BY l.link_order',
      [id],
    );
    if (rows.length === 0) return null;
    const chain = rows.filter((row) => row.link_id !== null).map((row) => linkOf(row, id));
    const found = { game: gameOf(rows[0]!), chain };
    this.copies.keep(found);
    return found;
  }

  /**
   * Inserts a link for `playerKey`: the stored row; 'taken' when another link already holds that
   * order (a concurrent submission won); 'changed' when the game is no longer this player's game
   * in progress (completed, or moved by a transfer code, since it was read). The row is the one
   * given, so nothing is read back; its `createdAt` is this instance's clock at the write (`now`),
   * not the column's default, as no decision reads it.
   */
  async insertLink(link: NewLink, playerKey: string, now: Date): Promise<ChainLinkRow | 'taken' | 'changed'> {
    const values = [
      link.order,
      link.actorId,
      link.movieId,
      link.nextActorId,
      link.actorBilling,
      link.nextActorBilling,
      link.gameId,
      playerKey,
    ];
    let written: { id: number; changes: number };
    try {
      written = await this.sql.write(INSERT_LINK, values);
    } catch (error) {
      if (isDuplicateKeyError(error)) return 'taken';
      throw error;
    }
    if (written.changes === 0) return 'changed';
    const stored = { ...link, id: insertedId(written.id, 'link'), createdAt: now };
    this.copies.linkStored(stored);
    return stored;
  }

  /**
   * Marks `playerKey`'s game complete unless it already is, or a hint was taken since the score
   * was computed with `ownHints`, or the game is no longer this player's: 'changed' then;
   * 'claimed' when the completion would rank it but another game of the player already holds
   * the day's rank. By hand, like the inserts (and grouped on SQLite): the hot path of every
   * finished game.
   */
  async complete(
    id: number,
    playerKey: string,
    ownHints: number,
    completion: Completion,
  ): Promise<'completed' | 'changed' | 'claimed'> {
    const { moveCount, score, completedAt, completedDay, hintsUsed, rankedKey, isPractice } = completion;
    let changes: number;
    try {
      ({ changes } = await this.sql.write(COMPLETE_GAME, [
        moveCount,
        score,
        completedAt,
        completedDay,
        hintsUsed,
        isPractice,
        rankedKey,
        id,
        playerKey,
        ownHints,
        // A ranked completion only of a game still rankable: solutions shown meanwhile made it practice.
        isPractice,
      ]));
    } catch (error) {
      if (rankedKey !== null && isDuplicateKeyError(error)) return 'claimed';
      throw error;
    }
    if (changes === 0) return 'changed';
    this.copies.gameChanged(id, { ...completion, isComplete: true });
    return 'completed';
  }

  /** The player's standing on a day's pair: their ranked game, whether they saw its solutions. */
  async standingOn(claim: PuzzleClaim): Promise<PairStanding> {
    const key = rankedKeyOf(claim);
    const [r] = await this.sql.rows(PAIR_STANDING, [key, key]);
    return standingOf(r!);
  }

  /** What completing game `id` as the claim's ranked game is decided on, read afresh in one statement. */
  async completionStanding(id: number, claim: PuzzleClaim): Promise<CompletionStanding> {
    const key = rankedKeyOf(claim);
    const pair = claimValues(claim);
    const [r] = await this.sql.rows(COMPLETION_STANDING, [key, key, id, ...pair, ...pair]);
    return {
      ...standingOf(r!),
      game: r!.game_is_practice === null ? null : { isPractice: Boolean(Number(r!.game_is_practice)) },
      hintsInProgress: Number(r!.hints_in_progress),
    };
  }

  /**
   * Turns the player's games of that day's pair in progress into practice (they saw the
   * solutions), and the copies of those this instance keeps.
   */
  async makePractice(claim: PuzzleClaim): Promise<void> {
    const inProgress = await this.sql.rows(PAIR_IN_PROGRESS, claimValues(claim));
    await this.sql.write(MAKE_PRACTICE, claimValues(claim));
    for (const row of inProgress) this.copies.gameChanged(Number(row.id), { isPractice: true });
  }

  /**
   * Moves the games `fromKey` played (at least one link) to `toKey` (a transfer code): a ranked
   * game takes the new player's claim on its day, and becomes practice when they already hold
   * it. How many games moved. Copies of the moved games fall behind, as after any other
   * instance's write, and are decided again on a fresh read (GameCopies).
   */
  async moveGames(fromKey: string, toKey: string): Promise<number> {
    let moved = (await this.sql.write(MOVE_PLAYED_UNRANKED_GAMES, [toKey, fromKey])).changes;
    for (const r of await this.sql.rows(RANKED_GAMES_OF, [fromKey])) {
      const claim = {
        playerKey: toKey,
        puzzleDay: String(r.started_day),
        startActorId: Number(r.start_actor_id),
        endActorId: Number(r.end_actor_id),
      };
      try {
        moved += (await this.sql.write(MOVE_RANKED_GAME, [toKey, rankedKeyOf(claim), r.id])).changes;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        moved += (await this.sql.write(MOVE_AS_PRACTICE, [toKey, r.id])).changes;
      }
    }
    return moved;
  }

  /** Stores a game's hints: false when another hint was stored first or the game was completed meanwhile. */
  async recordHint(id: number, usedBefore: number, hints: string): Promise<boolean> {
    const { changes } = await this.sql.write(RECORD_HINT, [usedBefore + 1, hints, id, usedBefore]);
    if (changes > 0) this.copies.gameChanged(id, { hintsUsed: usedBefore + 1, hints });
    return changes > 0;
  }

  /** Moderation: the game's name is reset to anonymous. */
  async resetName(id: number): Promise<void> {
    await this.sql.write(RESET_NAME, [id]);
    this.copies.gameChanged(id, { playerName: null });
  }

  /** Moderation: the game is hidden from (or shown again on) every public answer. */
  async setHidden(id: number, isHidden: boolean): Promise<void> {
    await this.sql.write(SET_HIDDEN, [isHidden, id]);
    this.copies.gameChanged(id, { isHidden });
  }

  /** Saves the name once: false when the game is not `playerKey`'s, not complete, or a name was saved first. */
  async saveName(id: number, playerKey: string, playerName: string | null): Promise<boolean> {
    const { changes } = await this.sql.write(SAVE_NAME, [playerName, id, playerKey]);
    if (changes > 0) this.copies.gameChanged(id, { playerName, nameSaved: true });
    return changes > 0;
  }
}

/** A new game's columns as their defaults make them (db/entities). */
const newGameDefaults = {
  playerName: null,
  nameSaved: false,
  isComplete: false,
  moveCount: 0,
  score: null,
  completedAt: null,
  completedDay: null,
  isHidden: false,
  hintsUsed: 0,
  hints: null,
  rankedKey: null,
} satisfies Partial<GameRow>;

/** A `games` row read with GAME_COLUMNS: booleans as 1/0 (or '1'/'0') on both engines. */
function gameOf(r: ObjectLiteral): GameRow {
  return {
    id: Number(r.id),
    startActorId: Number(r.start_actor_id),
    endActorId: Number(r.end_actor_id),
    isDailyGame: Boolean(Number(r.is_daily_game)),
    playerKey: String(r.player_key),
    playerName: r.player_name === null ? null : String(r.player_name),
    nameSaved: Boolean(Number(r.name_saved)),
    isComplete: Boolean(Number(r.is_complete)),
    moveCount: Number(r.move_count),
    score: nullableNum(r.score),
    createdAt: dateOf(r.created_at),
    completedAt: r.completed_at === null ? null : dateOf(r.completed_at),
    completedDay: r.completed_day === null ? null : String(r.completed_day),
    isHidden: Boolean(Number(r.is_hidden)),
    hintsUsed: Number(r.hints_used),
    hints: r.hints === null ? null : String(r.hints),
    archiveDay: r.archive_day === null ? null : String(r.archive_day),
    startedDay: r.started_day === null ? null : String(r.started_day),
    isPractice: Boolean(Number(r.is_practice)),
    rankedKey: r.ranked_key === null ? null : String(r.ranked_key),
  };
}

/** A `chain_links` row read with LINK_COLUMNS. */
function linkOf(r: ObjectLiteral, gameId: number): ChainLinkRow {
  return {
    id: Number(r.link_id),
    gameId,
    order: Number(r.link_order),
    actorId: Number(r.actor_id),
    movieId: Number(r.movie_id),
    nextActorId: Number(r.next_actor_id),
    actorBilling: nullableNum(r.actor_billing),
    nextActorBilling: nullableNum(r.next_actor_billing),
    createdAt: dateOf(r.link_created_at),
  };
}

/** A standing read with PAIR_STANDING's columns. */
function standingOf(r: ObjectLiteral): PairStanding {
  return {
    rankedGameId: r.ranked_game_id === null ? null : Number(r.ranked_game_id),
    solutionsShown: Boolean(Number(r.solutions_shown)),
  };
}

/** A claim's values in OF_PAIR's order. */
function claimValues(claim: PuzzleClaim): unknown[] {
  return [claim.playerKey, claim.puzzleDay, claim.startActorId, claim.endActorId];
}

/** The id of an inserted row from the driver's answer: SQLite's last row id, MySQL's insertId. */
function insertedId(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`the database gave no id for the inserted ${what}`);
  return id;
}
