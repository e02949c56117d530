/**
 * This instance's copies of the games it served lately, each with its chain, so that the next
 * link of a game, its completion and its name need no read first (the write path).
 *
 * A copy is never the truth: it is made from a read or a new game and moved on only by this
 * instance's own acknowledged writes, so it falls behind when another instance, a hint, a
 * moderator or a transfer code writes the same game. Deciding on it is still safe because:
 * - a game's pair never changes and links are only ever appended, so a copy's chain is always
 *   a prefix of the stored chain;
 * - every write a decision leads to is checked by the database against the game as it is: the
 *   unique (game, order) key of a link, and the player, with the conditions of each write (a
 *   link only to a game in progress, the completion only with the hints counted, the name only
 *   once and after completion);
 * - a refusal decided on a copy that turns out to be behind is decided again on the fresh read,
 *   which replaces the copy, and an answer that writes nothing (a resubmitted link, a repeated
 *   completion) is read afresh (GameService).
 * Copies pay only where one instance serves a game's requests; where requests of one game spread
 * over several instances, a copy is often behind, and the write costs a read as before.
 */
import type { ChainLinkRow, GameRow } from '../db/entities';
import { RecentMap } from '../recent-map';

export interface GameWithChain {
  game: GameRow;
  chain: ChainLinkRow[];
}

/** Games kept, the least recently used dropped first: a game in play is touched every few seconds. */
const KEPT_GAMES = 10_000;

export class GameCopies {
  private readonly copies: RecentMap<number, GameWithChain>;

  constructor(capacity = KEPT_GAMES) {
    this.copies = new RecentMap(capacity);
  }

  get(id: number): GameWithChain | undefined {
    return this.copies.get(id);
  }

  /** Keeps what was read or written; the copy is replaced, never changed in place. */
  keep(copy: GameWithChain): void {
    this.copies.set(copy.game.id, copy);
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
}

/**
 * Whether the game moved on from the copy: its chain, or any column but `createdAt` (which a
 * copy takes from this instance's clock). Every column, not only those a decision reads today,
 * so that a rule that reads one more cannot be answered from a copy that is behind.
 */
export function movedOn(copy: GameWithChain, fresh: GameWithChain): boolean {
  if (copy.chain.length !== fresh.chain.length) return true;
  const was: Record<string, unknown> = { ...copy.game, createdAt: null };
  const is: Record<string, unknown> = { ...fresh.game, createdAt: null };
  const keys = new Set([...Object.keys(was), ...Object.keys(is)]);
  return [...keys].some((key) => !sameValue(was[key], is[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}
