/**
 * This instance's copies of the games it served lately, each with its chain, so that the next
 * link of a game, its completion and its name need no read first (issue 10, the write path).
 *
 * A copy is never the truth: it is made from a read and moved on only by this instance's own
 * acknowledged writes, so it falls behind when another instance (or another service of this one,
 * a hint, a moderator) writes the same game. Deciding on it is still safe because:
 * - a game's pair and player never change, and links are only ever appended, so a copy's chain
 *   is always a prefix of the stored chain;
 * - every write a decision leads to is guarded by the database: the unique (game, order) key of a
 *   link, and the conditions of the completion (not complete, the hints counted) and of the name
 *   (complete, no name yet);
 * - a refusal decided on a copy, a guard's included, is decided again on a fresh read, which
 *   replaces the copy (GameService).
 */
import type { ChainLinkRow, GameRow } from '../db/entities';

export interface GameWithChain {
  game: GameRow;
  chain: ChainLinkRow[];
}

/** Games kept, the least recently used dropped first: a game in play is touched every few seconds. */
export const KEPT_GAMES = 10_000;

export class GameCopies {
  private readonly copies = new Map<number, GameWithChain>();

  constructor(private readonly capacity = KEPT_GAMES) {}

  get(id: number): GameWithChain | undefined {
    const copy = this.copies.get(id);
    if (copy) {
      // Map keeps insertion order: moved to the end, it is the last to be dropped.
      this.copies.delete(id);
      this.copies.set(id, copy);
    }
    return copy;
  }

  /** Keeps what was read or written; the copy is replaced, never changed in place. */
  keep(copy: GameWithChain): void {
    this.copies.delete(copy.game.id);
    this.copies.set(copy.game.id, copy);
    if (this.copies.size > this.capacity) this.copies.delete(this.copies.keys().next().value!);
  }

  /** A link this instance stored: appended when the copy ends just before it, else the copy is dropped. */
  linkStored(link: ChainLinkRow): void {
    const copy = this.copies.get(link.gameId);
    if (!copy) return;
    if (copy.chain.length === link.order) this.keep({ game: copy.game, chain: [...copy.chain, link] });
    else this.copies.delete(link.gameId);
  }

  /** A game this instance changed: the copy takes the change, if it has one. */
  gameChanged(id: number, change: Partial<GameRow>): void {
    const copy = this.copies.get(id);
    if (copy) this.keep({ game: { ...copy.game, ...change }, chain: copy.chain });
  }

  get size(): number {
    return this.copies.size;
  }
}
