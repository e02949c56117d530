import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertOwnedBy, isOwnedBy, notYourGameMessage } from './ownership';

describe('ownership', () => {
  const game = { playerKey: 'a'.repeat(43) };

  it('the player whose token created the game owns it', () => {
    expect(isOwnedBy(game, 'a'.repeat(43))).toBe(true);
  });

  it('any other token, including a prefix or an empty one, does not', () => {
    expect(isOwnedBy(game, 'b'.repeat(43))).toBe(false);
    expect(isOwnedBy(game, 'a'.repeat(42))).toBe(false);
    expect(isOwnedBy(game, '')).toBe(false);
  });

  it('changing a game one does not own is forbidden', () => {
    expect(() => assertOwnedBy(game, 'b'.repeat(43))).toThrow(AppError);
    expect(() => assertOwnedBy(game, 'b'.repeat(43))).toThrow(notYourGameMessage);
  });
});
