import { describe, expect, it } from 'vitest';
import { playerDisplayName } from './player-name';

describe('playerDisplayName', () => {
  it('shows a stored name as stored', () => {
    expect(playerDisplayName('Ada Lovelace')).toBe('Ada Lovelace');
  });
  it('reads "Anonymous Player" for a missing, empty or blank name', () => {
    expect(playerDisplayName(null)).toBe('Anonymous Player');
    expect(playerDisplayName(undefined)).toBe('Anonymous Player');
    expect(playerDisplayName('')).toBe('Anonymous Player');
    expect(playerDisplayName('   ')).toBe('Anonymous Player');
  });
});
