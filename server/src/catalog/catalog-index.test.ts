import { describe, expect, it } from 'vitest';
import { actorSlug } from '@cinema/shared';
import { CatalogIndex, type CatalogActor, type CatalogCredit, type CatalogMovie } from './catalog-index';

const actor = (id: number, name: string): CatalogActor => ({
  id,
  tvdbId: `a${id}`,
  name,
  slug: actorSlug(name),
  imageUrl: null,
  source: 'catalog',
});
const movie = (id: number, title: string, year: number | null = 2000): CatalogMovie => ({
  id,
  tvdbId: `m${id}`,
  title,
  year,
  imageUrl: null,
  source: 'catalog',
});
/** Credits of one movie, billed in the order given. */
const cast = (movieId: number, ...actorIds: number[]): CatalogCredit[] =>
  actorIds.map((actorId, i) => ({ actorId, movieId, billingPosition: i + 1 }));

/**
 *   Tom Hanks ─ Big ─ Elizabeth Perkins ─ Flintstones ─ John Goodman
 *   Tom Hanks ─ Cast Away ─ Helen Hunt ─ Twister ─ Bill Paxton ─ Titanic ─ Kate Winslet
 *   Tom Hanks ─ Apollo 13 ─ Bill Paxton                      (the short way to Kate Winslet)
 *   Penélope Cruz ─ Vanilla Sky ─ Tom Cruise ─ Top Gun ─ Tom Skerritt
 *   Atom Egoyan, Tomas Milian, Anna Tomasi: one film each, for search ranking only
 */
function smallCatalog(): CatalogIndex {
  const actors = [
    actor(1, 'Tom Hanks'),
    actor(2, 'Elizabeth Perkins'),
    actor(3, 'John Goodman'),
    actor(4, 'Helen Hunt'),
    actor(5, 'Bill Paxton'),
    actor(6, 'Kate Winslet'),
    actor(7, 'Penélope Cruz'),
    actor(8, 'Tom Cruise'),
    actor(9, 'Tom Skerritt'),
    actor(10, 'Atom Egoyan'),
    actor(11, 'Tomas Milian'),
    actor(12, 'Anna Tomasi'),
    actor(13, 'Tom'),
    actor(14, 'Zed Nobody'),
  ];
  const movies = [
    movie(101, 'Big', 1988),
    movie(102, 'The Flintstones', 1994),
    movie(103, 'Cast Away', 2000),
    movie(104, 'Twister', 1996),
    movie(105, 'Titanic', 1997),
    movie(106, 'Apollo 13', 1995),
    movie(107, 'Vanilla Sky', 2001),
    movie(108, 'Top Gun', 1986),
    movie(109, 'Exotica', 1994),
    movie(110, 'Tepepa', 1969),
    movie(111, 'Bigger Than Life', null),
    movie(112, 'A Big Day', 2010),
  ];
  const credits = [
    ...cast(101, 1, 2),
    ...cast(102, 3, 2),
    ...cast(103, 1, 4),
    ...cast(104, 4, 5),
    ...cast(105, 6, 5),
    ...cast(106, 1, 5),
    ...cast(107, 8, 7),
    ...cast(108, 8, 9),
    ...cast(109, 10),
    ...cast(110, 11),
    ...cast(112, 12),
  ];
  return CatalogIndex.fromData({ actors, movies, credits });
}

const names = (list: { name: string }[]) => list.map((a) => a.name);
const titles = (list: { title: string }[]) => list.map((m) => m.title);

describe('actor search', () => {
  const catalog = smallCatalog();

  it('ranks an exact name, then full-name prefixes, then word prefixes, then substrings', () => {
    expect(names(catalog.searchActors('tom'))).toEqual([
      'Tom', // exact
      'Tom Hanks', // prefix, 3 credits
      'Tom Cruise', // prefix, 2 credits
      'Tom Skerritt', // prefix, 1 credit: name breaks the tie with Tomas Milian
      'Tomas Milian',
      'Anna Tomasi', // a later word starts with "tom"
      'Atom Egoyan', // substring
    ]);
  });

  it('breaks ties of tier and popularity by name', () => {
    expect(names(catalog.searchActors('tom s'))).toEqual(['Tom Skerritt']);
    expect(names(catalog.searchActors('t')).slice(0, 4)).toEqual([
      'Tom Hanks',
      'Tom Cruise',
      'Tom Skerritt',
      'Tomas Milian',
    ]);
  });

  it('ignores accents, case and punctuation on both sides', () => {
    expect(names(catalog.searchActors('penelope'))).toEqual(['Penélope Cruz']);
    expect(names(catalog.searchActors('PENÉLOPE  cruz!'))).toEqual(['Penélope Cruz']);
    // Both by a later word: Tom Cruise has more credits.
    expect(names(catalog.searchActors('cru'))).toEqual(['Tom Cruise', 'Penélope Cruz']);
  });

  it('answers a one-letter query with every name that has a word starting with it before substrings', () => {
    const found = names(catalog.searchActors('k'));
    expect(found.slice(0, 1)).toEqual(['Kate Winslet']);
    expect(found).toContain('Tom Hanks'); // substring
    expect(found.indexOf('Kate Winslet')).toBeLessThan(found.indexOf('Tom Hanks'));
  });

  it('answers nothing for an empty or blank query, or one that matches nothing', () => {
    expect(catalog.searchActors('')).toEqual([]);
    expect(catalog.searchActors('   ')).toEqual([]);
    expect(catalog.searchActors('?!')).toEqual([]);
    expect(catalog.searchActors('xylophone')).toEqual([]);
  });

  it('returns at most the limit, keeping the best', () => {
    expect(names(catalog.searchActors('tom', 2))).toEqual(['Tom', 'Tom Hanks']);
  });
});

describe('movie search', () => {
  const catalog = smallCatalog();

  it('ranks titles the same way, by cast size within a tier', () => {
    // "Big" exact; "Bigger Than Life" prefix with no cast; "A Big Day" word prefix.
    expect(titles(catalog.searchMovies('big'))).toEqual(['Big', 'Bigger Than Life', 'A Big Day']);
    expect(titles(catalog.searchMovies('the f'))).toEqual(['The Flintstones']);
  });

  it('finds a title by a later word and by digits', () => {
    expect(titles(catalog.searchMovies('13'))).toEqual(['Apollo 13']);
    expect(titles(catalog.searchMovies('sky'))).toEqual(['Vanilla Sky']);
  });
});

describe('lookups', () => {
  const catalog = smallCatalog();

  it('finds actors and movies by id and tvdbId, and nothing for unknown ids', () => {
    expect(catalog.actorById(1)?.name).toBe('Tom Hanks');
    expect(catalog.actorByTvdbId('a4')?.name).toBe('Helen Hunt');
    expect(catalog.movieById(105)?.title).toBe('Titanic');
    expect(catalog.movieByTvdbId('m106')?.title).toBe('Apollo 13');
    expect(catalog.actorById(999)).toBeUndefined();
    expect(catalog.actorByTvdbId('nope')).toBeUndefined();
    expect(catalog.movieById(999)).toBeUndefined();
    expect(catalog.movieByTvdbId('a1')).toBeUndefined();
  });

  it('finds actors by slug and by name, most credits first', () => {
    const twin = CatalogIndex.fromData({
      actors: [actor(1, 'Sam Jones'), actor(2, 'Sam Jones')],
      movies: [movie(10, 'One'), movie(11, 'Two')],
      credits: [...cast(10, 2), ...cast(11, 2), ...cast(11, 1)],
    });
    expect(twin.actorsBySlug('Sam_Jones').map((a) => a.id)).toEqual([2, 1]);
    expect(twin.actorsByName('sam  JONES').map((a) => a.id)).toEqual([2, 1]);
    expect(
      smallCatalog()
        .actorsBySlug('Penélope_Cruz')
        .map((a) => a.id),
    ).toEqual([7]);
    expect(twin.actorsBySlug('Nobody')).toEqual([]);
  });

  it('knows who was in which movie, with billing, and nothing for unknown ids', () => {
    expect(catalog.actorsOfMovie(106)).toEqual([
      { actorId: 1, movieId: 106, billingPosition: 1 },
      { actorId: 5, movieId: 106, billingPosition: 2 },
    ]);
    expect(catalog.moviesOfActor(5).map((c) => c.movieId)).toEqual([104, 105, 106]);
    expect(catalog.billing(5, 105)).toBe(2);
    expect(catalog.billing(5, 101)).toBeUndefined();
    expect(catalog.billing(999, 101)).toBeUndefined();
    expect(catalog.moviesOfActor(999)).toEqual([]);
    expect(catalog.actorsOfMovie(999)).toEqual([]);
  });

  it('keeps a movie cast in billing order when credits arrive out of order, unknown billing last', () => {
    const c = smallCatalog();
    c.addCredit({ actorId: 6, movieId: 103, billingPosition: null });
    c.addCredit({ actorId: 3, movieId: 103, billingPosition: 1 });
    expect(c.actorsOfMovie(103).map((x) => [x.actorId, x.billingPosition])).toEqual([
      [1, 1],
      [3, 1],
      [4, 2],
      [6, null],
    ]);
    expect(c.billing(6, 103)).toBeNull();
  });

  it('ignores a repeated credit and one naming an unknown actor or movie', () => {
    const c = smallCatalog();
    const before = c.creditCount;
    c.addCredit({ actorId: 1, movieId: 101, billingPosition: 7 });
    c.addCredit({ actorId: 999, movieId: 101, billingPosition: 1 });
    c.addCredit({ actorId: 1, movieId: 999, billingPosition: 1 });
    expect(c.creditCount).toBe(before);
    expect(c.billing(1, 101)).toBe(1);
  });
});

describe('added items', () => {
  it('are searchable, and a renamed actor is found under the new name only', () => {
    const c = smallCatalog();
    expect(c.searchActors('zendaya')).toEqual([]);
    c.upsertActor(actor(20, 'Zendaya'));
    c.upsertMovie(movie(120, 'Dune', 2021));
    c.addCredit({ actorId: 20, movieId: 120, billingPosition: 3 });
    c.addCredit({ actorId: 1, movieId: 120, billingPosition: 1 });
    expect(names(c.searchActors('zen'))).toEqual(['Zendaya']);
    expect(titles(c.searchMovies('dune'))).toEqual(['Dune']);
    expect(c.shortestChain(20, 5)?.connections).toBe(2);

    c.upsertActor({ ...actor(20, 'Zendaya Coleman'), tvdbId: 'z20' });
    expect(names(c.searchActors('zendaya'))).toEqual(['Zendaya Coleman']);
    expect(c.actorByTvdbId('a20')).toBeUndefined();
    expect(c.actorByTvdbId('z20')?.name).toBe('Zendaya Coleman');
    expect(c.actorsBySlug('Zendaya')).toEqual([]);
  });

  it('keep actors sharing a slug together, and apart once one is renamed', () => {
    const c = CatalogIndex.fromData({
      actors: [actor(1, 'Sam Jones'), actor(2, 'Sam Jones'), actor(3, 'Sam Jones')],
      movies: [movie(10, 'One')],
      credits: cast(10, 3),
    });
    // Actor 3 has a credit, 1 and 2 none: 3 first, then 1 and 2 by id.
    expect(c.actorsBySlug('Sam_Jones').map((a) => a.id)).toEqual([3, 1, 2]);
    c.upsertActor(actor(3, 'Sam Jonas'));
    c.upsertActor(actor(1, 'Sam Jonas'));
    expect(c.actorsBySlug('Sam_Jones').map((a) => a.id)).toEqual([2]);
    expect(c.actorsBySlug('Sam_Jonas').map((a) => a.id)).toEqual([3, 1]);
    c.upsertActor(actor(2, 'Sam Jonas'));
    expect(c.actorsBySlug('Sam_Jones')).toEqual([]);
    expect(c.actorsBySlug('Sam_Jonas').map((a) => a.id)).toEqual([3, 1, 2]);
  });
});

describe('random actors', () => {
  it('picks distinct, credited actors, deterministic for a given random source', () => {
    const c = smallCatalog();
    const seeded = () => {
      let s = 7;
      return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
    };
    const picks = c.randomActors(5, seeded());
    expect(new Set(picks.map((a) => a.id)).size).toBe(5);
    for (const a of picks) expect(c.popularityOfActor(a.id)).toBeGreaterThan(0);
    expect(c.randomActors(5, seeded())).toEqual(picks);
  });

  it('never answers more actors than have credits', () => {
    const c = smallCatalog();
    const credited = c.randomActors(100);
    expect(credited).toHaveLength(12); // 14 actors, "Tom" and "Zed Nobody" have no credit
  });

  it('favours the best-connected actors when asked for few', () => {
    const c = smallCatalog();
    // 12 credited actors: a pool of max(count, 25 %) = 3, i.e. Tom Hanks, Bill Paxton and one with two credits.
    for (let i = 0; i < 20; i++) {
      for (const a of c.randomActors(2)) expect(c.popularityOfActor(a.id)).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('shortest chain', () => {
  const catalog = smallCatalog();

  it('finds the shortest of several chains, as alternating actors and movies', () => {
    expect(catalog.shortestChain(1, 6)).toEqual({ actorIds: [1, 5, 6], movieIds: [106, 105], connections: 2 });
  });

  it('finds a chain in either direction with the same length', () => {
    const back = catalog.shortestChain(6, 1);
    expect(back?.connections).toBe(2);
    expect(back?.actorIds[0]).toBe(6);
    expect(back?.actorIds.at(-1)).toBe(1);
  });

  it('links two actors of one movie with one connection', () => {
    expect(catalog.shortestChain(1, 2)).toEqual({ actorIds: [1, 2], movieIds: [101], connections: 1 });
  });

  it('answers zero connections for the same actor', () => {
    expect(catalog.shortestChain(3, 3)).toEqual({ actorIds: [3], movieIds: [], connections: 0 });
  });

  it('answers null for unknown ids and for actors that are not connected', () => {
    expect(catalog.shortestChain(1, 999)).toBeNull();
    expect(catalog.shortestChain(999, 1)).toBeNull();
    expect(catalog.shortestChain(1, 7)).toBeNull(); // Penélope Cruz's films never meet Tom Hanks's
    expect(catalog.shortestChain(1, 14)).toBeNull(); // no credits at all
  });

  it('gives up beyond the maximum number of connections', () => {
    // John Goodman → Flintstones → Elizabeth Perkins → Big → Tom Hanks → Apollo 13 → Bill Paxton → Titanic → Kate Winslet
    expect(catalog.shortestChain(3, 6)?.connections).toBe(4);
    expect(catalog.shortestChain(3, 6, 4)?.connections).toBe(4);
    expect(catalog.shortestChain(3, 6, 3)).toBeNull();
    expect(catalog.shortestChain(3, 2, 0)).toBeNull();
  });

  it('matches a plain breadth-first search on a random graph', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const actorCount = 300;
    const actors = Array.from({ length: actorCount }, (_, i) => actor(i + 1, `Actor ${i + 1}`));
    const movies = Array.from({ length: 200 }, (_, i) => movie(1000 + i, `Movie ${i}`));
    const credits: CatalogCredit[] = [];
    for (const m of movies) {
      const castIds = new Set(
        Array.from({ length: 1 + Math.floor(random() * 3) }, () => 1 + Math.floor(random() * actorCount)),
      );
      credits.push(...cast(m.id, ...castIds));
    }
    const c = CatalogIndex.fromData({ actors, movies, credits });
    const reference = (from: number, to: number): number | null => {
      const distance = new Map([[from, 0]]);
      const queue = [from];
      while (queue.length) {
        const a = queue.shift()!;
        if (a === to) return distance.get(a)!;
        for (const credit of c.moviesOfActor(a)) {
          for (const other of c.actorsOfMovie(credit.movieId)) {
            if (!distance.has(other.actorId)) {
              distance.set(other.actorId, distance.get(a)! + 1);
              queue.push(other.actorId);
            }
          }
        }
      }
      return null;
    };
    let connected = 0;
    for (let i = 0; i < 300; i++) {
      const from = 1 + Math.floor(random() * actorCount);
      const to = 1 + Math.floor(random() * actorCount);
      const expected = reference(from, to);
      const chain = c.shortestChain(from, to, 1000);
      expect(chain?.connections ?? null).toBe(expected);
      if (!chain) continue;
      connected++;
      // Every link is a real credit pair.
      chain.movieIds.forEach((movieId, k) => {
        expect(c.billing(chain.actorIds[k]!, movieId)).toBeDefined();
        expect(c.billing(chain.actorIds[k + 1]!, movieId)).toBeDefined();
      });
    }
    expect(connected).toBeGreaterThan(20);
  });
});
