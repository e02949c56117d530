import { describe, expect, it } from 'vitest';
import { actorSlug, initials, nameFromSlug } from './names';
import { playerNameCharacterProblem } from './player-names';

// Edge cases of the name rules that the main names tests leave open (found by mutation testing).

describe('initials of a blank name', () => {
  it('are a question mark, for an empty name and one of spaces only', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials('\t \n')).toBe('?');
  });

  it('ignore spaces around the words', () => {
    expect(initials('  Cher  ')).toBe('CH');
    expect(initials(' Tom   Hanks ')).toBe('TH');
  });
});

describe('slugs and spaces at the edges', () => {
  it('the slug drops spaces around the name instead of turning them into underscores', () => {
    expect(actorSlug('  Tom Hanks ')).toBe('Tom_Hanks');
  });

  it('the name read back from a slug drops underscores at its edges', () => {
    expect(nameFromSlug('_Tom_Hanks_')).toBe('Tom Hanks');
  });
});

describe('joined emoji beside lone surrogate halves', () => {
  it('an emoji sequence between two lone halves never pairs them into a valid character', () => {
    const astronaut = '\u{1F469}\u200d\u{1F680}';
    const englandFlag = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(playerNameCharacterProblem(`\uD83D${astronaut}\uDE00`)).toBe(
      'Player name must be valid Unicode text (U+D83D)',
    );
    expect(playerNameCharacterProblem(`\uD83D${englandFlag}\uDE00`)).toBe(
      'Player name must be valid Unicode text (U+D83D)',
    );
  });
});
