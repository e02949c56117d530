/** Share text of a finished game (SPEC §9). */
import type { ChainLink } from './entities';

export interface ShareInput {
  productName: string;
  siteUrl: string;
  moveCount: number;
  score: number;
  startActorName: string;
  endActorName: string;
}

export function shareHeadline(moveCount: number): string {
  return `I connected two actors in ${moveCount} ${moveCount === 1 ? 'step' : 'steps'}!`;
}

export function basicShareText(input: ShareInput): string {
  return [
    `🎬 ${input.productName}: ${input.startActorName} → ${input.endActorName}`,
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
  return [
    `🎬 ${input.productName}: ${input.startActorName} → ${input.endActorName}`,
    shareHeadline(input.moveCount),
    `Score: ${input.score} points`,
    '',
    'My path:',
    ...path,
    '',
    input.siteUrl,
  ].join('\n');
}
