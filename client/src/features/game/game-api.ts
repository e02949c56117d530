/**
 * The game as the pages read it and play it (SPEC §4): its state, and what can be done with it.
 * useGameState (hooks/use-game-state.ts) keeps it; useGame (hooks/use-game.ts) hands it out.
 */
import type { Actor, ChainLink, CompleteGameOutcome, Movie } from '@cinema/shared';
import type { StoredHint } from './stored-game';

export type CompletionStep = 'save-score' | 'success';

export interface GameState {
  gameId: number | null;
  startActor: Actor | null;
  endActor: Actor | null;
  chain: ChainLink[];
  /** Null until calculated: provisional (local) first, then the server's. */
  score: number | null;
  isGameComplete: boolean;
  isLoading: boolean;
  /** The pair's par (its shortest chain's connections) and puzzle number; null when unknown. */
  par: number | null;
  puzzleNumber: number | null;
  /** The past day an unranked archive game replays; null for the daily game. */
  archiveDay: string | null;
  /** A daily game that never enters the leaderboard: the player's ranked game of the day came first. */
  isPractice: boolean;
  hintsUsed: number;
  /** The hints given so far, in order. */
  hints: StoredHint[];
  /** The server's answer on completion: the result against par and the optimal chains. */
  outcome: CompleteGameOutcome | null;
}

export interface NewConnection {
  actor: Actor;
  movie: Movie;
  nextActor: Actor;
}

export interface StartOptions {
  /** Show "New game started" once the game exists (the New Game and Play Again buttons). */
  announce?: boolean;
  /** Replay a past daily pair as an unranked game (from the archive). */
  archive?: { day: string; startActor: Actor; endActor: Actor; par: number | null; puzzleNumber: number };
  /** The player was told that this daily game will be practice, and went on. */
  practiceConfirmed?: boolean;
  /**
   * The page's own start of today's game as it opens (useEnsureGame): on the pair the page came
   * with (lib/page-daily-puzzle.ts), not read again. A game the player asks for reads it afresh.
   */
  onPagePuzzle?: boolean;
}

/**
 * A daily game asked for that will be practice, held until the player confirms: why (their ranked
 * game of the day is complete, or they showed the day's solutions) and how it was asked for.
 */
export interface PracticeWarning {
  reason: 'ranked-complete' | 'solutions-shown';
  options: StartOptions;
}

export interface GameApi extends GameState {
  /** The actor the next connection starts from: the last link's next actor, else the start actor. */
  currentActor: Actor | null;
  /** The current game's chain has been loaded from the server. */
  isChainLoaded: boolean;
  /** True from completion until the server's score has arrived. */
  isCalculatingScore: boolean;
  completion: { open: boolean; step: CompletionStep };
  startNewGame(options?: StartOptions): Promise<boolean>;
  /**
   * Starts a game on the first visit of the game page, or resumes the stored one; with an archive
   * puzzle, starts that puzzle's game unless the stored one is it.
   */
  ensureGame(wanted?: StartOptions): void;
  /** Appends a connection the server accepts; throws the server's error otherwise. */
  addConnection(connection: NewConnection): Promise<ChainLink[]>;
  /** Saves the name (null: anonymous); answers whether the server accepted it. */
  savePlayerName(playerName: string | null): Promise<boolean>;
  setCompletionOpen(open: boolean): void;
  setCompletionStep(step: CompletionStep): void;
  /** Asks the server for the next hint (in order, up to HINT_LIMIT); throws the server's refusal. */
  requestHint(): Promise<StoredHint>;
  isRequestingHint: boolean;
  /** A new game the player asked for waits here when it would be practice (null otherwise). */
  practiceWarning: PracticeWarning | null;
  /** Starts the held game as practice. */
  confirmPracticeGame(): void;
  /** Keeps the current game: the held one is not started. */
  dismissPracticeWarning(): void;
}

/** The pair a new game plays, with its par and puzzle number when the server knows them. */
export interface PuzzlePair {
  startActor: Actor | null;
  endActor: Actor | null;
  par?: number | null;
  puzzleNumber?: number;
}
