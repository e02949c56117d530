import { describe, expect, it } from 'vitest';
import { readCastName } from './cast-name';

const kept = (raw: string) => {
  const verdict = readCastName(raw);
  return 'name' in verdict ? verdict.name : null;
};

describe('cast names of the reference dataset', () => {
  it('keeps real names, with whitespace tidied', () => {
    expect(kept('  Tom   Hanks ')).toBe('Tom Hanks');
    for (const name of [
      'Penélope Cruz',
      "Dave (Tex) O'Brien",
      '50 Cent',
      'will.i.am',
      'muMs da Schemer',
      'U2',
      'X',
      '"Weird Al" Yankovic',
    ]) {
      expect(kept(name)).toBe(name);
    }
  });

  it('skips the parsing debris the README names, and fragments like it', () => {
    for (const debris of [
      'and',
      'voices of',
      '(',
      '.',
      '?',
      '&',
      '[2]',
      'the',
      'with',
      'narrated by',
      'kids',
      'stand-up comedy',
    ]) {
      expect(kept(debris), debris).toBeNull();
    }
  });

  it('skips a lone stray word whatever its case', () => {
    for (const debris of ['The', 'the', 'A', 'Cast:', 'Sr.', 'Jr', 'Starring:'])
      expect(kept(debris), debris).toBeNull();
    for (const name of ['Cher', 'Madonna', 'Common', 'Sting', 'Eve', 'Divine']) expect(kept(name)).toBe(name);
  });

  it('skips notes in brackets and names with unbalanced brackets', () => {
    for (const debris of [
      '(narrator)',
      '(voices)',
      '[a]',
      'nominee)',
      '(The',
      'Katherine MacDonald]]',
      'Dir.: Olexa Hewryk (',
    ]) {
      expect(kept(debris), debris).toBeNull();
    }
  });

  it('skips people credited for something other than acting', () => {
    for (const debris of [
      'Melanie Wistar (Screenplay)',
      'Brian Sieve (writer)',
      'Bobby Smith Jr. (teleplay)',
      'and his Orchestra',
    ]) {
      expect(kept(debris), debris).toBeNull();
    }
  });
});
