import { describe, expect, it } from 'vitest';
import type { ChainLinkRow, GameRow } from '../db/entities';
import { GameCopies, movedOn } from './game-copies';

const game = (id: number, change: Partial<GameRow> = {}) => ({ id, isComplete: false, ...change }) as GameRow;
const link = (gameId: number, order: number) => ({ id: 100 + order, gameId, order }) as ChainLinkRow;

describe('GameCopies', () => {
  it('drops the least recently used copy beyond its capacity: reading a copy keeps it', () => {
    const copies = new GameCopies(2);
    copies.keep({ game: game(1), chain: [] });
    copies.keep({ game: game(2), chain: [] });
    copies.get(1);
    copies.keep({ game: game(3), chain: [] });
    expect(copies.get(1)).toBeDefined();
    expect(copies.get(2)).toBeUndefined();
    expect(copies.get(3)).toBeDefined();
  });

  it('keeping a copy again replaces it', () => {
    const copies = new GameCopies(2);
    copies.keep({ game: game(1), chain: [] });
    copies.keep({ game: game(1, { isComplete: true }), chain: [link(1, 0)] });
    expect(copies.get(1)).toEqual({ game: game(1, { isComplete: true }), chain: [link(1, 0)] });
  });

  it('appends a stored link that follows the copy, and drops a copy that does not end just before it', () => {
    const copies = new GameCopies();
    copies.keep({ game: game(1), chain: [link(1, 0)] });
    copies.linkStored(link(1, 1));
    expect(copies.get(1)!.chain.map((l) => l.order)).toEqual([0, 1]);
    // Order 3 after a chain of two: a link of another instance lies between, unseen.
    copies.linkStored(link(1, 3));
    expect(copies.get(1)).toBeUndefined();
  });

  it('a link of a game with no copy makes none', () => {
    const copies = new GameCopies();
    copies.linkStored(link(7, 0));
    expect(copies.get(7)).toBeUndefined();
  });

  it('a change replaces the copy and leaves the one handed out before as it was', () => {
    const copies = new GameCopies();
    copies.keep({ game: game(1), chain: [] });
    const before = copies.get(1)!;
    copies.gameChanged(1, { isComplete: true, score: 50 });
    expect(copies.get(1)!.game).toMatchObject({ id: 1, isComplete: true, score: 50 });
    expect(before.game.isComplete).toBe(false);
    copies.gameChanged(2, { isComplete: true });
    expect(copies.get(2)).toBeUndefined();
  });

  describe('movedOn', () => {
    const stored = (change: Partial<GameRow> = {}, links = 1) => ({
      game: game(1, {
        playerKey: 'k',
        hintsUsed: 0,
        completedAt: new Date('2026-11-23T10:00:00.123Z'),
        createdAt: new Date('2026-11-23T09:00:00.000Z'),
        ...change,
      }),
      chain: Array.from({ length: links }, (_, order) => link(1, order)),
    });

    it('a read equal to the copy but for the time it was created, dates compared by value, has not moved on', () => {
      expect(movedOn(stored(), stored({ createdAt: new Date('2026-11-23T09:00:01.000Z') }))).toBe(false);
      expect(movedOn(stored(), stored({ completedAt: new Date('2026-11-23T10:00:00.123Z') }))).toBe(false);
    });

    it('a longer chain, another player, a hint, another completion time or any other column has moved on', () => {
      expect(movedOn(stored(), stored({}, 2))).toBe(true);
      expect(movedOn(stored(), stored({ playerKey: 'other' }))).toBe(true);
      expect(movedOn(stored(), stored({ hintsUsed: 1 }))).toBe(true);
      expect(movedOn(stored(), stored({ completedAt: new Date('2026-11-23T10:00:00.124Z') }))).toBe(true);
      // No decision reads it today; a rule that comes to read it must not be answered from a stale copy.
      expect(movedOn(stored(), stored({ isHidden: true }))).toBe(true);
    });
  });
});
