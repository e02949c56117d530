/**
 * Actor profiles (SPEC §2, §3, §7; DESIGN §8) on every engine, against the public fixture
 * (tests/support/game-fixture.ts): games appeared, connections, points, co-stars, movies and
 * challenge history worked out by hand; the slug rule with accents, and typed in another case;
 * an actor of the starter catalog with no game yet (zero figures, their films); 404 and 400.
 */
import { messages } from '@cinema/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileStore } from '../../server/src/profile/profile-store';
import { countCompressionPerRequest, stringifiedDuring, type CompressionCount } from '../support/answer-work';
import { describeEachEngine } from '../support/engines';
import { CG, ET, GameFixture, JF, JS, KH, MC, PL, publicGames, ST, type FixtureGame } from '../support/game-fixture';
import { startTestApp, type TestApp } from '../support/test-app';

interface Film {
  id: number;
  title: string;
  year: number | null;
  imageUrl: string | null;
}

interface Profile {
  name: string;
  slug?: string;
  imageUrl: string | null;
  stats: {
    totalGamesAppeared: number;
    totalConnections: number;
    lastGameAt: string | null;
    totalPointsContributed: number;
  };
  topCoStars: { actor: { id: number; name: string }; connectionCount: number }[];
  popularMovies: { movie: { id: number; title: string; year: number | null }; usageCount: number }[];
  dailyChallengeHistory: { role: 'start' | 'end'; partnerActor: { name: string }; date: string }[];
  filmography?: Film[];
}

describeEachEngine('actor profiles on %s', (engine) => {
  let t: TestApp;
  let fixture: GameFixture;
  let compressedPerRequest: CompressionCount;

  beforeAll(async () => {
    compressedPerRequest = countCompressionPerRequest();
    t = await startTestApp(engine);
    fixture = new GameFixture(t.services.db);
    await fixture.insert(publicGames);
    // Hepburn's daily pairs, oldest first: six, of which the profile shows the latest five.
    await fixture.insertDailyPair(KH, CG, '2026-03-07T00:00:00.000Z');
    await fixture.insertDailyPair(JS, KH, '2026-03-08T00:00:00.000Z');
    await fixture.insertDailyPair(KH, ST, '2026-03-09T00:00:00.000Z');
    await fixture.insertDailyPair(ET, KH, '2026-03-10T00:00:00.000Z');
    await fixture.insertDailyPair(KH, MC, '2026-03-11T00:00:00.000Z');
    await fixture.insertDailyPair(JF, KH, '2026-03-12T00:00:00.000Z');
  });
  afterAll(async () => {
    await t?.close();
    compressedPerRequest.restore();
  });

  const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/actors/by-name/${slug}/profile` });
  const profileOf = async (slug: string) => {
    const res = await get(slug);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Profile>();
  };
  /** Equal counts are listed by id; the fixture's ids come from the catalog, so the tie is ordered here. */
  const byId = async (names: string[]) => {
    const withIds = await Promise.all(names.map(async (name) => ({ name, id: await fixture.actorId(name) })));
    return withIds.sort((a, b) => a.id - b.id).map((a) => a.name);
  };

  describe('figures from completed, visible games', () => {
    it('Katharine Hepburn: games, links, last game, points from her own billing', async () => {
      // Yara 2 links (billing 9, 2), Wes 2 (1, 1), Uma 2 (1, 1), Early 2 (1, 2); the hidden game and the
      // unfinished one are not counted. 4 games, 8 links, 9+2+1+1+1+1+1+2 = 18 points.
      const profile = await profileOf('Katharine_Hepburn');
      expect(profile.name).toBe(KH);
      expect(profile.stats).toEqual({
        totalGamesAppeared: 4,
        totalConnections: 8,
        lastGameAt: '2026-03-15T00:00:00.200Z',
        totalPointsContributed: 18,
      });
    });

    it('co-stars are the other actor of each link, most first', async () => {
      // Grant: Wes, Uma, Early = 3; Stewart: Yara, Early = 2; Tracy: Wes, Uma = 2; Fontaine: Yara = 1.
      const { topCoStars } = await profileOf('Katharine_Hepburn');
      expect(topCoStars.map((c) => [c.actor.name, c.connectionCount])).toEqual([
        [CG, 3],
        ...(await byId([JS, ST])).map((name) => [name, 2]),
        [JF, 1],
      ]);
      expect(topCoStars[0]!.actor.id).toBe(await fixture.actorId(CG));
    });

    it("movies are each link's movie, most used first", async () => {
      // Bringing Up Baby: Wes, Uma, Early = 3; The Philadelphia Story: Yara, Early = 2; Adam's Rib: Wes, Uma = 2; The Women: 1.
      const { popularMovies } = await profileOf('Katharine_Hepburn');
      expect(popularMovies[0]).toMatchObject({ movie: { title: 'Bringing Up Baby', year: 1938 }, usageCount: 3 });
      const tied = [
        { title: 'The Philadelphia Story', id: await fixture.movieId('The Philadelphia Story') },
        { title: "Adam's Rib", id: await fixture.movieId("Adam's Rib") },
      ].sort((a, b) => a.id - b.id);
      expect(popularMovies.slice(1).map((m) => [m.movie.title, m.usageCount])).toEqual([
        [tied[0]!.title, 2],
        [tied[1]!.title, 2],
        ['The Women', 1],
      ]);
    });

    it('challenge history: the latest five daily pairs with her role and partner', async () => {
      const { dailyChallengeHistory } = await profileOf('Katharine_Hepburn');
      expect(dailyChallengeHistory).toEqual([
        { role: 'end', partnerActor: { name: JF }, date: '2026-03-12T00:00:00.000Z' },
        { role: 'start', partnerActor: { name: MC }, date: '2026-03-11T00:00:00.000Z' },
        { role: 'end', partnerActor: { name: ET }, date: '2026-03-10T00:00:00.000Z' },
        { role: 'start', partnerActor: { name: ST }, date: '2026-03-09T00:00:00.000Z' },
        { role: 'end', partnerActor: { name: JS }, date: '2026-03-08T00:00:00.000Z' },
      ]);
    });

    it('Cary Grant: non-daily games count, hidden and unfinished ones do not', async () => {
      // Zed 1, anonymous 3, Yara 1, Xavi 1, Wes 1, Vic 1, Uma 1, Solo (non-daily) 1, Early 2 = 12 points in 9 games.
      const profile = await profileOf('Cary_Grant');
      expect(profile.stats).toEqual({
        totalGamesAppeared: 9,
        totalConnections: 9,
        lastGameAt: '2026-03-15T00:00:00.200Z',
        totalPointsContributed: 12,
      });
      // Stewart: Zed, Vic, Solo = 3; Hepburn: Wes, Uma, Early = 3; Fontaine: Yara, Xavi = 2; Lorre: 1.
      expect(profile.topCoStars.map((c) => [c.actor.name, c.connectionCount])).toEqual([
        ...(await byId([JS, KH])).map((name) => [name, 3]),
        [JF, 2],
        [PL, 1],
      ]);
      // Bringing Up Baby 3, The Philadelphia Story 2, then Arsenic and Old Lace, Suspicion, Gunga Din, Top Hat once each.
      expect(profile.popularMovies.map((m) => m.usageCount)).toEqual([3, 2, 1, 1, 1, 1]);
      expect(profile.popularMovies.slice(0, 2).map((m) => m.movie.title)).toEqual([
        'Bringing Up Baby',
        'The Philadelphia Story',
      ]);
      expect(profile.dailyChallengeHistory).toEqual([
        { role: 'end', partnerActor: { name: KH }, date: '2026-03-07T00:00:00.000Z' },
      ]);
    });

    it('answers the same on tRPC', async () => {
      const input = encodeURIComponent(JSON.stringify({ name: 'Katharine_Hepburn' }));
      const res = await t.app.inject({ method: 'GET', url: `/trpc/profile.byName?input=${input}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data).toEqual(await profileOf('Katharine_Hepburn'));
    });
  });

  describe('the slug rule', () => {
    const penelope = {
      name: 'Penélope Cruz',
      stats: {
        totalGamesAppeared: 1,
        totalConnections: 1,
        lastGameAt: '2026-03-15T10:00:00.000Z',
        totalPointsContributed: 2,
      },
      topCoStars: [{ actor: { name: 'Tom Cruise' }, connectionCount: 1 }],
      popularMovies: [{ movie: { title: 'Vanilla Sky', year: 2001 }, usageCount: 1 }],
      dailyChallengeHistory: [],
    };

    it('an accented name keeps its letters: Penélope_Cruz', async () => {
      expect(await profileOf(encodeURIComponent('Penélope_Cruz'))).toMatchObject(penelope);
    });

    it('the same name typed with a combining accent, or with a space, finds the same actor', async () => {
      expect(await profileOf(encodeURIComponent('Pene\u0301lope_Cruz'))).toMatchObject(penelope);
      expect(await profileOf(encodeURIComponent('Penélope Cruz'))).toMatchObject(penelope);
    });

    it('the name without its accent is another slug: 404 on every engine', async () => {
      expect((await get('Penelope_Cruz')).statusCode).toBe(404);
    });
  });

  describe('where the actor of a slug is found', () => {
    it("in the actors this instance holds, with no read of the actors' table", async () => {
      const read = vi.spyOn(ProfileStore.prototype, 'actorsWithSlug');
      try {
        expect(await profileOf('Ginger_Rogers')).toMatchObject({ name: 'Ginger Rogers', slug: 'Ginger_Rogers' });
        expect(read).not.toHaveBeenCalled();
      } finally {
        read.mockRestore();
      }
    });

    it('in the database, for an actor another instance stored since this one started', async () => {
      const stored = engine === 'mysql' ? new Date('2026-03-20T00:00:00Z') : '2026-03-20 00:00:00.000';
      await t.services.db.query(
        "INSERT INTO actors (tvdb_id, name, slug, source, created_at) VALUES ('t-late', 'Late Arrival', 'Late_Arrival', 'catalog', ?)",
        [stored],
      );
      expect(await profileOf('Late_Arrival')).toMatchObject({
        name: 'Late Arrival',
        slug: 'Late_Arrival',
        stats: { totalGamesAppeared: 0 },
      });
    });
  });

  describe('a slug typed in another case', () => {
    it('marilyn_monroe and MARILYN_MONROE find Marilyn Monroe, and the answer names her own slug', async () => {
      for (const typed of ['marilyn_monroe', 'MARILYN_MONROE', 'mArIlYn_MoNrOe']) {
        expect(await profileOf(typed), typed).toMatchObject({ name: 'Marilyn Monroe', slug: 'Marilyn_Monroe' });
      }
    });

    it('an actor with games answers the same figures as under the exact slug', async () => {
      const exact = await profileOf('Katharine_Hepburn');
      expect(exact.slug).toBe('Katharine_Hepburn');
      expect(await profileOf('katharine_hepburn')).toEqual(exact);
    });

    it('an accented letter in another case still matches; the letter without its accent does not', async () => {
      expect(await profileOf(encodeURIComponent('PENÉLOPE_CRUZ'))).toMatchObject({
        name: 'Penélope Cruz',
        slug: 'Penélope_Cruz',
      });
      expect((await get('penelope_cruz')).statusCode).toBe(404);
    });
  });

  describe('an actor of the catalog with no game yet', () => {
    it('Ginger Rogers: zero figures, no co-stars or movies, and her one film of the starter catalog', async () => {
      // The starter catalog casts her in Top Hat (1935) only; no fixture game or daily pair names her.
      expect(await profileOf('Ginger_Rogers')).toEqual({
        name: 'Ginger Rogers',
        slug: 'Ginger_Rogers',
        imageUrl: null,
        stats: { totalGamesAppeared: 0, totalConnections: 0, lastGameAt: null, totalPointsContributed: 0 },
        topCoStars: [],
        popularMovies: [],
        dailyChallengeHistory: [],
        filmography: [{ id: await fixture.movieId('Top Hat'), title: 'Top Hat', year: 1935, imageUrl: null }],
      });
    });

    it('Robert De Niro: his twelve newest films of twenty, newest first, a shared year by title (Heat, 1995, is the 13th)', async () => {
      const profile = await profileOf('Robert_De_Niro');
      expect(profile.stats.totalGamesAppeared).toBe(0);
      expect(profile.filmography!.map((film) => [film.title, film.year])).toEqual([
        ['Killers of the Flower Moon', 2023],
        ['Joker', 2019],
        ['The Irishman', 2019],
        ['American Hustle', 2013],
        ['Silver Linings Playbook', 2012],
        ['The Good Shepherd', 2006],
        ['Meet the Fockers', 2004],
        ['Meet the Parents', 2000],
        ['Jackie Brown', 1997],
        ['Wag the Dog', 1997],
        ['Sleepers', 1996],
        ['Casino', 1995],
      ]);
    });

    it('an actor with games lists their films too', async () => {
      // Katharine Hepburn's four films of the starter catalog, newest first.
      const { filmography } = await profileOf('Katharine_Hepburn');
      expect(filmography!.map((film) => [film.title, film.year])).toEqual([
        ['On Golden Pond', 1981],
        ["Adam's Rib", 1949],
        ['The Philadelphia Story', 1940],
        ['Bringing Up Baby', 1938],
      ]);
    });
  });

  describe('not found and bad input', () => {
    it.each(['Nobody_Here', 'nobody_here', 'Ginger_Rogerss'])(
      '%s (no actor of the catalog) answers 404 with the spec wording',
      async (slug) => {
        const res = await get(slug);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.actorProfileNotFound });
        expect(messages.actorProfileNotFound).toBe(
          "This actor profile doesn't exist or hasn't appeared in any games yet.",
        );
      },
    );

    it('a blank or overlong name answers 400', async () => {
      expect((await get('%20')).statusCode).toBe(400);
      expect((await get('x'.repeat(201))).statusCode).toBe(400);
      for (const name of ['', '   ']) {
        const input = encodeURIComponent(JSON.stringify({ name }));
        expect((await t.app.inject({ method: 'GET', url: `/trpc/profile.byName?input=${input}` })).statusCode).toBe(
          400,
        );
      }
    });
  });

  describe('a profile kept between requests', () => {
    it('answers a repeat from the profile kept: no JSON made, no compression per request', async () => {
      const plain = await get('Katharine_Hepburn');
      expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(1024);
      const compressedBefore = compressedPerRequest.calls();
      const [repeats, profilesStringified] = await stringifiedDuring('filmography', async () => {
        const answers = [await get('Katharine_Hepburn')];
        for (let i = 0; i < 2; i++) {
          answers.push(
            await t.app.inject({
              method: 'GET',
              url: '/api/actors/by-name/Katharine_Hepburn/profile',
              headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
            }),
          );
        }
        return answers;
      });
      expect(repeats[0]!.body).toBe(plain.body);
      for (const res of repeats.slice(1)) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      }
      expect(compressedPerRequest.calls()).toBe(compressedBefore);
      expect(profilesStringified).toEqual([]);
    });

    it('in the coding the client weighs highest, gzip here, and not compressed per request', async () => {
      const plain = await get('Katharine_Hepburn');
      const gzipFirst = { 'accept-encoding': 'gzip;q=1.0, br;q=0.5' };
      const compressedBefore = compressedPerRequest.calls();
      for (let ask = 0; ask < 2; ask++) {
        const res = await t.app.inject({ url: '/api/actors/by-name/Katharine_Hepburn/profile', headers: gzipFirst });
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
      }
      expect(compressedPerRequest.calls()).toBe(compressedBefore);
    });
  });

  describe('freshness', () => {
    /** A game completed at `completedAt` whose one link goes from Tom Cruise to Penélope Cruz by Vanilla Sky. */
    const cruiseToCruz = (key: string, completedAt: string, more: Partial<FixtureGame> = {}): FixtureGame => ({
      key,
      start: 'Tom Cruise',
      end: 'Penélope Cruz',
      playerName: null,
      score: 110,
      completedAt,
      links: [
        { actor: 'Tom Cruise', actorBilling: 1, movie: 'Vanilla Sky', nextActor: 'Penélope Cruz', nextActorBilling: 2 },
      ],
      ...more,
    });

    it('a hidden game leaves the profile at once, and comes back when shown again', async () => {
      await profileOf('Katharine_Hepburn');
      await fixture.setHidden('u1', true);
      // Without Uma's game: 3 games, 6 links, 18 - 2 = 16 points; Grant 2, Tracy 1.
      const without = await profileOf('Katharine_Hepburn');
      expect(without.stats).toMatchObject({ totalGamesAppeared: 3, totalConnections: 6, totalPointsContributed: 16 });
      await fixture.setHidden('u1', false);
      expect((await profileOf('Katharine_Hepburn')).stats).toMatchObject({
        totalGamesAppeared: 4,
        totalConnections: 8,
      });
    });

    it('a new completed game is counted on the next request', async () => {
      await profileOf('Penélope_Cruz'.replace('é', '%C3%A9'));
      await fixture.insert([cruiseToCruz('p2', '2026-03-16T12:00:00.000Z', { isDailyGame: false })]);
      expect((await profileOf(encodeURIComponent('Penélope_Cruz'))).stats).toEqual({
        totalGamesAppeared: 2,
        totalConnections: 2,
        lastGameAt: '2026-03-16T12:00:00.000Z',
        totalPointsContributed: 4,
      });
    });

    it("a daily game completed behind the latest completion (another instance's clock) is counted on the next request", async () => {
      await profileOf('Penélope_Cruz'.replace('é', '%C3%A9'));
      await fixture.insert([cruiseToCruz('p3', '2020-01-02T12:00:00.000Z')]);
      // One more game and link than the test before left her, her last game still that one's.
      expect((await profileOf(encodeURIComponent('Penélope_Cruz'))).stats).toEqual({
        totalGamesAppeared: 3,
        totalConnections: 3,
        lastGameAt: '2026-03-16T12:00:00.000Z',
        totalPointsContributed: 6,
      });
    });
  });
});
