/**
 * The first HTML of every page: the day's puzzle drawn into the game page and inlined as JSON,
 * the title and description of each route, and caching that never serves a past pair: no-cache,
 * an ETag of the day and the page, a 304 only for today's page, a new page at the UTC rollover
 * and when the admin changes the pair. The recap's page carries its first answers and is drawn
 * with them, never with a recap older than the visit's.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_PUZZLE_ELEMENT_ID, RECAP_PAGE_ELEMENT_ID, type DailyPuzzle, type RecapPageData } from '@cinema/shared';
import { GameFixture, publicGames } from '../support/game-fixture';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY_ONE = Date.parse('2027-03-01T10:00:00.000Z');
const DAY_TWO = Date.parse('2027-03-02T10:00:00.000Z');

function setClock(t: TestApp, at: number): void {
  t.services.clock.now = () => new Date(at);
}

interface Page {
  status: number;
  etag: string | undefined;
  cacheControl: string | undefined;
  html: string;
}

async function get(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br', ...headers } });
  const compressed = res.headers['content-encoding'] === 'br' && res.rawPayload.length > 0;
  const body = compressed ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
  return {
    status: res.statusCode,
    etag: res.headers.etag as string | undefined,
    cacheControl: res.headers['cache-control'] as string | undefined,
    html: body.toString('utf8'),
  };
}

/** The JSON the page carries in its data element. */
function inlined(html: string): DailyPuzzle {
  const match = new RegExp(`<script type="application/json" id="${DAILY_PUZZLE_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('the page carries no puzzle');
  return JSON.parse(match[1]!) as DailyPuzzle;
}

/** The recap's answers the page carries, or null. */
function inlinedRecap(html: string): RecapPageData | null {
  const match = new RegExp(`<script type="application/json" id="${RECAP_PAGE_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as RecapPageData) : null;
}

/** The text of the drawn pair card's start and end actor. */
function drawnPair(html: string): [string, string] {
  const name = (role: string) =>
    new RegExp(`data-testid="pair-${role}-actor".*?<a [^>]*>([^<]+)</a>`, 's').exec(html)?.[1] ?? '';
  return [name('start'), name('end')];
}

async function trpcDailyPuzzle(t: TestApp): Promise<DailyPuzzle> {
  const res = await t.app.inject({ url: '/trpc/settings.dailyActors' });
  return (res.json() as { result: { data: DailyPuzzle } }).result.data;
}

describe('the first HTML', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    setClock(t, DAY_ONE);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("draws the day's pair into / and inlines the daily puzzle the client would ask for", async () => {
    const page = await get(t, '/');
    expect(page.status).toBe(200);
    // The starter catalog's first day: the default pair, par 3, puzzle number 1.
    expect(drawnPair(page.html)).toEqual(['Marilyn Monroe', 'Leonardo DiCaprio']);
    expect(page.html).toContain('<div id="root" data-hydrate>');
    const puzzle = inlined(page.html);
    expect(puzzle).toMatchObject({
      startActor: { name: 'Marilyn Monroe' },
      endActor: { name: 'Leonardo DiCaprio' },
      par: 3,
      puzzleNumber: 1,
    });
    expect(puzzle).toEqual(await trpcDailyPuzzle(t));
    expect(page.html).toContain('<title>Cinema Chain - Daily Six Degrees of Hollywood Game</title>');
  });

  it('asks for its scripts at a low priority, and for the stylesheet its first paint waits on at the default', async () => {
    const page = await get(t, '/');
    const tags = (pattern: RegExp) => page.html.match(pattern) ?? [];
    const scripts = tags(/<script type="module"[^>]*>/g);
    const preloads = tags(/<link rel="modulepreload"[^>]*>/g);
    const stylesheets = tags(/<link rel="stylesheet"[^>]*>/g);
    // The built page: one entry script, the chunks it imports preloaded, one stylesheet.
    expect(scripts).toHaveLength(1);
    expect(preloads.length).toBeGreaterThan(0);
    expect(stylesheets).toHaveLength(1);
    for (const tag of [...scripts, ...preloads]) expect(tag).toContain(' fetchpriority="low" ');
    expect(stylesheets[0]).not.toContain('fetchpriority');
  });

  it('names each route in its title and description, and answers an unknown page 404', async () => {
    // url, status, title, description, drawn whole (hydrated) rather than its loading state
    const cases: [string, number, string, string, boolean][] = [
      [
        '/leaderboard',
        200,
        'Leaderboard | Cinema Chain',
        'The top Cinema Chain players for the current actor pair.',
        true,
      ],
      [
        '/daily-recap',
        200,
        'Previous Cinema Connections | Cinema Chain',
        "Statistics from yesterday's completed Cinema Chain games.",
        true,
      ],
      [
        '/actors/Tom_Hanks',
        200,
        'Tom Hanks | Cinema Chain',
        'Tom Hanks in Cinema Chain: games appeared in, top co-stars and the movies players used to connect them.',
        false,
      ],
      [
        '/archive/12',
        200,
        'Puzzle #12 | Cinema Chain',
        'A past Cinema Chain daily pair, played again unranked.',
        false,
      ],
      [
        '/nope',
        404,
        '404 Page Not Found | Cinema Chain',
        "The page you're looking for doesn't exist or has been moved.",
        false,
      ],
    ];
    const headings = { '/leaderboard': 'Leaderboard', '/daily-recap': 'Previous Cinema Connections' };
    for (const [url, status, title, description, whole] of cases) {
      const page = await get(t, url);
      expect({ url, status: page.status }).toEqual({ url, status });
      expect(page.html).toContain(`<title>${title}</title>`);
      expect(page.html).toContain(`<meta name="description" content="${description}" />`);
      // Every page carries the puzzle; the leaderboard and the recap are drawn whole (their heading
      // in the first HTML) and hydrated, the others are their loading state, drawn over.
      expect(inlined(page.html).startActor?.name).toBe('Marilyn Monroe');
      expect({ url, hydrated: page.html.includes('<div id="root" data-hydrate>') }).toEqual({ url, hydrated: whole });
      if (whole) expect(page.html).toMatch(new RegExp(`<h1[^>]*>${headings[url as keyof typeof headings]}</h1>`));
    }
  });

  it('is revalidated every visit, and 304 only confirms the page of the day', async () => {
    setClock(t, DAY_ONE);
    const first = await get(t, '/');
    expect(first.cacheControl).toBe('no-cache');
    expect(first.etag).toMatch(/^"2027-03-01-[\w-]+"$/);
    const again = await get(t, '/', { 'if-none-match': first.etag! });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');

    // The UTC rollover: the automatic pair of the next day.
    setClock(t, DAY_TWO);
    const next = await get(t, '/', { 'if-none-match': first.etag! });
    expect(next.status).toBe(200);
    expect(next.etag).toMatch(/^"2027-03-02-[\w-]+"$/);
    const today = await trpcDailyPuzzle(t);
    expect(today.startActor!.name).not.toBe('Marilyn Monroe');
    expect(drawnPair(next.html)).toEqual([today.startActor!.name, today.endActor!.name]);
    expect(inlined(next.html)).toEqual(today);
  });

  it('changes when the admin sets another pair the same day', async () => {
    setClock(t, DAY_TWO);
    const before = await get(t, '/');
    const [start, end] = drawnPair(before.html);
    const { startActor, endActor } = inlined(before.html);
    // The same two actors the other way round: as playable as the day's pair.
    await t.services.dailyPair.setPair({ startActorId: endActor!.id, endActorId: startActor!.id });
    const after = await get(t, '/', { 'if-none-match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(drawnPair(after.html)).toEqual([end, start]);
    expect(inlined(after.html).startActor!.id).toBe(endActor!.id);
  });
});

describe("the recap's first HTML", () => {
  let t: TestApp;
  let fixture: GameFixture;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    fixture = new GameFixture(t.services.db);
    await fixture.insert(publicGames);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The recap.daily answer the page would ask for, of `date` (yesterday). */
  async function trpcRecap(date: string): Promise<unknown> {
    const res = await t.app.inject({ url: `/trpc/recap.daily?input=${encodeURIComponent(JSON.stringify({ date }))}` });
    return (res.json() as { result: { data: unknown } }).result.data;
  }

  /** The drawn stat cards' texts, in order. */
  const drawnStats = (html: string) =>
    [...html.matchAll(/data-testid="recap-stat".*?<p[^>]*>([^<]*)<\/p>.*?<p[^>]*>([^<]*)<\/p>/gs)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );

  it("carries yesterday's recap and the settings it is keyed on, and is drawn with them", async () => {
    // 2026-03-15: yesterday is the fixture's busy day, 2026-03-14 (7 completions of its first pair).
    setClock(t, Date.parse('2026-03-15T10:00:00.000Z'));
    const page = await get(t, '/daily-recap');
    const carried = inlinedRecap(page.html);
    expect(carried?.recap).toEqual(await trpcRecap('2026-03-14'));
    expect(carried?.recap).toMatchObject({ date: '2026-03-14', totalCompletions: 7 });
    expect(carried?.gameSettings).toEqual(
      (
        (await t.app.inject({ url: '/trpc/settings.gameSettings' })).json() as {
          result: { data: unknown };
        }
      ).result.data,
    );
    expect(page.html).toContain('<div id="root" data-hydrate>');
    expect(page.html).not.toContain('Loading yesterday');
    // Scores 151 + 151 + 70 + 70 + 40 + 151 + 45 = 678 over 7 games: 97; moves 20 / 7: 2.9. Then the
    // section of the day's second pair: two games of 160 points in one move.
    expect(drawnStats(page.html)).toEqual([
      'Total Completions: 7',
      'Average Score: 97',
      'Average Moves: 2.9',
      'Total Completions: 2',
      'Average Score: 160',
      'Average Moves: 1.0',
    ]);
    // Only the recap's page carries them.
    expect(inlinedRecap((await get(t, '/')).html)).toBeNull();
    expect(inlinedRecap((await get(t, '/leaderboard')).html)).toBeNull();
  });

  it('changes the same day when the recap does, and 304 confirms only the current one', async () => {
    setClock(t, Date.parse('2026-03-15T10:00:00.000Z'));
    const before = await get(t, '/daily-recap');
    expect((await get(t, '/daily-recap', { 'if-none-match': before.etag! })).status).toBe(304);
    // Moderation hides Zed's game: 6 completions, and Vic's 151 in one move is the best.
    await fixture.setHidden('z1', true);
    const after = await get(t, '/daily-recap', { 'if-none-match': before.etag! });
    await fixture.setHidden('z1', false);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(inlinedRecap(after.html)?.recap).toMatchObject({ totalCompletions: 6, topScore: { playerName: 'Vic' } });
    expect(drawnStats(after.html)[0]).toBe('Total Completions: 6');
  });

  it("carries the new yesterday's recap from the UTC rollover, never the day before's", async () => {
    setClock(t, Date.parse('2026-03-15T23:59:59.000Z'));
    const late = await get(t, '/daily-recap');
    expect(inlinedRecap(late.html)?.recap.date).toBe('2026-03-14');
    setClock(t, Date.parse('2026-03-16T00:00:00.000Z'));
    const next = await get(t, '/daily-recap', { 'if-none-match': late.etag! });
    expect(next.status).toBe(200);
    const carried = inlinedRecap(next.html)!.recap;
    expect(carried.date).toBe('2026-03-15');
    expect(carried).toEqual(await trpcRecap('2026-03-15'));
    // 2026-03-15: Early's game alone, 100 points in two moves.
    expect(drawnStats(next.html)).toEqual(['Total Completions: 1', 'Average Score: 100', 'Average Moves: 2.0']);
  });
});
