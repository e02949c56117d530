/**
 * The leaderboard (SPEC §2, §7, §9): completed daily games of the current daily pair, hidden
 * games left out, in either sort order. With a gameId it answers that one entry. A page is read
 * from its index, and a page without chains (or one entry) is kept while the games version says
 * neither the ranked games nor their names or owners changed (a name shows as soon as it is
 * saved, on any instance).
 * The board's figure groups (how many entries share each move count and score) give its total
 * and the rank of any entry in either order; they are counted again only when the ranked games
 * changed, so no request counts the entries before a page.
 */
import {
  reachedPar,
  type LeaderboardEntry,
  type LeaderboardInput,
  type LeaderboardResponse,
  type PuzzleDayStatus,
  leaderboardResponseSchema,
} from '@cinema/shared';
import type { DataSource } from 'typeorm';
import type { DailyPairService } from '../daily-pair/daily-pair-service';
import type { ActorPair } from '../daily-pair/pair-rules';
import type { ChainLinkRow } from '../db/entities';
import { readGamesVersion, type GamesVersion } from '../db/games-version';
import type { GameView } from '../game/game-view';
import { notFound } from '../errors';
import { keepAnswer } from '../kept-answers';
import { KeptByVersion } from '../kept-by-version';
import { RecentMap } from '../recent-map';
import {
  entriesAhead,
  rankedFigures,
  ranksOf,
  type FigureGroup,
  type RankedFigures,
  type RankedGame,
} from './leaderboard-order';
import { LeaderboardStore } from './leaderboard-store';

/**
 * Who reads the board: their own entries are marked, and today's chains are shown to them only
 * once their ranked game of the day is complete or they chose to see the solutions (DESIGN §5).
 */
export interface LeaderboardViewer {
  playerKey: string;
  seesTodaysChains: boolean;
}

export function viewerOf(playerKey: string, today: PuzzleDayStatus): LeaderboardViewer {
  return { playerKey, seesTodaysChains: today.rankedGameId !== null || today.solutionsShown };
}

const notOnLeaderboardMessage = (gameId: number) => `Game ${gameId} is not on the current leaderboard`;

/** A board's figure groups and its total. */
interface Board {
  groups: FigureGroup[];
  total: number;
}

/** A page (or one entry) as a viewer with no entry on it sees it, and the player key of each of its entries. */
interface KeptPage {
  response: LeaderboardResponse;
  playerKeys: string[];
}

export class LeaderboardService {
  private readonly store: LeaderboardStore;
  /** Each pair's figure groups, by the ranked games' version. */
  private readonly boards = new KeptByVersion<Board>(64);
  /** Pages without chains as a viewer with no entry on them sees them (`keptPage`). */
  private readonly pages = new KeptByVersion<KeptPage>(256);
  /** Single entries, with or without their chain (`keptEntry`). */
  private readonly keptEntries = new KeptByVersion<KeptPage>(256);
  /** The links of completed games whose chain was shown, which never change. */
  private readonly chainLinks = new RecentMap<number, ChainLinkRow[]>(1024);

  constructor(
    private readonly db: DataSource,
    private readonly dailyPair: DailyPairService,
    private readonly view: GameView,
    /** The par of a pair: entries that reach it are marked. */
    private readonly parOf: (pair: ActorPair) => Promise<number | null> = async () => null,
  ) {
    this.store = new LeaderboardStore(db);
  }

  async list(input: LeaderboardInput, viewer: LeaderboardViewer): Promise<LeaderboardResponse> {
    const pair = await this.dailyPair.currentPair();
    const chainsHidden = !viewer.seesTodaysChains;
    if (input.gameId !== undefined) {
      if (!pair) throw notFound(notOnLeaderboardMessage(input.gameId));
      const version = await readGamesVersion(this.db);
      return markedFor(viewer, await this.keptEntry(pair, { ...input, gameId: input.gameId }, chainsHidden, version));
    }
    if (!pair) return { entries: [], total: 0, chainsHidden };
    const version = await readGamesVersion(this.db);
    // Chains name films and actors no version here follows: a page with them is built for each request.
    if (input.includeChain && !chainsHidden) return (await this.page(pair, input, viewer, version)).response;
    return markedFor(viewer, await this.keptPage(pair, input, chainsHidden, version));
  }

  /**
   * A page without chains, kept (../kept-answers: checked and made JSON once) while everything it
   * shows holds (`shownOf`). Built for a viewer with no entry on it, and the player key of each
   * entry beside it, so that the few viewers who have one get a copy with their entries marked.
   */
  private async keptPage(
    pair: ActorPair,
    input: LeaderboardInput,
    chainsHidden: boolean,
    version: GamesVersion,
  ): Promise<KeptPage> {
    const key = `${pair.startActorId}/${pair.endActorId}/${input.sort}/${input.page}/${input.limit}/${chainsHidden}`;
    const shown = await this.shownOf(pair, version);
    const nobody = { playerKey: '', seesTodaysChains: !chainsHidden };
    return this.pages.get(key, shown, async () => {
      const { response, playerKeys } = await this.page(pair, input, nobody, version);
      return { response: keepAnswer(leaderboardResponseSchema, response), playerKeys };
    });
  }

  /**
   * One entry, kept like a page (`keptPage`) while the same holds; with its chain, also while the
   * chain's films and actors are shown as they were. A completed game's links never change: they
   * are kept beside it (`chainLinks`), and only looked up again in the movie database.
   */
  private async keptEntry(
    pair: ActorPair,
    input: LeaderboardInput & { gameId: number },
    chainsHidden: boolean,
    version: GamesVersion,
  ): Promise<KeptPage> {
    const { gameId } = input;
    const withChain = input.includeChain && !chainsHidden;
    // Before the entry is first built, its game's links are read here, once the game is found on
    // the board (a game not on it answers 404 for no more than before); the build keeps them and
    // takes the game found.
    let chain = 'none';
    let found: RankedGame | undefined;
    if (withChain) {
      let links = this.chainLinks.get(gameId);
      if (!links) {
        found = (await this.store.one(pair, gameId)) ?? undefined;
        if (!found) throw notFound(notOnLeaderboardMessage(gameId));
        links = await this.store.linksOf([gameId]);
      }
      chain = JSON.stringify(await this.view.chain(links));
    }
    const key = `${pair.startActorId}/${pair.endActorId}/${gameId}/${input.sort}/${withChain}/${chainsHidden}`;
    const shown = `${await this.shownOf(pair, version)}/${chain}`;
    const nobody = { playerKey: '', seesTodaysChains: !chainsHidden };
    return this.keptEntries.get(key, shown, async () => {
      const game = found ?? (await this.store.one(pair, gameId));
      if (!game) throw notFound(notOnLeaderboardMessage(gameId));
      const { groups } = await this.board(pair, version);
      const figures = rankedFigures(game);
      const rank = 1 + entriesAhead(groups, input.sort, figures);
      const response: LeaderboardResponse = {
        entries: await this.entries(pair, [{ game, figures, rank }], input.includeChain, nobody),
        total: 1,
        chainsHidden,
      };
      return { response: keepAnswer(leaderboardResponseSchema, response), playerKeys: [game.playerKey] };
    });
  }

  /**
   * What a kept page or entry shows besides what its version says holds: the ranked games, their
   * names and their owners (the games version), the pair's par and its two actors as the movie
   * database names them now.
   */
  private async shownOf(pair: ActorPair, version: GamesVersion): Promise<string> {
    const [actors, par] = await Promise.all([this.view.actors([pair.startActorId, pair.endActorId]), this.parOf(pair)]);
    const { rankedChanges, rankedNames, rankedOwners } = version;
    return `${rankedChanges}/${rankedNames}/${rankedOwners}/${par}/${JSON.stringify([...actors.values()])}`;
  }

  private async page(pair: ActorPair, input: LeaderboardInput, viewer: LeaderboardViewer, version: GamesVersion) {
    const offset = (input.page - 1) * input.limit;
    const [games, { groups, total }] = await Promise.all([
      this.store.page(pair, input.sort, offset, input.limit),
      this.board(pair, version),
    ]);
    const figures = games.map(rankedFigures);
    // The page's first rank: its place, unless it ties with entries of the page before.
    const first = figures[0];
    const firstRank = first && offset > 0 ? 1 + entriesAhead(groups, input.sort, first) : 1;
    const ranks = ranksOf(figures, offset, firstRank);
    const placed = games.map((game, at) => ({ game, figures: figures[at]!, rank: ranks[at]! }));
    const response: LeaderboardResponse = {
      entries: await this.entries(pair, placed, input.includeChain, viewer),
      total,
      chainsHidden: !viewer.seesTodaysChains,
    };
    return { response, playerKeys: games.map((game) => game.playerKey) };
  }

  private board(pair: ActorPair, version: GamesVersion): Promise<Board> {
    // One pair a day: the boards kept stay few.
    return this.boards.get(`${pair.startActorId}/${pair.endActorId}`, String(version.rankedChanges), async () => {
      const groups = await this.store.groups(pair);
      return { groups, total: groups.reduce((sum, group) => sum + group.games, 0) };
    });
  }

  private async entries(
    pair: { startActorId: number; endActorId: number },
    /** Each game of the page with its `rankedFigures` and its rank. */
    placed: readonly { game: RankedGame; figures: RankedFigures; rank: number }[],
    includeChain: boolean,
    viewer: LeaderboardViewer,
  ): Promise<LeaderboardEntry[]> {
    if (placed.length === 0) return [];
    const actors = await this.view.actors([pair.startActorId, pair.endActorId]);
    const startActor = actors.get(pair.startActorId);
    const endActor = actors.get(pair.endActorId);
    if (!startActor || !endActor) throw new Error('the daily pair names an actor that does not exist');
    // Every entry of the board solved the current pair, today's puzzle, whatever day it was played
    // (a manual pair may hold for days): all are folded until the viewer has played today.
    const folded = !viewer.seesTodaysChains;
    const [chains, par] = await Promise.all([
      includeChain && !folded ? this.chainsOf(placed.map(({ game }) => game.id)) : null,
      this.parOf(pair),
    ]);
    return placed.map(({ game, figures, rank }) => {
      // Field by field: built by spreading rankedFigures' answer into it, an entry cost more to
      // build, to check against the output schema and to serialise than the page's query did
      // (SQLite, 100k games, a page of 100 by score: 575 req/s spread, 1,252 field by field).
      const { id, playerName, moveCount, score, completedAt, hintsUsed } = figures;
      const entry: LeaderboardEntry = {
        id,
        playerName,
        moveCount,
        score,
        completedAt,
        hintsUsed,
        reachedPar: reachedPar(moveCount, par),
        startActor,
        endActor,
        rank,
        isMine: game.playerKey === viewer.playerKey,
      };
      if (folded) entry.chainHidden = true;
      else if (chains) entry.chain = chains.get(game.id) ?? [];
      return entry;
    });
  }

  /** The chains of these games, each game's links kept for `keptEntry` (every game on a board is complete). */
  private async chainsOf(gameIds: number[]) {
    const links = await this.store.linksOf(gameIds);
    const chain = await this.view.chain(links);
    const byGame = new Map<number, typeof chain>();
    const linksByGame = new Map(gameIds.map((gameId) => [gameId, [] as ChainLinkRow[]]));
    links.forEach((link, at) => {
      linksByGame.get(link.gameId)?.push(link);
      const list = byGame.get(link.gameId) ?? [];
      list.push(chain[at]!);
      byGame.set(link.gameId, list);
    });
    for (const [gameId, rows] of linksByGame) this.chainLinks.set(gameId, rows);
    return byGame;
  }
}

/** A kept page or entry as this viewer sees it: a copy with their own entries marked, if any. */
function markedFor(viewer: LeaderboardViewer, { response, playerKeys }: KeptPage): LeaderboardResponse {
  if (!playerKeys.includes(viewer.playerKey)) return response;
  return {
    ...response,
    entries: response.entries.map((entry, at) =>
      playerKeys[at] === viewer.playerKey ? { ...entry, isMine: true } : entry,
    ),
  };
}
