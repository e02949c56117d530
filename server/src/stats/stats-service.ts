/**
 * Personal statistics, kept on the server for the anonymous player: daily games only (archive
 * replays, free games and practice are left out; DESIGN §5). A game counts as played once it
 * has a link, as completed once it is the player's ranked game of its puzzle day. Games played
 * and completed, the current and longest streak, the average links and their histogram, and
 * the record against par.
 */
import { parResult, type PlayerStats } from '@cinema/shared';
import type { DataSource } from 'typeorm';
import { GameEntity, type DailyPairRow, type GameRow } from '../db/entities';
import { oneDecimal } from '../recap/recap-aggregate';
import { addDays, startOfUtcDay, utcDay, type Clock } from '../clock';
import { puzzleDayOf } from '../archive/archive-service';
import type { ParService } from '../par/par-service';
import { streaks } from './streaks';

/** The par a daily game was played against: the latest row of its pair opened by the end of its puzzle day. */
function parOfGame(game: GameRow, history: readonly DailyPairRow[]): DailyPairRow | null {
  const dayEnd = addDays(new Date(`${puzzleDayOf(game)}T00:00:00Z`), 1).getTime();
  let found: DailyPairRow | null = null;
  for (const row of history) {
    if (row.startActorId !== game.startActorId || row.endActorId !== game.endActorId) continue;
    if (row.activeFrom.getTime() < dayEnd || !found) found = row;
  }
  return found;
}

export class StatsService {
  constructor(
    private readonly db: DataSource,
    private readonly par: ParService,
    private readonly clock: Clock,
  ) {}

  async mine(playerKey: string): Promise<PlayerStats> {
    const now = this.clock.now();
    const games = await this.db
      .getRepository(GameEntity)
      .find({ where: { playerKey, isDailyGame: true, isPractice: false }, order: { id: 'ASC' } });
    const daily = games.filter((g) => g.archiveDay === null);
    const completed = daily.filter((g) => g.isComplete);
    const played = await this.gamesWithALink(daily.filter((g) => !g.isComplete).map((g) => g.id));
    const { current, longest } = streaks(completed.map(puzzleDayOf), utcDay(now));

    const histogram = new Map<number, number>();
    for (const g of completed) histogram.set(g.moveCount, (histogram.get(g.moveCount) ?? 0) + 1);

    const parRecord = { under: 0, par: 0, over: 0 };
    if (completed.length > 0) {
      const history = await this.par.history();
      for (const game of completed) {
        const row = parOfGame(game, history);
        const par = row ? (await this.par.parOfRow(row)).par : null;
        if (par !== null) parRecord[parResult(game.moveCount, par)] += 1;
      }
    }

    return {
      gamesPlayed: completed.length + played,
      gamesCompleted: completed.length,
      currentStreak: current,
      longestStreak: longest,
      averageLinks:
        completed.length > 0 ? oneDecimal(completed.reduce((sum, g) => sum + g.moveCount, 0) / completed.length) : null,
      linkHistogram: [...histogram].sort((a, b) => a[0] - b[0]).map(([links, count]) => ({ links, count })),
      parRecord,
      nextPuzzleAt: addDays(startOfUtcDay(now), 1).toISOString(),
    };
  }

  /** How many of these games have at least one link (a game nobody touched was not played). */
  private async gamesWithALink(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = (await this.db.query(
      `SELECT COUNT(DISTINCT game_id) AS n FROM chain_links WHERE game_id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    )) as Array<{ n: unknown }>;
    return Number(row?.n ?? 0);
  }
}
