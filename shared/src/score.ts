/**
 * The score of a chain (SPEC §9, DESIGN §6). One function for the client's provisional
 * score, the help text and the server's authoritative score.
 */

/** What the score needs to know of one link of the chain. */
export interface ScoredLink {
  movieYear: number | null | undefined;
  actorBilling: number | null | undefined;
  nextActorBilling: number | null | undefined;
}

export const SCORE_BASE_MAX = 100;
export const SCORE_STEP_PENALTY = 20;
export const SCORE_FLOOR = 10;
/** Connections from which the base is the floor. */
export const SCORE_FLOOR_FROM_CONNECTIONS = 5;
export const SINGLE_CONNECTION_BONUS = 25;
export const BILLING_BONUS_CAP = 20;
/** Hints a game may ask for. */
export const HINT_LIMIT = 3;
/** Points each hint used costs, taken off the chain's score (never below 0). */
export const HINT_COST = 10;

/** What a score depends on besides the links. */
export interface ScoreOptions {
  /** Hints the game used: each costs HINT_COST points. */
  hintsUsed?: number;
}

/** The points hints cost: HINT_COST each (a negative or unknown count costs nothing). */
export function hintPenalty(hintsUsed: number | null | undefined): number {
  if (hintsUsed == null || !Number.isFinite(hintsUsed) || hintsUsed < 1) return 0;
  return Math.floor(hintsUsed) * HINT_COST;
}

/** Base points for a chain of `connections` links: 100, 80, 60, 40, then the floor of 10. */
export function baseScore(connections: number): number {
  if (connections < 1) return 0;
  if (connections >= SCORE_FLOOR_FROM_CONNECTIONS) return SCORE_FLOOR;
  return Math.max(SCORE_FLOOR, SCORE_BASE_MAX - SCORE_STEP_PENALTY * (connections - 1));
}

/** Bonus for the age of a movie: 0 for 2020 or later (or unknown), one more per decade back, 11 before 1920. */
export function movieYearBonus(year: number | null | undefined): number {
  if (year == null || !Number.isFinite(year) || year >= 2020) return 0;
  if (year < 1920) return 11;
  return Math.floor((2020 - year - 1) / 10) + 1;
}

/** Billing position bonus (1 = top billed); unknown billing adds nothing. */
export function billingBonus(billing: number | null | undefined): number {
  if (billing == null || !Number.isFinite(billing) || billing < 1) return 0;
  return Math.min(Math.floor(billing), BILLING_BONUS_CAP);
}

/** The bonus one link earns: its movie's age and both actors' billing (at most 11 + 20 + 20 = 51). */
export function linkBonus(link: ScoredLink): number {
  return movieYearBonus(link.movieYear) + billingBonus(link.actorBilling) + billingBonus(link.nextActorBilling);
}

/**
 * The score of a completed chain (DESIGN §6): the base for its connections, plus the links'
 * bonuses averaged over the connections (rounded), plus the single-connection bonus. Averaged,
 * not summed, so a longer chain never outscores a shorter one of the same quality, and no
 * chain scores more than 100 + 51 + 25 = 176.
 */
export function calculateScore(links: readonly ScoredLink[], options: ScoreOptions = {}): number {
  const connections = links.length;
  if (connections === 0) return 0;
  const bonuses = links.reduce((sum, link) => sum + linkBonus(link), 0);
  const single = connections === 1 ? SINGLE_CONNECTION_BONUS : 0;
  const score = baseScore(connections) + Math.round(bonuses / connections) + single;
  return Math.max(0, score - hintPenalty(options.hintsUsed));
}

/**
 * The Estimated Score of a chain (the client's badge). A chain that reaches the end actor is
 * scored as it is. A chain in progress is projected to its shortest possible finish: one more
 * connection, which earns the average bonus of the links so far. So a chain in progress never
 * counts the single-connection bonus it can no longer earn, and a link that keeps the average
 * lowers the estimate by the base step only. An empty chain has earned nothing yet: 0.
 */
export function estimatedScore(links: readonly ScoredLink[], reachesEnd: boolean, options: ScoreOptions = {}): number {
  const connections = links.length;
  if (connections === 0) return 0;
  if (reachesEnd) return calculateScore(links, options);
  const bonuses = links.reduce((sum, link) => sum + linkBonus(link), 0);
  return Math.max(0, baseScore(connections + 1) + Math.round(bonuses / connections) - hintPenalty(options.hintsUsed));
}

/** Score for a leaderboard entry with no stored score: the base for its move count. */
export function scoreFromMoveCount(moveCount: number): number {
  return baseScore(moveCount) + (moveCount === 1 ? SINGLE_CONNECTION_BONUS : 0);
}
