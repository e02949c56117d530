/**
 * The game (DESIGN §5): the server is the authority. Rules live in the *-rules files; this
 * service loads what they need, asks them, and stores the outcome. It knows nothing of HTTP.
 *
 * A player's writes (a link, completing, a name) are decided on the game's copy when the store
 * kept one (see `decide` and GameCopies).
 */
import type { DataSource } from 'typeorm';
import { gameDayOf } from '@cinema/shared';
import type {
  AddConnectionInput,
  AddConnectionResult,
  CompleteGameInput,
  CompleteGameResult,
  CreateGameWithArchiveInput,
  Game,
  ChainLink,
  PuzzleDayStatus,
  SavePlayerNameInput,
} from '@cinema/shared';
import type { MovieDatabase } from '../catalog/movie-database';
import type { DailyPairService } from '../daily-pair/daily-pair-service';
import type { ChainLinkRow, GameRow } from '../db/entities';
import { AppError, conflict, notFound } from '../errors';
import { assertCompletable, assertSameCompletion, scoreOfChain } from './completion-rules';
import {
  assertAppearedIn,
  assertExtends,
  assertTvdbIds,
  reachesEnd,
  repeatedLink,
  wrongOrderMessage,
} from './connection-rules';
import { assertNoRevisit } from './chain-limit-rules';
import { assertActorsExist, assertDistinctActors, assertTodaysPair } from './create-rules';
import { movedOn, type GameWithChain } from './game-copies';
import type { Completion, GameStore } from './game-store';
import { assertNameNotRefused } from './refused-words';
import {
  assertNotTodaysPair,
  assertRankable,
  assertTodaysChainShown,
  rankingOf,
  solvesTodaysPuzzle,
  startsAsPractice,
} from './puzzle-day-rules';
import { SolutionReveals } from './solution-reveals';
import { rankedKeyOf, type PuzzleClaim } from '../db/ranked-games';
import { GameView } from './game-view';
import { assertChainReadableBy, assertOwnedBy, isOwnedBy } from './ownership';
import { assertNameCanBeSaved, nameAlreadySavedMessage } from './player-name-rules';
import { GameTurns } from './game-turns';
import { resolveConnection, type ConnectionRequest } from './resolve-connection';

const gameNotFoundMessage = (id: number) => `Game ${id} not found`;

/** The standing of a player with no claim on the day: no ranked game, solutions unseen. */
const nothingPlayedOn = (puzzleDay: string): PuzzleDayStatus => ({
  puzzleDay,
  rankedGameId: null,
  solutionsShown: false,
  nextGameIsPractice: false,
});

/** What a game needs to know beyond its own tables. */
export interface GameRulesContext {
  now: () => Date;
  /** Words a player name may not contain (configuration). */
  refusedNameWords: readonly string[];
  /** Refuses a replay of `day` unless the pair was that past day's daily pair (the archive). */
  assertArchivePair: (day: string, pair: { startActorId: number; endActorId: number }) => Promise<void>;
}

export class GameService {
  private readonly turns = new GameTurns();
  private readonly view: GameView;
  private readonly reveals: SolutionReveals;
  private readonly now: () => Date;

  constructor(
    db: DataSource,
    /** The one writer of the games table: every write of a game goes through it. */
    readonly store: GameStore,
    private readonly movieDatabase: MovieDatabase,
    private readonly dailyPair: DailyPairService,
    private readonly rules: GameRulesContext,
  ) {
    this.view = new GameView(movieDatabase);
    this.reveals = new SolutionReveals(db);
    this.now = rules.now;
  }

  /**
   * A daily game plays today's pair, and is practice from the start once the player's rank of
   * the day is taken or they showed the solutions; any other game (free, or an archive replay
   * whose day the archive checked) may not play today's pair.
   */
  async create(playerKey: string, input: CreateGameWithArchiveInput): Promise<Game> {
    assertDistinctActors(input);
    // An archive replay is never a daily game, whatever the client said.
    if (input.archiveDay !== undefined) {
      await this.rules.assertArchivePair(input.archiveDay, input);
      input = { ...input, isDailyGame: false };
    }
    const actors = await this.view.actors([input.startActorId, input.endActorId]);
    assertActorsExist({ start: actors.has(input.startActorId), end: actors.has(input.endActorId) });
    const today = await this.dailyPair.currentPair();
    if (input.isDailyGame) assertTodaysPair(input, today);
    else assertNotTodaysPair(input, today);
    const archiveDay = input.archiveDay ?? null;
    const now = this.now();
    const startedDay = gameDayOf(now);
    const isPractice =
      input.isDailyGame &&
      startsAsPractice(await this.store.standingOn({ playerKey, puzzleDay: startedDay, ...input }));
    const id = await this.store.insertGame({ ...input, playerKey, archiveDay, startedDay, isPractice }, now);
    return {
      id,
      startActor: actors.get(input.startActorId)!,
      endActor: actors.get(input.endActorId)!,
      isDailyGame: input.isDailyGame,
      playerName: null,
      isComplete: false,
      moveCount: 0,
      score: null,
      hintsUsed: 0,
      archiveDay,
      isPractice,
    };
  }

  /** The player's standing on today's puzzle (whether their next daily game is practice). */
  async dayStatus(playerKey: string, { firstContact = false } = {}): Promise<PuzzleDayStatus> {
    // A player met for the first time has no game and no reveal to read.
    if (firstContact) return nothingPlayedOn(gameDayOf(this.now()));
    const { puzzleDay, claim } = await this.todaysClaim(playerKey);
    if (!claim) return nothingPlayedOn(puzzleDay);
    const standing = await this.store.standingOn(claim);
    return { puzzleDay, ...standing, nextGameIsPractice: startsAsPractice(standing) };
  }

  /**
   * The player chose to see today's solutions: every daily game of today's pair they complete
   * from now on is practice, those in progress included. After their ranked game, it changes nothing.
   */
  async showSolutions(playerKey: string): Promise<PuzzleDayStatus> {
    const { claim } = await this.todaysClaim(playerKey);
    if (claim && (await this.store.standingOn(claim)).rankedGameId === null) {
      await this.reveals.show(claim, this.now());
      await this.store.makePractice(claim);
    }
    return this.dayStatus(playerKey);
  }

  /** A transfer code: the games `fromKey` played move to `toKey` (see GameStore.moveGames), and their reveals. */
  async moveGames(fromKey: string, toKey: string): Promise<number> {
    await this.reveals.move(fromKey, toKey, this.now());
    return this.store.moveGames(fromKey, toKey);
  }

  /** Today's puzzle day, and the player's claim on today's pair (null when there is no pair). */
  private async todaysClaim(playerKey: string): Promise<{ puzzleDay: string; claim: PuzzleClaim | null }> {
    const puzzleDay = gameDayOf(this.now());
    const pair = await this.dailyPair.currentPair();
    const claim = pair && { playerKey, puzzleDay, startActorId: pair.startActorId, endActorId: pair.endActorId };
    return { puzzleDay, claim };
  }

  /** Public read: the pair, whether it is complete and, once it is, its score and name; never the chain. */
  async get(gameId: number): Promise<Game> {
    return this.view.game(await this.requireGame(gameId));
  }

  /**
   * The chain of a completed game is public (the leaderboard shows it); the chain of a game in
   * progress is its player's alone, so nobody can read today's solution off someone else's game.
   * Another player's daily game that solves today's puzzle is folded as on the leaderboard: shown
   * once the caller's ranked game of the day is complete or they chose to see the solutions.
   */
  async chain(playerKey: string, gameId: number): Promise<ChainLink[]> {
    const game = await this.requireGame(gameId);
    assertChainReadableBy(game, playerKey);
    if (game.isDailyGame && game.isComplete && !isOwnedBy(game, playerKey)) {
      const today = await this.dailyPair.currentPair();
      if (solvesTodaysPuzzle(game, today, gameDayOf(this.now()))) {
        const status = await this.dayStatus(playerKey);
        assertTodaysChainShown(status.rankedGameId !== null || status.solutionsShown);
      }
    }
    return this.view.chain(await this.store.chainOf(game.id));
  }

  async addConnection(playerKey: string, input: AddConnectionInput): Promise<AddConnectionResult> {
    assertTvdbIds(input);
    return this.decide(input.gameId, (found) => this.addTo(found, playerKey, input));
  }

  /** The score the server computed, and the game as it stands completed (what the caller shows beside it). */
  async complete(playerKey: string, input: CompleteGameInput): Promise<CompleteGameResult & { game: GameRow }> {
    return this.decide(input.id, (found) => this.completeOn(found, playerKey, input));
  }

  async savePlayerName(playerKey: string, input: SavePlayerNameInput): Promise<Game> {
    assertNameNotRefused(input.playerName, this.rules.refusedNameWords);
    return this.decide(input.id, async ({ game }) => {
      assertOwnedBy(game, playerKey);
      assertNameCanBeSaved(game);
      assertRankable(game);
      // The update is conditional on no name being saved yet, so of two racing saves one wins.
      if (!(await this.store.saveName(game.id, playerKey, input.playerName))) throw conflict(nameAlreadySavedMessage);
      return this.view.game({ ...game, playerName: input.playerName, nameSaved: true });
    });
  }

  /**
   * Decides on the game's copy when the store kept one, else on a fresh read. A refusal decided
   * on a copy is checked against a fresh read: when the game moved on from the copy (another
   * instance, a hint, a moderator or a transfer code wrote it), the player is owed the decision
   * on the game as it is. What a copy lets through, the database checks (GameCopies). One
   * decision at a time per game (GameTurns).
   */
  private decide<T>(id: number, decision: (found: GameWithChain) => Promise<T>): Promise<T> {
    return this.turns.inTurn(id, () => this.decideNow(id, decision));
  }

  private async decideNow<T>(id: number, decision: (found: GameWithChain) => Promise<T>): Promise<T> {
    const copy = this.store.copyOf(id);
    if (!copy) return decision(await this.requireGameWithChain(id));
    try {
      return await decision(copy);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fresh = await this.requireGameWithChain(id);
      if (!movedOn(copy, fresh)) throw error;
      return decision(fresh);
    }
  }

  private async addTo(
    { game, chain }: GameWithChain,
    playerKey: string,
    input: AddConnectionInput & ConnectionRequest,
  ): Promise<AddConnectionResult> {
    assertOwnedBy(game, playerKey);
    const { actor, movie, nextActor } = await resolveConnection(this.movieDatabase, input);
    const candidate = { actorId: actor.id, movieId: movie.id, nextActorId: nextActor.id };

    // A resubmission writes nothing, so nothing checks it: it is answered from the game as stored
    // (a copy may lack the links added since, or its player, when a transfer code moved the game).
    const repeat = repeatedLink(chain, input.order, candidate);
    if (repeat) {
      const stored = await this.ownGame(game.id, playerKey);
      return this.connectionResult(stored.game, stored.chain, repeat);
    }
    assertExtends(game, chain, input.order, candidate);
    assertNoRevisit(game.startActorId, chain, candidate, { movie: movie.title, nextActor: nextActor.name });

    const [actorCredit, nextActorCredit] = await Promise.all([
      this.movieDatabase.appearedIn(actor.tvdbId, movie.tvdbId),
      this.movieDatabase.appearedIn(nextActor.tvdbId, movie.tvdbId),
    ]);
    assertAppearedIn(
      { actor: actor.name, movie: movie.title, nextActor: nextActor.name },
      { actor: actorCredit.appeared, nextActor: nextActorCredit.appeared },
    );

    const newLink = {
      gameId: game.id,
      order: input.order,
      ...candidate,
      actorBilling: actorCredit.billingPosition,
      nextActorBilling: nextActorCredit.billingPosition,
    };
    const inserted = await this.store.insertLink(newLink, playerKey, this.now());
    // The game was completed or moved to another player since it was read: decide on it as it is now.
    if (inserted === 'changed') return this.addTo(await this.requireGameWithChain(game.id), playerKey, input);
    // Stored at the order the chain ends at: the chain is the one decided on and this link.
    if (inserted !== 'taken') return this.connectionResult(game, [...chain, inserted], inserted);
    // A concurrent submission stored this order first. The same link is a repeat; any other is a conflict.
    const { chain: stored } = await this.requireGameWithChain(game.id);
    const link = repeatedLink(stored, input.order, candidate);
    if (!link) throw conflict(wrongOrderMessage(stored.length), { expectedOrder: stored.length, order: input.order });
    return this.connectionResult(game, stored, link);
  }

  private async completeOn(
    { game, chain }: GameWithChain,
    playerKey: string,
    input: CompleteGameInput,
  ): Promise<CompleteGameResult & { game: GameRow }> {
    assertOwnedBy(game, playerKey);
    // A repeated completion writes nothing: answered from the game as stored, like a repeated link.
    if (game.isComplete) {
      const stored = await this.ownGame(game.id, playerKey);
      return { ...this.storedScore(stored.game, input.moveCount), game: stored.game };
    }

    assertCompletable(game, chain, input.moveCount);
    const { hintsUsed, rankedKey } = await this.rankingOf(game);
    const movies = await this.view.movies(chain.map((l) => l.movieId));
    const score = scoreOfChain(chain, (movieId) => movies.get(movieId)?.year ?? null, hintsUsed);
    const completedAt = this.now();
    const completion: Completion = {
      moveCount: input.moveCount,
      score,
      completedAt,
      completedDay: gameDayOf(completedAt),
      hintsUsed,
      rankedKey,
      isPractice: game.isDailyGame && rankedKey === null,
    };
    const outcome = await this.store.complete(game.id, playerKey, game.hintsUsed, completion);
    if (outcome !== 'completed') {
      // Decided again on a fresh read: another request completed the game between our read and our
      // write (its stored score is the answer), a hint was taken meanwhile (scored again, at most
      // HINT_LIMIT times), a transfer code moved the game to another player (refused), or another
      // of the player's games took the day's rank first ('claimed': this one is practice now).
      return this.completeOn(await this.requireGameWithChain(game.id), playerKey, input);
    }
    return { score, game: { ...game, ...completion, isComplete: true } };
  }

  /**
   * Whether a game is completed as its player's ranked game of the puzzle day (with the hints
   * they took on its pair in every game of the day) or as practice (with its own): read afresh,
   * never from a copy. Only a daily game of the day's pair can be ranked.
   */
  private async rankingOf(game: GameRow): Promise<{ hintsUsed: number; rankedKey: string | null }> {
    const practice = { hintsUsed: game.hintsUsed, rankedKey: null };
    if (!game.isDailyGame || game.archiveDay !== null || game.startedDay === null) return practice;
    const claim = {
      playerKey: game.playerKey,
      puzzleDay: game.startedDay,
      startActorId: game.startActorId,
      endActorId: game.endActorId,
    };
    const { game: stored, hintsInProgress, ...standing } = await this.store.completionStanding(game.id, claim);
    const ranking = rankingOf(stored, standing, hintsInProgress);
    return ranking.ranked ? { hintsUsed: ranking.hintsUsed, rankedKey: rankedKeyOf(claim) } : practice;
  }

  private async requireGameWithChain(id: number): Promise<GameWithChain> {
    const found = await this.store.findGameWithChain(id);
    if (!found) throw notFound(gameNotFoundMessage(id));
    return found;
  }

  /** The game as stored, read afresh, refused unless it is the caller's. */
  private async ownGame(id: number, playerKey: string): Promise<GameWithChain> {
    const stored = await this.requireGameWithChain(id);
    assertOwnedBy(stored.game, playerKey);
    return stored;
  }

  private async requireGame(id: number): Promise<GameRow> {
    const game = await this.store.findGame(id);
    if (!game) throw notFound(gameNotFoundMessage(id));
    return game;
  }

  private storedScore(game: GameRow, moveCount: number): CompleteGameResult {
    assertSameCompletion(game, moveCount);
    return { score: game.score ?? 0 };
  }

  private async connectionResult(
    game: GameRow,
    chain: ChainLinkRow[],
    link: ChainLinkRow,
  ): Promise<AddConnectionResult> {
    const links = await this.view.chain(chain);
    return { link: links.find((l) => l.id === link.id)!, chain: links, isComplete: reachesEnd(game.endActorId, chain) };
  }
}
