import { describe, expect, it } from 'vitest';
import { savePlayerNameInput } from '@cinema/shared';
import { AppError } from '../errors';
import { assertNameCanBeSaved, nameAlreadySavedMessage, notCompleteMessage } from './player-name-rules';

describe('saving a name', () => {
  it('is allowed once on a completed game', () => {
    expect(() => assertNameCanBeSaved({ isComplete: true, nameSaved: false })).not.toThrow();
  });

  it('is refused on a game that is not complete', () => {
    expect(() => assertNameCanBeSaved({ isComplete: false, nameSaved: false })).toThrow(notCompleteMessage);
  });

  it('is refused a second time', () => {
    expect(() => assertNameCanBeSaved({ isComplete: true, nameSaved: true })).toThrow(AppError);
    expect(() => assertNameCanBeSaved({ isComplete: true, nameSaved: true })).toThrow(nameAlreadySavedMessage);
  });

  it('takes a trimmed name of 1 to 40 characters, or null for anonymous', () => {
    expect(savePlayerNameInput.parse({ id: 1, playerName: '  Ada  ' }).playerName).toBe('Ada');
    expect(savePlayerNameInput.parse({ id: 1, playerName: null }).playerName).toBeNull();
    expect(savePlayerNameInput.parse({ id: 1, playerName: 'x'.repeat(40) }).playerName).toHaveLength(40);
    expect(savePlayerNameInput.safeParse({ id: 1, playerName: '   ' }).success).toBe(false);
    expect(savePlayerNameInput.safeParse({ id: 1, playerName: 'x'.repeat(41) }).success).toBe(false);
  });
});
