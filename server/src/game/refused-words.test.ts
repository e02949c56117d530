import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertNameNotRefused, parseRefusedWords, refusedNameMessage, refusedWordIn } from './refused-words';

const words = ['darn', 'heck', 'bad word'];

describe('refused words in player names', () => {
  it('finds a refused word as a whole word, ignoring case, accents and punctuation', () => {
    expect(refusedWordIn('Darn', words)).toBe('darn');
    expect(refusedWordIn('the DARN player', words)).toBe('darn');
    expect(refusedWordIn('Hèck!', words)).toBe('heck');
    expect(refusedWordIn('what_the-heck', words)).toBe('heck');
  });

  it('catches a refused word spelled out with separators, and a refused phrase', () => {
    expect(refusedWordIn('d.a.r.n', words)).toBe('darn');
    expect(refusedWordIn('h e c k', words)).toBe('heck');
    expect(refusedWordIn('such a BAD  word', words)).toBe('bad word');
  });

  it('leaves names that merely contain the letters', () => {
    expect(refusedWordIn('Darnell', words)).toBeNull();
    expect(refusedWordIn('Checkmate', words)).toBeNull();
    expect(refusedWordIn('bad wordsmith', words)).toBeNull();
    expect(refusedWordIn('Marilyn Fan', words)).toBeNull();
  });

  it('reads the configured list, comma-separated, blank entries ignored; an empty setting refuses nothing', () => {
    expect(parseRefusedWords(' Darn, ,HECK ,')).toEqual(['darn', 'heck']);
    expect(parseRefusedWords('')).toEqual([]);
    expect(parseRefusedWords(undefined).length).toBeGreaterThan(0);
  });

  it('refuses with a 400 and a clear message, and always allows an anonymous save', () => {
    expect(() => assertNameNotRefused(null, words)).not.toThrow();
    expect(() => assertNameNotRefused('Darnell', words)).not.toThrow();
    let thrown: unknown;
    try {
      assertNameNotRefused('darn it', words);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ appCode: 'BAD_REQUEST', message: refusedNameMessage });
  });
});
