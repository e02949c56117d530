/**
 * Checks the hand-written starter catalog: its shape, its facts against the reference dataset
 * (Wikipedia's American film lists, read at run time), and that its actor–movie graph is connected
 * enough for the game, including the default daily pair.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeText } from '@cinema/shared';
import { describe, expect, it } from 'vitest';
import { defaultDailyPair } from './default-pair';
import { starterFilms, type StarterFilm } from './films';

const referenceDir =
  process.env.REFERENCE_DATA_DIR ||
  fileURLToPath(new URL('../../../../../shared/data/wikipedia-movie-data', import.meta.url));
const hasReference = existsSync(referenceDir);
const requireReference = process.env.REQUIRE_REFERENCE_DATA === '1';

/**
 * Credits the reference dataset does not confirm, each for a stated reason. A credit is a film's
 * cast name; an entry without `name` covers every credit of its film. The accuracy test requires the
 * failing credits to be exactly these, so an entry that stops being needed fails the test too.
 */
interface CreditException {
  title: string;
  year: number;
  name?: string;
  reason: string;
}

const SHORT_LIST = 'the dataset names only the top three or four players of this film';
const exceptions: readonly CreditException[] = [
  // Older films whose dataset entry lists fewer principal players than the film's real billing.
  { title: 'It Happened One Night', year: 1934, name: 'Walter Connolly', reason: SHORT_LIST },
  { title: 'It Happened One Night', year: 1934, name: 'Alan Hale', reason: SHORT_LIST },
  { title: 'Top Hat', year: 1935, name: 'Erik Rhodes', reason: SHORT_LIST },
  { title: 'Top Hat', year: 1935, name: 'Eric Blore', reason: SHORT_LIST },
  { title: 'Bringing Up Baby', year: 1938, name: 'Charles Ruggles', reason: SHORT_LIST },
  { title: 'Bringing Up Baby', year: 1938, name: 'Barry Fitzgerald', reason: SHORT_LIST },
  { title: 'Gunga Din', year: 1939, name: 'Joan Fontaine', reason: SHORT_LIST },
  { title: 'The Philadelphia Story', year: 1940, name: 'Ruth Hussey', reason: SHORT_LIST },
  { title: 'The Philadelphia Story', year: 1940, name: 'John Howard', reason: SHORT_LIST },
  { title: "It's a Wonderful Life", year: 1946, name: 'Thomas Mitchell', reason: SHORT_LIST },
  { title: "It's a Wonderful Life", year: 1946, name: 'Henry Travers', reason: SHORT_LIST },
  { title: 'Rio Bravo', year: 1959, name: 'Walter Brennan', reason: SHORT_LIST },
  { title: 'Star Wars', year: 1977, name: 'Peter Cushing', reason: SHORT_LIST },
  { title: 'Jurassic Park', year: 1993, name: 'Samuel L. Jackson', reason: SHORT_LIST },
  { title: 'Seven', year: 1995, name: 'R. Lee Ermey', reason: SHORT_LIST },
  // The dataset's cast list leaves out a principal player or is garbled.
  {
    title: 'Captain Phillips',
    year: 2013,
    name: 'Barkhad Abdi',
    reason: 'the dataset omits the co-lead (an Oscar nominee for the role)',
  },
  {
    title: 'La La Land',
    year: 2016,
    name: 'J. K. Simmons',
    reason: "the dataset's cast list for this film is truncated and garbled",
  },
  // Known name variants: the catalog uses the common spelling.
  { title: 'Forrest Gump', year: 1994, name: 'Robin Wright', reason: 'the dataset credits her as "Robin Wright Penn"' },
  { title: 'Moneyball', year: 2011, name: 'Robin Wright', reason: 'the dataset credits her as "Robin Wright Penn"' },
  { title: 'The Irishman', year: 2019, name: 'Bobby Cannavale', reason: 'the dataset misspells him "Bobby Canavale"' },
  // Films after 2023, which the dataset does not cover.
  { title: 'Conclave', year: 2024, reason: 'released in 2024, after the dataset ends' },
];

/** The shared name folding, plus "&" as "and" and no spaces: "Brandon deWilde" meets "Brandon De Wilde". */
function normalize(text: string): string {
  return normalizeText(text.replace(/&/g, ' and ')).replace(/ /g, '');
}

interface ReferenceFilm {
  title: string;
  year: number;
  cast: string[];
}

/** Every record of every JSON file in the dataset folder (each file is one JSON array of films). */
function readReference(dir: string): ReferenceFilm[] {
  const films: ReferenceFilm[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const records: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!Array.isArray(records)) continue;
    for (const record of records as Partial<ReferenceFilm>[]) {
      if (typeof record?.title !== 'string' || typeof record.year !== 'number') continue;
      films.push({
        title: record.title,
        year: record.year,
        cast: Array.isArray(record.cast) ? record.cast.filter((n) => typeof n === 'string') : [],
      });
    }
  }
  return films;
}

const creditKey = (film: StarterFilm, name: string) => `${film.title} (${film.year}): ${name}`;
const creditCount = starterFilms.reduce((sum, film) => sum + film.cast.length, 0);

/** Actor name → indexes of the starter films they appear in. */
function filmsByActor(films: readonly StarterFilm[]): Map<string, number[]> {
  const byActor = new Map<string, number[]>();
  films.forEach((film, index) => {
    for (const name of film.cast) byActor.set(name, [...(byActor.get(name) ?? []), index]);
  });
  return byActor;
}

/** Shortest chain between two actors, in connections (actor → shared film → actor); null when unconnected. */
function connections(
  films: readonly StarterFilm[],
  byActor: Map<string, number[]>,
  from: string,
  to: string,
): number | null {
  const distance = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const actor = queue[head]!;
    const steps = distance.get(actor)!;
    if (actor === to) return steps;
    for (const index of byActor.get(actor) ?? []) {
      for (const coStar of films[index]!.cast) {
        if (distance.has(coStar)) continue;
        distance.set(coStar, steps + 1);
        queue.push(coStar);
      }
    }
  }
  return null;
}

// One test reads the whole reference dataset: 0.7 s alone, past 5 s beside the browser suites.
describe('starter film catalog', { timeout: 30_000 }, () => {
  it('has at least 300 well-formed films spanning every decade from the 1930s to the 2020s', () => {
    expect(starterFilms.length).toBeGreaterThanOrEqual(300);
    const decades = new Set(starterFilms.map((film) => Math.floor(film.year / 10) * 10));
    for (let decade = 1930; decade <= 2020; decade += 10)
      expect(decades, `no film from the ${decade}s`).toContain(decade);

    const seen = new Set<string>();
    for (const film of starterFilms) {
      const label = `${film.title} (${film.year})`;
      expect(film.title.trim(), label).not.toBe('');
      expect(Number.isInteger(film.year) && film.year >= 1930 && film.year <= 2025, `${label}: year`).toBe(true);
      expect(film.cast.length, `${label}: cast size`).toBeGreaterThanOrEqual(5);
      expect(film.cast.length, `${label}: cast size`).toBeLessThanOrEqual(10);
      for (const name of film.cast) expect(name.trim() === name && name !== '', `${label}: name "${name}"`).toBe(true);
      expect(new Set(film.cast.map(normalize)).size, `${label}: duplicate cast name`).toBe(film.cast.length);
      const key = `${normalize(film.title)}|${film.year}`;
      expect(seen.has(key), `${label}: duplicate film`).toBe(false);
      seen.add(key);
    }
  });

  it.skipIf(!hasReference && !requireReference)('matches the reference dataset, except for the listed credits', () => {
    expect(hasReference, `reference dataset not found at ${referenceDir} (REQUIRE_REFERENCE_DATA=1)`).toBe(true);
    const byTitle = new Map<string, ReferenceFilm[]>();
    for (const film of readReference(referenceDir)) {
      const key = normalize(film.title);
      byTitle.set(key, [...(byTitle.get(key) ?? []), film]);
    }

    const failing: string[] = [];
    for (const film of starterFilms) {
      const matches = (byTitle.get(normalize(film.title)) ?? []).filter((ref) => Math.abs(ref.year - film.year) <= 1);
      const names = new Set(matches.flatMap((ref) => ref.cast.map(normalize)));
      for (const name of film.cast) if (!names.has(normalize(name))) failing.push(creditKey(film, name));
    }

    const excused: string[] = [];
    for (const exception of exceptions) {
      const film = starterFilms.find((f) => f.title === exception.title && f.year === exception.year);
      expect(film, `exception for a film not in the catalog: ${exception.title} (${exception.year})`).toBeDefined();
      if (!film) continue;
      if (exception.name !== undefined) {
        expect(film.cast, `exception for a name not in ${exception.title}`).toContain(exception.name);
        excused.push(creditKey(film, exception.name));
      } else {
        excused.push(...film.cast.map((name) => creditKey(film, name)));
      }
    }

    expect(excused.length / creditCount, 'exceptions exceed 5% of all credits').toBeLessThanOrEqual(0.05);
    expect([...failing].sort()).toEqual([...new Set(excused)].sort());
  });

  it('forms one connected actor–movie graph around its most-cast actors, and the default pair is 2–4 connections apart', () => {
    const byActor = filmsByActor(starterFilms);
    const top50 = [...byActor]
      .sort(([nameA, filmsA], [nameB, filmsB]) => filmsB.length - filmsA.length || nameA.localeCompare(nameB))
      .slice(0, 50)
      .map(([name]) => name);

    // Label every actor with a component number, then count the top 50 per component.
    const component = new Map<string, number>();
    for (const start of byActor.keys()) {
      if (component.has(start)) continue;
      const id = component.size === 0 ? 0 : Math.max(...component.values()) + 1;
      component.set(start, id);
      const queue = [start];
      for (let head = 0; head < queue.length; head++) {
        for (const index of byActor.get(queue[head]!)!) {
          for (const coStar of starterFilms[index]!.cast) {
            if (component.has(coStar)) continue;
            component.set(coStar, id);
            queue.push(coStar);
          }
        }
      }
    }
    const perComponent = new Map<number, number>();
    for (const name of top50) perComponent.set(component.get(name)!, (perComponent.get(component.get(name)!) ?? 0) + 1);
    expect(Math.max(...perComponent.values())).toBeGreaterThanOrEqual(45);

    const { startActorName, endActorName } = defaultDailyPair;
    expect(byActor.has(startActorName), `${startActorName} is in the catalog`).toBe(true);
    expect(byActor.has(endActorName), `${endActorName} is in the catalog`).toBe(true);
    const chain = connections(starterFilms, byActor, startActorName, endActorName);
    expect(chain).not.toBeNull();
    expect(chain!).toBeGreaterThanOrEqual(2);
    expect(chain!).toBeLessThanOrEqual(4);
  });
});
