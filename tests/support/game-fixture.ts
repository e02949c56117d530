/**
 * Games written straight into the database for the public read suites (leaderboard, recap,
 * profile): every figure those suites expect is worked out by hand from the tables below.
 * Actors and movies are real rows of the starter catalog, looked up by name; the links and
 * their billing positions are the fixture's own (the read side does not check them again).
 */
import type { DataSource } from 'typeorm';
import { ActorEntity, ChainLinkEntity, DailyPairEntity, GameEntity, MovieEntity } from '../../server/src/db/entities';

/** One link: actor (billing) –movie→ next actor (billing). */
interface FixtureLink {
  /** Actor names, or ids. */
  actor: string | number;
  actorBilling: number | null;
  movie: string;
  nextActor: string | number;
  nextActorBilling: number | null;
}

export interface FixtureGame {
  key: string;
  /** Actor names, or ids. */
  start: string | number;
  end: string | number;
  playerName: string | null;
  score: number | null;
  /** ISO time; absent for a game still in play. */
  completedAt?: string;
  /** ISO time the game was started (its puzzle day); defaults to its completion. */
  startedAt?: string;
  /** A later daily game of the same player and day: left out of every aggregate. */
  isPractice?: boolean;
  isDailyGame?: boolean;
  isHidden?: boolean;
  /** Defaults to the number of links. */
  moveCount?: number;
  links: FixtureLink[];
}

const link = (
  actor: string,
  actorBilling: number | null,
  movie: string,
  nextActor: string,
  nextActorBilling: number | null,
): FixtureLink => ({ actor, actorBilling, movie, nextActor, nextActorBilling });

export class GameFixture {
  readonly gameIds = new Map<string, number>();
  private readonly actorIds = new Map<string, number>();
  private readonly movieIds = new Map<string, number>();

  constructor(private readonly db: DataSource) {}

  async actorId(name: string | number): Promise<number> {
    if (typeof name === 'number') return name;
    let id = this.actorIds.get(name);
    if (id === undefined) {
      const rows = await this.db.getRepository(ActorEntity).findBy({ name });
      // MySQL compares names ignoring accents; the fixture means the exact name.
      const row = rows.find((r) => r.name === name);
      if (!row) throw new Error(`the starter catalog has no actor named ${name}`);
      this.actorIds.set(name, (id = Number(row.id)));
    }
    return id;
  }

  async movieId(title: string): Promise<number> {
    let id = this.movieIds.get(title);
    if (id === undefined) {
      const row = await this.db.getRepository(MovieEntity).findOneBy({ title });
      if (!row) throw new Error(`the starter catalog has no movie titled ${title}`);
      this.movieIds.set(title, (id = Number(row.id)));
    }
    return id;
  }

  game(key: string): number {
    const id = this.gameIds.get(key);
    if (id === undefined) throw new Error(`no fixture game ${key}`);
    return id;
  }

  /** Inserts the games in the order given (so ids follow that order), each with its links. */
  async insert(games: readonly FixtureGame[]): Promise<void> {
    for (const game of games) {
      const completedAt = game.completedAt ? new Date(game.completedAt) : null;
      const startedAt = game.startedAt ?? game.completedAt;
      const result = await this.db.getRepository(GameEntity).insert({
        startActorId: await this.actorId(game.start),
        endActorId: await this.actorId(game.end),
        isDailyGame: game.isDailyGame ?? true,
        playerKey: `fixture-${game.key}`,
        playerName: game.playerName,
        nameSaved: game.playerName !== null,
        isComplete: completedAt !== null,
        moveCount: game.moveCount ?? (completedAt ? game.links.length : 0),
        score: game.score,
        completedAt,
        completedDay: completedAt ? completedAt.toISOString().slice(0, 10) : null,
        isHidden: game.isHidden ?? false,
        startedDay: startedAt ? startedAt.slice(0, 10) : null,
        isPractice: game.isPractice ?? false,
      });
      const gameId = Number(result.identifiers[0]!.id);
      this.gameIds.set(game.key, gameId);
      for (const [order, l] of game.links.entries()) {
        await this.db.getRepository(ChainLinkEntity).insert({
          gameId,
          order,
          actorId: await this.actorId(l.actor),
          movieId: await this.movieId(l.movie),
          nextActorId: await this.actorId(l.nextActor),
          actorBilling: l.actorBilling,
          nextActorBilling: l.nextActorBilling,
        });
      }
    }
  }

  async insertDailyPair(start: string | number, end: string | number, activeFrom: string): Promise<void> {
    await this.db.getRepository(DailyPairEntity).insert({
      startActorId: await this.actorId(start),
      endActorId: await this.actorId(end),
      source: 'manual',
      activeFrom: new Date(activeFrom),
      activeTo: null,
    });
  }

  async setHidden(key: string, isHidden: boolean): Promise<void> {
    await this.db.getRepository(GameEntity).update({ id: this.game(key) }, { isHidden });
  }
}

/*
 * The public fixture: three UTC days of games, with the pair A = Cary Grant → James Stewart.
 *
 * 2026-03-14 (day D1), pair A, counted: z1 Zed, a2 (anonymous), a3 Yara, a4 Xavi, a5 Wes, v1 Vic, u1 Uma;
 *   left out: h1 (hidden), n1 (not a daily game), i1 (still in play).
 *   Pair B = Humphrey Bogart → Ingrid Bergman plays two games that day (fewer: pair A is the day's).
 * 2026-03-15 (D2): c1 Early, completed 0.2 s after midnight; p1, a non-daily game with Penélope Cruz.
 * 2026-03-13 (D0): d1 Night, pair B, completed one second before midnight.
 */
export const CG = 'Cary Grant';
export const JS = 'James Stewart';
export const KH = 'Katharine Hepburn';
export const JF = 'Joan Fontaine';
export const NB = 'Nigel Bruce';
export const ST = 'Spencer Tracy';
export const ET = 'Elizabeth Taylor';
export const MC = 'Montgomery Clift';
export const PL = 'Peter Lorre';
export const HB = 'Humphrey Bogart';
export const IB = 'Ingrid Bergman';

const PS = 'The Philadelphia Story'; // 1940
const BUB = 'Bringing Up Baby'; // 1938
const SUS = 'Suspicion'; // 1941
const WOMEN = 'The Women'; // 1939
const GD = 'Gunga Din'; // 1939
const IAWL = "It's a Wonderful Life"; // 1946
const AR = "Adam's Rib"; // 1949
const FOTB = 'Father of the Bride'; // 1950
const APITS = 'A Place in the Sun'; // 1951
const ARSENIC = 'Arsenic and Old Lace'; // 1944
const CASA = 'Casablanca'; // 1942
const TOP_HAT = 'Top Hat'; // 1935

const longChain = [
  link(CG, 1, BUB, KH, 1),
  link(KH, 1, AR, ST, 1),
  link(ST, 1, FOTB, ET, 3),
  link(ET, 2, APITS, MC, 1),
  link(MC, 1, IAWL, JS, 1),
];

export const publicGames: readonly FixtureGame[] = [
  // D1, pair A
  {
    key: 'z1',
    start: CG,
    end: JS,
    playerName: 'Zed',
    score: 151,
    completedAt: '2026-03-14T08:00:00.000Z',
    links: [link(CG, 1, PS, JS, 3)],
  },
  {
    key: 'a2',
    start: CG,
    end: JS,
    playerName: null,
    score: 151,
    completedAt: '2026-03-14T07:00:00.000Z',
    links: [link(CG, 3, ARSENIC, PL, 3), link(PL, 5, CASA, JS, 1)],
  },
  {
    key: 'a3',
    start: CG,
    end: JS,
    playerName: 'Yara',
    score: 70,
    completedAt: '2026-03-14T23:59:59.500Z',
    links: [link(CG, 1, SUS, JF, 2), link(JF, 6, WOMEN, KH, 9), link(KH, 2, PS, JS, 3)],
  },
  {
    key: 'a4',
    start: CG,
    end: JS,
    playerName: 'Xavi',
    score: 70,
    completedAt: '2026-03-14T12:00:00.000Z',
    links: [link(CG, 1, GD, JF, 5), link(JF, 2, SUS, NB, 4), link(NB, 12, IAWL, JS, 1)],
  },
  {
    key: 'a5',
    start: CG,
    end: JS,
    playerName: 'Wes',
    score: 40,
    completedAt: '2026-03-14T15:00:00.000Z',
    links: longChain,
  },
  {
    key: 'v1',
    start: CG,
    end: JS,
    playerName: 'Vic',
    score: 151,
    completedAt: '2026-03-14T09:30:00.000Z',
    links: [link(CG, 1, PS, JS, 3)],
  },
  {
    key: 'u1',
    start: CG,
    end: JS,
    playerName: 'Uma',
    score: 45,
    completedAt: '2026-03-14T16:00:00.000Z',
    links: longChain,
  },
  {
    key: 'h1',
    start: CG,
    end: JS,
    playerName: 'Hidden',
    score: 170,
    completedAt: '2026-03-14T06:00:00.000Z',
    isHidden: true,
    links: [link(CG, 1, BUB, KH, 1), link(KH, 2, PS, JS, 3)],
  },
  {
    key: 'n1',
    start: CG,
    end: JS,
    playerName: 'Solo',
    score: 165,
    completedAt: '2026-03-14T06:30:00.000Z',
    isDailyGame: false,
    links: [link(CG, 1, TOP_HAT, JS, 2)],
  },
  { key: 'i1', start: CG, end: JS, playerName: null, score: null, links: [link(CG, 2, BUB, KH, 1)] },
  // D1, pair B
  {
    key: 'b1',
    start: HB,
    end: IB,
    playerName: 'Pat',
    score: 160,
    completedAt: '2026-03-14T10:00:00.000Z',
    links: [link(HB, 1, CASA, IB, 2)],
  },
  {
    key: 'b2',
    start: HB,
    end: IB,
    playerName: null,
    score: 160,
    completedAt: '2026-03-14T11:00:00.000Z',
    links: [link(HB, 1, CASA, IB, 2)],
  },
  // D2
  {
    key: 'c1',
    start: CG,
    end: JS,
    playerName: 'Early',
    score: 100,
    completedAt: '2026-03-15T00:00:00.200Z',
    links: [link(CG, 2, BUB, KH, 1), link(KH, 2, PS, JS, 3)],
  },
  {
    key: 'p1',
    start: 'Tom Cruise',
    end: 'Penélope Cruz',
    playerName: 'Sol',
    score: 120,
    completedAt: '2026-03-15T10:00:00.000Z',
    isDailyGame: false,
    links: [link('Tom Cruise', 1, 'Vanilla Sky', 'Penélope Cruz', 2)],
  },
  // D0
  {
    key: 'd1',
    start: HB,
    end: IB,
    playerName: 'Night',
    score: 120,
    completedAt: '2026-03-13T23:59:59.000Z',
    links: [link(HB, 1, CASA, IB, 2)],
  },
];
