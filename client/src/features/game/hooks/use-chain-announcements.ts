import { useEffect, useRef, useState } from 'react';
import { CONNECTION_ADDED_MESSAGE_MS, type ChainLink } from '@cinema/shared';

/**
 * What the chain card tells of a change: "Connection added!" for 1.5 s when the chain grows (not
 * when a game is loaded or switched), and what the screen reader's polite live region says last: a
 * link added, then the final score.
 */
export function useChainAnnouncements(
  gameId: number | null,
  chain: ChainLink[],
  isChainLoaded: boolean,
  isComplete: boolean,
  score: number | null,
): { showAdded: boolean; announcement: string } {
  /** The chain length last seen for this game; null until the game's chain has loaded. */
  const seen = useRef<{ gameId: number | null; length: number } | null>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!isChainLoaded) return;
    const previous = seen.current;
    seen.current = { gameId, length: chain.length };
    if (previous?.gameId !== gameId) {
      setAddedAt(null);
      setAnnouncement('');
    } else if (chain.length > previous.length) {
      setAddedAt(Date.now());
      const link = chain[chain.length - 1];
      if (link) {
        setAnnouncement(
          `Connection added: ${link.movie.title}, then ${link.nextActor.name}. Connections: ${chain.length}.`,
        );
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announces on growth only, reading the chain then
  }, [gameId, chain.length, isChainLoaded]);

  // The final score is said once the server has computed it.
  useEffect(() => {
    if (isComplete && score != null && isChainLoaded) {
      setAnnouncement(`Chain complete in ${chain.length} connections. Score: ${score}.`);
    }
  }, [isComplete, score, isChainLoaded, chain.length]);

  useEffect(() => {
    if (addedAt == null) return;
    const timer = window.setTimeout(() => setAddedAt(null), CONNECTION_ADDED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [addedAt]);

  return { showAdded: addedAt != null, announcement };
}
