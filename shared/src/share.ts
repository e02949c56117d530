/**
 * Share text of a finished game (SPEC §9). With the puzzle known, the basic share
 * names the puzzle number and the result against par and spoils nothing (no actor or film
 * names); the detailed share keeps the spec's path and adds par. A practice game (DESIGN §5:
 * a later daily game of a pair whose ranked game is done) says so in its title, in both texts,
 * so that nobody reads it as a ranked result.
 */
import { parLabel, parResult, reachedPar } from './par';
import type { ChainLink } from './entities';

export interface ShareInput {
  productName: string;
  siteUrl: string;
  moveCount: number;
  score: number;
  startActorName: string;
  endActorName: string;
  /** The daily puzzle this game played; without it the texts are the spec's alone. */
  puzzle?: SharePuzzle;
  /** A practice game: it never entered the leaderboard. */
  isPractice?: boolean;
}

/** "Cinema Chain #12 · Practice": the product, the puzzle number when known, and practice when it was. */
function shareTitle(input: ShareInput): string {
  return `${input.productName}${input.puzzle ? ` #${input.puzzle.number}` : ''}${input.isPractice ? ' · Practice' : ''}`;
}

export function shareHeadline(moveCount: number): string {
  return `I connected two actors in ${moveCount} ${moveCount === 1 ? 'step' : 'steps'}!`;
}

export function basicShareText(input: ShareInput): string {
  const { puzzle } = input;
  if (puzzle) {
    return [
      shareTitle(input),
      shareHeadline(input.moveCount),
      `Score: ${input.score} points`,
      parLine(input.moveCount, puzzle),
      shareSymbols(input.moveCount, puzzle),
      input.siteUrl,
    ].join('\n');
  }
  return [
    `🎬 ${shareTitle(input)}: ${input.startActorName} → ${input.endActorName}`,
    shareHeadline(input.moveCount),
    `Score: ${input.score} points`,
    input.siteUrl,
  ].join('\n');
}

export function detailedShareText(
  input: ShareInput,
  chain: readonly Pick<ChainLink, 'actor' | 'movie' | 'nextActor'>[],
): string {
  const path = chain.map(
    (link, i) =>
      `${i + 1}. ${link.actor.name} → ${link.movie.title} (${link.movie.year ?? 'N/A'}) → ${link.nextActor.name}`,
  );
  const { puzzle } = input;
  const puzzleLines = puzzle
    ? [
        parLine(input.moveCount, puzzle),
        ...(puzzle.hintsUsed > 0 ? [hintsLine(puzzle.hintsUsed)] : []),
        shareSymbols(input.moveCount, puzzle),
      ]
    : [];
  return [
    `🎬 ${shareTitle(input)}: ${input.startActorName} → ${input.endActorName}`,
    shareHeadline(input.moveCount),
    `Score: ${input.score} points`,
    ...puzzleLines,
    '',
    'My path:',
    ...path,
    '',
    input.siteUrl,
  ].join('\n');
}

/** The result against par in words: "At par", "1 over par", "2 under par". */
export function parResultText(moveCount: number, par: number): string {
  const result = parResult(moveCount, par);
  if (result === 'par') return 'At par';
  return `${Math.abs(moveCount - par)} ${result} par`;
}

/** What a share needs to know of the puzzle beyond the spec's fields. */
export interface SharePuzzle {
  /** 1 for the first daily pair. */
  number: number;
  par: number | null;
  hintsUsed: number;
}

const SHARE_LINK_SYMBOL = '🎬';
const SHARE_PAR_SYMBOL = '⭐';
const SHARE_HINT_SYMBOL = '💡';

/**
 * The row of symbols a reader understands at a glance: one film per connection, a star
 * when the chain reached par (at or under it), a bulb per hint used.
 */
export function shareSymbols(moveCount: number, puzzle: SharePuzzle): string {
  return (
    SHARE_LINK_SYMBOL.repeat(moveCount) +
    (reachedPar(moveCount, puzzle.par) ? SHARE_PAR_SYMBOL : '') +
    SHARE_HINT_SYMBOL.repeat(Math.max(0, puzzle.hintsUsed))
  );
}

/** "Par 3 · At par" (or "Par unknown" when the pair has none). */
function parLine(moveCount: number, puzzle: SharePuzzle): string {
  return puzzle.par == null ? 'Par unknown' : `${parLabel(puzzle.par)} · ${parResultText(moveCount, puzzle.par)}`;
}

function hintsLine(hintsUsed: number): string {
  return `${hintsUsed} ${hintsUsed === 1 ? 'hint' : 'hints'} used`;
}
