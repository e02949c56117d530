/**
 * Who chose to see a puzzle day's solutions before completing it: one row per player, day and
 * pair (its key is the ranked game's, see ranked-games), written once and never removed. Read
 * with the player's standing on the pair (GameStore.standingOn).
 */
import { Like, type DataSource, type Repository } from 'typeorm';
import { SolutionRevealEntity, type SolutionRevealRow } from '../db/entities';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { rankedKeyOf, type PuzzleClaim } from '../db/ranked-games';

export class SolutionReveals {
  private readonly rows: Repository<SolutionRevealRow>;

  constructor(db: DataSource) {
    this.rows = db.getRepository(SolutionRevealEntity);
  }

  /**
   * A transfer code moved `fromKey`'s games to `toKey`: their reveals go along, so that seeing the
   * solutions on one device and redeeming a code cannot wash the reveal off. Player keys are hex.
   */
  async move(fromKey: string, toKey: string, at: Date): Promise<void> {
    const rows = await this.rows.find({ where: { revealKey: Like(`%|${fromKey}`) } });
    for (const row of rows) {
      const [puzzleDay, start, end] = row.revealKey.split('|');
      await this.show(
        { playerKey: toKey, puzzleDay: puzzleDay!, startActorId: Number(start), endActorId: Number(end) },
        at,
      );
    }
  }

  /** Records the reveal; a second one (another tab, a retry) changes nothing. */
  async show(claim: PuzzleClaim, at: Date): Promise<void> {
    try {
      await this.rows.insert({ revealKey: rankedKeyOf(claim), createdAt: at });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
