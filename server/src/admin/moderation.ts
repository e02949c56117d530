/**
 * Moderation of the names players typed (issue 8): today's named entries of the current pair,
 * a name reset to anonymous, and hiding an entry from the public leaderboard and recap. Every
 * action is logged with the admin session and the time; hiding is undone by unhiding.
 */
import type { ModerationEntry } from '@cinema/shared';
import type { DataSource } from 'typeorm';
import { GameEntity, type GameRow } from '../db/entities';
import { notFound } from '../errors';
import type { DailyPairService } from '../daily-pair/daily-pair-service';
import { utcDay, type Clock } from '../scheduler/clock';
import { ModerationActionEntity, type ModerationActionKind } from './moderation-action.entity';

export const gameNotFoundMessage = (id: number) => `No game has the id ${id}`;

export class Moderation {
  constructor(
    private readonly db: DataSource,
    private readonly dailyPair: DailyPairService,
    private readonly clock: Clock,
    /** Told the game day whose public aggregates (the recap) a change affects. */
    private readonly onDayChanged: (day: string) => Promise<void>,
  ) {}

  /** Today's completed daily games of the current pair that carry a name, newest first. */
  async entries(): Promise<ModerationEntry[]> {
    const pair = await this.dailyPair.currentPair();
    if (!pair) return [];
    const rows = await this.db
      .getRepository(GameEntity)
      .createQueryBuilder('g')
      .where('g.startActorId = :start AND g.endActorId = :end', { start: pair.startActorId, end: pair.endActorId })
      .andWhere('g.isDailyGame = :yes AND g.isComplete = :yes', { yes: true })
      .andWhere('g.completedDay = :day', { day: utcDay(this.clock.now()) })
      .andWhere('g.playerName IS NOT NULL')
      .orderBy('g.completedAt', 'DESC')
      .addOrderBy('g.id', 'DESC')
      .getMany();
    return rows.map(toEntry);
  }

  /** The name becomes anonymous; the old one is kept in the log. The player cannot name the game again. */
  async resetName(gameId: number, adminSession: string): Promise<ModerationEntry> {
    const game = await this.game(gameId);
    await this.db.transaction(async (manager) => {
      await manager.update(GameEntity, { id: gameId }, { playerName: null });
      await manager.insert(ModerationActionEntity, this.action(gameId, 'reset-name', adminSession, game.playerName));
    });
    await this.changed(game);
    return toEntry({ ...game, playerName: null });
  }

  async setHidden(gameId: number, hidden: boolean, adminSession: string): Promise<ModerationEntry> {
    const game = await this.game(gameId);
    await this.db.transaction(async (manager) => {
      await manager.update(GameEntity, { id: gameId }, { isHidden: hidden });
      await manager.insert(ModerationActionEntity, this.action(gameId, hidden ? 'hide' : 'unhide', adminSession, null));
    });
    await this.changed(game);
    return toEntry({ ...game, isHidden: hidden });
  }

  private async game(id: number): Promise<GameRow> {
    const game = await this.db.getRepository(GameEntity).findOneBy({ id });
    if (!game) throw notFound(gameNotFoundMessage(id));
    return game;
  }

  private action(gameId: number, action: ModerationActionKind, adminSession: string, previousName: string | null) {
    return { gameId, action, adminSession, previousName, createdAt: this.clock.now() };
  }

  private async changed(game: GameRow): Promise<void> {
    if (game.completedDay) await this.onDayChanged(game.completedDay);
  }
}

function toEntry(game: GameRow): ModerationEntry {
  return {
    gameId: game.id,
    playerName: game.playerName,
    moveCount: game.moveCount,
    score: game.score,
    hidden: Boolean(game.isHidden),
    completedAt: game.completedAt ? game.completedAt.toISOString() : null,
  };
}
