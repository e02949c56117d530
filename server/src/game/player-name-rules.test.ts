import { describe, expect, it } from 'vitest';
import { savePlayerNameInput } from '@cinema/shared';
import { errorOf } from '../errors.test-support';
import { assertNameCanBeSaved } from './player-name-rules';

describe('saving a name', () => {
  it('is allowed once on a completed game', () => {
    expect(() => assertNameCanBeSaved({ isComplete: true, nameSaved: false })).not.toThrow();
  });

  it('is refused on a game that is not complete', () => {
    const error = errorOf(() => assertNameCanBeSaved({ isComplete: false, nameSaved: false }));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe('Only a completed game can be saved to the leaderboard');
  });

  it('is refused a second time', () => {
    const error = errorOf(() => assertNameCanBeSaved({ isComplete: true, nameSaved: true }));
    expect(error.appCode).toBe('CONFLICT');
    expect(error.message).toBe("This game's score has already been saved");
  });

  it('takes a trimmed name of 1 to 40 characters, or null for anonymous', () => {
    expect(savePlayerNameInput.parse({ id: 1, playerName: '  Ada  ' }).playerName).toBe('Ada');
    expect(savePlayerNameInput.parse({ id: 1, playerName: null }).playerName).toBeNull();
    expect(savePlayerNameInput.parse({ id: 1, playerName: 'x'.repeat(40) }).playerName).toHaveLength(40);
    expect(savePlayerNameInput.safeParse({ id: 1, playerName: '   ' }).success).toBe(false);
    expect(savePlayerNameInput.safeParse({ id: 1, playerName: 'x'.repeat(41) }).success).toBe(false);
  });
});
