import { describe, expect, it } from 'vitest';
import { NameSearch } from './name-search';

/**
 * A search over `names`; `popularity` lists the entries best first (the tie-break order within
 * a tier), and defaults to the order of `names`.
 */
function searchOver(names: readonly string[], popularity: readonly number[] = names.map((_, i) => i)) {
  // Built at each call, inside the test that searches, never while the tests are collected.
  return (query: string, limit = 10) => {
    const order = new Int32Array(names.length);
    popularity.forEach((entry, position) => (order[entry] = position));
    return NameSearch.of(names, order)
      .search(query, limit)
      .map((i) => names[i]);
  };
}

describe('the ranking tiers', () => {
  // Popularity is the reverse of the tiers, so only the tier can put an entry first.
  const names = ['Shanks', 'Tom Hanks', 'Hanks', 'Hank Azaria', 'Hank', 'Meg Ryan'];
  const search = searchOver(names, [0, 1, 2, 3, 4, 5]);

  it('puts the exact name first, then prefixes of the full name, then prefixes of a later word, then substrings', () => {
    expect(search('hank')).toEqual(['Hank', 'Hanks', 'Hank Azaria', 'Tom Hanks', 'Shanks']);
  });

  it('orders entries of one tier by popularity', () => {
    const popular = searchOver(names, [5, 4, 3, 2, 1, 0]);
    expect(popular('hank')).toEqual(['Hank', 'Hank Azaria', 'Hanks', 'Tom Hanks', 'Shanks']);
  });

  it('keeps a word-prefix match above every substring match, however popular the substring match', () => {
    expect(search('hanks')).toEqual(['Hanks', 'Tom Hanks', 'Shanks']);
  });

  it('stops at the limit, keeping the best', () => {
    expect(search('hank', 2)).toEqual(['Hank', 'Hanks']);
    expect(search('hank', 4)).toEqual(['Hank', 'Hanks', 'Hank Azaria', 'Tom Hanks']);
  });

  it('finds nothing for a blank query or a limit of zero', () => {
    expect(search('')).toEqual([]);
    expect(search('  !? ')).toEqual([]);
    expect(search('hank', 0)).toEqual([]);
  });
});

describe('an entry matched more than once', () => {
  // "m" starts the full name and a later word of both Madsen and McDonnell; "madsen" sorts
  // before "michael madsen", "mary mcdonnell" before "mcdonnell".
  const names = ['Tom Mix', 'Michael Madsen', 'Mary McDonnell'];
  const search = searchOver(names);

  it('appears once, ranked by its best match', () => {
    expect(search('m')).toEqual(['Michael Madsen', 'Mary McDonnell', 'Tom Mix']);
  });

  it('appears once when the query occurs twice in its name', () => {
    expect(searchOver(['Anna Karina', 'Nastassja Kinski'])('na')).toEqual(['Nastassja Kinski', 'Anna Karina']);
  });
});

describe('accent and case folding', () => {
  it('matches names and queries whatever their accents, case and punctuation', () => {
    const search = searchOver(['Penélope Cruz', 'Zoë Kravitz', "Lupita Nyong'o"]);
    expect(search('PENELOPE')).toEqual(['Penélope Cruz']);
    expect(search('zoe kra')).toEqual(['Zoë Kravitz']);
    expect(search('nyong o')).toEqual(["Lupita Nyong'o"]);
    expect(search('Crúz')).toEqual(['Penélope Cruz']);
  });
});

describe('substring matches', () => {
  const names = ['Shanks', 'Tom Hanks', 'Frank Nkala', 'Bianka Kar', 'Meg Ryan', 'Ethan Hawke'];
  const search = searchOver(names);

  it('finds a query of four or more letters inside a word', () => {
    expect(search('anks')).toEqual(['Shanks', 'Tom Hanks']);
    expect(search('than haw')).toEqual(['Ethan Hawke']);
  });

  it('finds a three-letter query at the very end of a name', () => {
    expect(search('nks')).toEqual(['Shanks', 'Tom Hanks']);
  });

  it('only returns names that contain the whole query, not just each of its three-letter pieces', () => {
    // "frank nkala" holds "ank" and "nka", but not "anka"
    expect(search('anka')).toEqual(['Bianka Kar']);
  });

  it('finds nothing when some three-letter piece of the query occurs nowhere', () => {
    expect(search('hanksz')).toEqual([]);
  });

  it('finds one- and two-letter queries inside words', () => {
    expect(search('yr')).toEqual([]);
    expect(search('ya')).toEqual(['Meg Ryan']);
    expect(search('wk')).toEqual(['Ethan Hawke']);
  });

  it('never matches across the end of one name and the start of the next', () => {
    // "…Hanks" is followed by "Frank…": "sf" would only occur across the two
    expect(search('sf')).toEqual([]);
    expect(search('s fr')).toEqual([]);
  });

  it('ranks substring matches by popularity', () => {
    const reversed = searchOver(names, [5, 4, 3, 2, 1, 0]);
    expect(reversed('an')).toEqual(['Ethan Hawke', 'Meg Ryan', 'Bianka Kar', 'Frank Nkala', 'Tom Hanks', 'Shanks']);
    expect(reversed('ank')).toEqual(['Bianka Kar', 'Frank Nkala', 'Tom Hanks', 'Shanks']);
  });

  it('fills the page after the better tiers, up to the limit', () => {
    expect(search('ha', 2)).toEqual(['Tom Hanks', 'Ethan Hawke']);
    expect(search('ha', 3)).toEqual(['Tom Hanks', 'Ethan Hawke', 'Shanks']);
  });
});

describe('names the caller has normalized already', () => {
  it('are searched as given', () => {
    const order = Int32Array.from([0, 1]);
    const search = NameSearch.of(['Zoë Kravitz', 'Penélope Cruz'], order, ['zoe kravitz', 'penelope cruz']);
    expect(search.search('cruz', 5)).toEqual([1]);
  });
});

describe('names written in more than a thousand different characters', () => {
  // 1,100 distinct CJK ideographs in one name: the index numbers the characters it meets, and
  // those past the first thousand make trigrams it keys by their text instead.
  const ideographs = Array.from({ length: 1100 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('');
  const search = searchOver(['Abc Def', ideographs]);

  it('finds a substring made of the last of them', () => {
    expect(search(ideographs.slice(1050, 1054))).toEqual([ideographs]);
  });

  it('finds a substring that mixes the first thousand and the rest', () => {
    expect(search(ideographs.slice(1020, 1026))).toEqual([ideographs]);
  });

  it('finds nothing for three of them the name never holds in that order', () => {
    expect(search(ideographs[1060]! + ideographs[1050]! + ideographs[1070]!)).toEqual([]);
  });
});
