import { describe, expect, it } from 'vitest';
import { matchesEtag } from './etags';

describe('matchesEtag', () => {
  it('compares weakly: a tag matches with or without W/, on either side, in a list, or as *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"old", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag(' * ', '"abc"')).toBe(true);
  });

  it('matches nothing else', () => {
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag('abc', '"abc"')).toBe(false);
  });
});
