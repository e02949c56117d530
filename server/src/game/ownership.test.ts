import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { errorOf } from '../errors.test-support';
import { assertChainReadableBy, assertOwnedBy, isOwnedBy, notYourGameMessage } from './ownership';

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
    expect(errorOf(() => assertOwnedBy(game, 'b'.repeat(43)))).toMatchObject({
      appCode: 'FORBIDDEN',
      message: 'You can only change your own game',
    });
  });

  it('its own player may change it', () => {
    expect(() => assertOwnedBy(game, 'a'.repeat(43))).not.toThrow();
  });
});

describe('reading a chain', () => {
  const owner = 'a'.repeat(43);
  const stranger = 'b'.repeat(43);

  it("the chain of a game in progress is its player's alone", () => {
    const game = { playerKey: owner, isComplete: false };
    expect(() => assertChainReadableBy(game, owner)).not.toThrow();
    const error = errorOf(() => assertChainReadableBy(game, stranger));
    expect(error.appCode).toBe('FORBIDDEN');
    expect(error.message).toBe('Only its player can see the chain of a game in progress');
  });

  it('the chain of a completed game is public', () => {
    expect(() => assertChainReadableBy({ playerKey: owner, isComplete: true }, stranger)).not.toThrow();
    expect(() => assertChainReadableBy({ playerKey: owner, isComplete: true }, '')).not.toThrow();
  });
});
