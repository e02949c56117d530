/**
 * The archive: every past daily pair, one per UTC day, newest first, with its par and
 * whether this player completed it. Any can be played again as an unranked game (not a daily
 * game, so it never reaches that day's leaderboard or recap), tagged with its archive day.
 *
 * A day's pair is the pair in place at the end of that day: the last daily_pairs row opened on
 * or before it (a manual pair holds for many days with one row).
 */
import { RANKED_GAME } from '../db/ranked-games';
import {
  archiveDayNotFoundMessage,
  archiveDayNotPastMessage,
  archivePairMismatchMessage,
  type ArchiveEntry,
  type ArchiveList,
  type ArchiveListInput,
} from '@cinema/shared';
import type { DataSource } from 'typeorm';
import type { MovieDatabase } from '../catalog/movie-database';
import type { ActorPair } from '../daily-pair/pair-rules';
import { GameEntity, type DailyPairRow, type GameRow } from '../db/entities';
import { badRequest, notFound } from '../errors';
import { addDays, startOfUtcDay, utcDay, type Clock } from '../clock';
import { daysBetween, type ParService } from '../par/par-service';

/** The pair of each UTC day from the first daily pair's day up to `lastDay`, oldest first. */
export function pairsByDay(
  history: readonly DailyPairRow[],
  lastDay: string,
): Array<{ day: string; row: DailyPairRow }> {
  if (history.length === 0) return [];
  const firstDay = utcDay(history[0]!.activeFrom);
  const days: Array<{ day: string; row: DailyPairRow }> = [];
  let at = 0;
  for (let day = firstDay; day <= lastDay; day = utcDay(addDays(new Date(`${day}T00:00:00Z`), 1))) {
    const dayEnd = addDays(new Date(`${day}T00:00:00Z`), 1).getTime();
    while (at + 1 < history.length && history[at + 1]!.activeFrom.getTime() < dayEnd) at++;
    days.push({ day, row: history[at]! });
  }
  return days;
}

/** The puzzle day of a game: its archive day, else the UTC day it was started. */
export function puzzleDayOf(game: Pick<GameRow, 'archiveDay' | 'startedDay' | 'createdAt'>): string {
  return game.archiveDay ?? game.startedDay ?? utcDay(game.createdAt);
}

export class ArchiveService {
  constructor(
    private readonly db: DataSource,
    private readonly movieDatabase: MovieDatabase,
    private readonly par: ParService,
    private readonly clock: Clock,
  ) {}

  private yesterday(): string {
    return utcDay(addDays(startOfUtcDay(this.clock.now()), -1));
  }

  async list(playerKey: string, input: ArchiveListInput): Promise<ArchiveList> {
    const days = pairsByDay(await this.par.history(), this.yesterday()).reverse();
    const page = days.slice((input.page - 1) * input.limit, input.page * input.limit);
    if (page.length === 0) return { entries: [], total: days.length };
    const firstDay = days[days.length - 1]!.day;
    const actors = await this.movieDatabase.actorsByIds([
      ...new Set(page.flatMap(({ row }) => [row.startActorId, row.endActorId])),
    ]);
    const mine = await this.completedGamesOf(playerKey);
    const entries: ArchiveEntry[] = [];
    for (const { day, row } of page) {
      const startActor = actors.get(row.startActorId);
      const endActor = actors.get(row.endActorId);
      if (!startActor || !endActor) continue;
      const played = mine.filter(
        (g) => g.startActorId === row.startActorId && g.endActorId === row.endActorId && puzzleDayOf(g) === day,
      );
      const scores = played.map((g) => g.score ?? 0);
      entries.push({
        day,
        puzzleNumber: daysBetween(firstDay, day) + 1,
        startActor,
        endActor,
        par: (await this.par.parOfRow(row)).par,
        completedByMe: played.length > 0,
        myBestScore: scores.length > 0 ? Math.max(...scores) : null,
      });
    }
    return { entries, total: days.length };
  }

  /** Refuses an archive day that is not past, has no daily pair, or whose pair is not these actors. */
  async assertArchivePair(day: string, pair: ActorPair): Promise<void> {
    if (day >= utcDay(this.clock.now())) throw badRequest(archiveDayNotPastMessage);
    const found = pairsByDay(await this.par.history(), day).find((d) => d.day === day);
    if (!found) throw notFound(archiveDayNotFoundMessage(day));
    if (found.row.startActorId !== pair.startActorId || found.row.endActorId !== pair.endActorId) {
      throw badRequest(archivePairMismatchMessage(day), {
        startActorId: found.row.startActorId,
        endActorId: found.row.endActorId,
      });
    }
  }

  /** The best score of the day's ranked games of the pair (ranked daily games of that puzzle day, not hidden). */
  async dayBestScore(day: string, pair: ActorPair): Promise<number | null> {
    const row = await this.db
      .getRepository(GameEntity)
      .createQueryBuilder('g')
      .select('MAX(g.score)', 'best')
      .where('g.startedDay = :day AND g.startActorId = :start AND g.endActorId = :end', {
        day,
        start: pair.startActorId,
        end: pair.endActorId,
      })
      .andWhere(RANKED_GAME)
      .getRawOne<{ best: number | string | null }>();
    return row?.best == null ? null : Number(row.best);
  }

  private completedGamesOf(playerKey: string): Promise<GameRow[]> {
    return this.db.getRepository(GameEntity).find({ where: { playerKey, isComplete: true } });
  }
}
