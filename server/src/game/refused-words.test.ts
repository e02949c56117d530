import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { parseRefusedWords } from '../config';
import { assertNameNotRefused, refusedNameMessage, refusedWordIn } from './refused-words';

const none: string[] = [];
const configured = parseRefusedWords('darn, heck, bad word');

describe('refused words in player names', () => {
  it.each([
    ['a digit for a letter', 'sh1t', 'shit'],
    ['Cyrillic look-alikes (ѕ U+0455, і U+0456)', '\u0455h\u0456t', 'shit'],
    ['a Greek alpha', 'n\u03b1zi', 'nazi'],
    ['a word run into another', 'heilhitler', 'hitler'],
    ['a word with a number after it', 'hitler88', 'hitler'],
    ['upper case and an accent', 'SHÍT', 'shit'],
    ['a combining accent', 's\u0301hit', 'shit'],
    ['full-width letters', '\uff53\uff48\uff49\uff54', 'shit'],
    ['letters spelled out with dots', 's.h.i.t', 'shit'],
    ['letters spelled out with spaces, inside a name', 'Ada s h i t', 'shit'],
    ['a doubled letter', 'fuuuck', 'fuck'],
    ['an exclamation mark for an i', 'sh!t!', 'shit'],
  ])('are found through %s', (_, name, word) => {
    expect(refusedWordIn(name, none)).toBe(word);
  });

  it.each([
    ['a town holding a word', 'Scunthorpe'],
    ['an actor named Dick', 'Dick Van Dyke'],
    ['a given name beginning like a hate word', 'Nazir Ahmed'],
    ['a film title', 'Kung Fu Panda'],
    ['a surname holding a word', 'Dickens'],
    ['words split apart on purpose', 's hit'],
    ['initials', 'J. R. R. Tolkien'],
  ])('leave %s alone', (_, name) => {
    expect(refusedWordIn(name, none)).toBeNull();
  });

  it('adds the configured words as whole words, folded as the matcher folds names', () => {
    expect(refusedWordIn('Darn', configured)).toBe('darn');
    expect(refusedWordIn('the D4RN player', configured)).toBe('darn');
    expect(refusedWordIn('Hèck!', configured)).toBe('heck');
    expect(refusedWordIn('what_the-heck', configured)).toBe('heck');
    expect(refusedWordIn('h.e.c.k', configured)).toBe('heck');
    expect(refusedWordIn('such a BAD  word', configured)).toBe('bad word');
    expect(refusedWordIn('Darnell', configured)).toBeNull();
    expect(refusedWordIn('Checkmate', configured)).toBeNull();
    expect(refusedWordIn('bad wordsmith', configured)).toBeNull();
    // the matcher's own words stay refused beside a configured list
    expect(refusedWordIn('sh1t', configured)).toBe('shit');
  });

  it('folds a configured word written with look-alikes or doubled letters as it folds a name', () => {
    const words = parseRefusedWords('Grr, ΒΟΟ');
    expect(refusedWordIn('grrr', words)).toBe('grr');
    expect(refusedWordIn('Boo', words)).toBe('βοο');
  });

  it('reads the configured list: comma-separated, folded, blanks dropped; none when unset', () => {
    expect(parseRefusedWords(' Darn, ,HECK ,')).toEqual(['darn', 'heck']);
    expect(parseRefusedWords('')).toEqual([]);
    expect(parseRefusedWords(undefined)).toEqual([]);
  });

  it('lets anonymous (null) and clean names through, and refuses with a 400 and the message', () => {
    expect(() => assertNameNotRefused(null, configured)).not.toThrow();
    expect(() => assertNameNotRefused('Darnell', configured)).not.toThrow();
    let thrown: unknown;
    try {
      assertNameNotRefused('darn it', configured);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ appCode: 'BAD_REQUEST', message: refusedNameMessage });
  });
});
