/**
 * A hand-made catalog for the suites of par, hints, the archive and statistics, small enough to
 * work every figure out by hand:
 *
 *   Ada —First Light (1990)— Ben        Ada —Long Road (1996)— Fay —Slow Boat (1997)— Gus
 *   Ada —Second Wind (1991)— Ben        Gus —Night Train (1998)— Hal —Last Stop (1999)— Eve
 *   Ada —Third Act (1992)— Cal          Yul —Alone Again (2000)— Zed   (joined to nobody else)
 *   Ben —Fourth Wall (1993)— Dee
 *   Cal —Fifth Gear (1994)— Dee
 *   Dee —Sixth Sense of Home (1995)— Eve
 *
 * Ada → Eve: par 3, by three chains: Ada–First Light–Ben–Fourth Wall–Dee–Sixth Sense–Eve, the same
 * through Second Wind, and Ada–Third Act–Cal–Fifth Gear–Dee–Sixth Sense–Eve; the way round by
 * Fay, Gus and Hal is 4. Ben → Hal: par 3 by one chain, Ben–Fourth Wall–Dee–Sixth Sense–Eve–Last
 * Stop–Hal. Ada → Zed: no chain. Every cast lists two actors, billed 1 and 2.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from '../support/test-app';
import type { Engine } from '../support/engines';
import { Player, linkOf, actorNamed, type PathLink } from './game-play';

export const films = [
  { title: 'First Light', year: 1990, cast: ['Ada Archer', 'Ben Brooks'] },
  { title: 'Second Wind', year: 1991, cast: ['Ada Archer', 'Ben Brooks'] },
  { title: 'Third Act', year: 1992, cast: ['Ada Archer', 'Cal Carter'] },
  { title: 'Fourth Wall', year: 1993, cast: ['Ben Brooks', 'Dee Dawson'] },
  { title: 'Fifth Gear', year: 1994, cast: ['Cal Carter', 'Dee Dawson'] },
  { title: 'Sixth Sense of Home', year: 1995, cast: ['Dee Dawson', 'Eve Ellis'] },
  { title: 'Long Road', year: 1996, cast: ['Ada Archer', 'Fay Fisher'] },
  { title: 'Slow Boat', year: 1997, cast: ['Fay Fisher', 'Gus Grant'] },
  { title: 'Night Train', year: 1998, cast: ['Gus Grant', 'Hal Hughes'] },
  { title: 'Last Stop', year: 1999, cast: ['Hal Hughes', 'Eve Ellis'] },
  { title: 'Alone Again', year: 2000, cast: ['Yul Young', 'Zed Zane'] },
];

export const DAY_MS = 86_400_000;

export interface ParApp extends TestApp {
  actor(name: string): number;
  movie(title: string): number;
  /** The link actor → movie → next actor, by names, as a client submits it. */
  link(actor: string, movie: string, nextActor: string): PathLink;
  pair(start: string, end: string): { startActorId: number; endActorId: number };
  /** Ada → Eve at par, through Cal and Dee: 3 connections, 66 points (each link 1990s +3, billed 1 and 2). */
  atPar(): PathLink[];
  /** Ada → Eve the way round, through Fay, Gus and Hal: 4 connections, 46 points. */
  overPar(): PathLink[];
  setClock(at: number): void;
}

/** The app on the hand-made catalog, its default pair Ada → Eve, its clock set to `at`. */
export async function startParApp(engine: Engine, at: number): Promise<ParApp> {
  const dir = mkdtempSync(join(tmpdir(), 'cinema-par-'));
  writeFileSync(join(dir, 'films.json'), JSON.stringify(films));
  let t: TestApp;
  try {
    t = await startTestApp(engine, {
      CATALOG_DIR: dir,
      DEFAULT_START_ACTOR: 'Ada Archer',
      DEFAULT_END_ACTOR: 'Eve Ellis',
      CATALOG_REFRESH_MS: '0',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const { services } = t;
  services.clock.now = () => new Date(at);
  const actor = (name: string) => actorNamed(services, name).id;
  const movie = (title: string) => {
    const found = services.catalog.searchMovies(title, 5).find((m) => m.title === title);
    if (!found) throw new Error(`no movie ${title}`);
    return found.id;
  };
  const link = (a: string, m: string, b: string) => linkOf(services, actor(a), movie(m), actor(b));
  return {
    ...t,
    actor,
    movie,
    link,
    pair: (start, end) => ({ startActorId: actor(start), endActorId: actor(end) }),
    atPar: () => [
      link('Ada Archer', 'Third Act', 'Cal Carter'),
      link('Cal Carter', 'Fifth Gear', 'Dee Dawson'),
      link('Dee Dawson', 'Sixth Sense of Home', 'Eve Ellis'),
    ],
    overPar: () => [
      link('Ada Archer', 'Long Road', 'Fay Fisher'),
      link('Fay Fisher', 'Slow Boat', 'Gus Grant'),
      link('Gus Grant', 'Night Train', 'Hal Hughes'),
      link('Hal Hughes', 'Last Stop', 'Eve Ellis'),
    ],
    setClock: (time) => {
      services.clock.now = () => new Date(time);
    },
  };
}

/** A tRPC query or mutation by a player (keeping the cookie the server sets). */
export async function trpc(
  player: Player,
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
): Promise<LightMyRequestResponse> {
  if (kind === 'mutation') return player.request('POST', `/trpc/${path}`, input ?? {});
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return player.request('GET', `/trpc/${path}${query}`);
}

/** The data of a successful tRPC answer; throws with the body otherwise. */
export function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`tRPC answered ${res.statusCode}: ${res.body}`);
  return res.json<{ result: { data: T } }>().result.data;
}

export { Player };
