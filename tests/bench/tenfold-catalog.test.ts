import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenfoldRecords } from './tenfold-catalog';

interface Film {
  title: string;
  year: number;
  href: string;
  cast: string[];
}

describe('the 10x catalog', () => {
  // Two films of a thousand names: enough for the share played in every copy to show.
  const names = Array.from({ length: 1_000 }, (_, i) => `Actor ${i}`);
  const reference: Film[] = [
    { title: 'Alpha', year: 1950, href: 'Alpha_film', cast: names.slice(0, 500) },
    { title: 'Beta', year: 1960, href: 'Beta_film', cast: names.slice(500) },
  ];
  let dir: string;
  let copies: Film[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cinema-tenfold-'));
    writeFileSync(join(dir, 'films.json'), JSON.stringify(reference));
    copies = (await tenfoldRecords(dir)) as Film[];
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds ten copies of every film, the first as it is, copy k with "(k)" after its title', () => {
    expect(copies).toHaveLength(20);
    expect(copies.map((film) => film.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((k) => (k === 1 ? ['Alpha', 'Beta'] : [`Alpha (${k})`, `Beta (${k})`])),
    );
    expect(copies[2]).toMatchObject({ href: 'Alpha_film (2)', year: 1950 });
    expect(copies[0]!.cast).toEqual(reference[0]!.cast);
  });

  it('casts a name in every copy as the same actor, or as one actor per copy', () => {
    const shared = new Set<string>();
    for (const [i, name] of reference[0]!.cast.entries()) {
      const inCopies = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => copies[2 * (k - 1)]!.cast[i]);
      if (inCopies.every((cast) => cast === name)) shared.add(name);
      else expect(inCopies).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => `${name} (${k})`));
    }
    // One name in ten is shared, by a hash of the name: about 50 of these 500.
    expect(shared.size).toBeGreaterThan(30);
    expect(shared.size).toBeLessThan(70);
  });
});
