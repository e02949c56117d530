/**
 * Who chose to see a puzzle day's solutions before completing it: one row per player, day and
 * pair (its key is the ranked game's, see ranked-games), written once and never removed.
 */
import type { DataSource, Repository } from 'typeorm';
import { SolutionRevealEntity, type SolutionRevealRow } from '../db/entities';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { rankedKeyOf, type PuzzleClaim } from '../db/ranked-games';

export class SolutionReveals {
  private readonly rows: Repository<SolutionRevealRow>;

  constructor(db: DataSource) {
    this.rows = db.getRepository(SolutionRevealEntity);
  }

  async shown(claim: PuzzleClaim): Promise<boolean> {
    return this.rows.existsBy({ revealKey: rankedKeyOf(claim) });
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
