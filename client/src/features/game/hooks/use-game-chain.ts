import { useCallback, useMemo } from 'react';
import { CHAIN_REFRESH_MS, messages, type ChainLink } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import type { NewConnection } from '../game-api';
import type { StoredGame } from '../stored-game';

/** The game's chain, re-fetched every 30 s while a game exists (SPEC §4), and adding a link to it. */
export function useGameChain(game: StoredGame | null) {
  const utils = trpc.useUtils();
  const { mutateAsync: addConnectionOnServer } = trpc.game.addConnection.useMutation();
  const query = trpc.game.chain.useQuery(
    { gameId: game?.id ?? 0 },
    { enabled: game != null, refetchInterval: CHAIN_REFRESH_MS },
  );
  const chain = useMemo(() => (game ? (query.data ?? []) : []), [game, query.data]);

  const addConnection = useCallback(
    async ({ actor, movie, nextActor }: NewConnection): Promise<ChainLink[]> => {
      if (!game) throw new Error(messages.noActiveGame);
      const missing = [!actor.tvdbId && 'actor', !movie.tvdbId && 'movie', !nextActor.tvdbId && 'next actor'].filter(
        (name): name is string => Boolean(name),
      );
      if (missing.length > 0) throw new Error(messages.missingTmdbIds(missing));
      let result: Awaited<ReturnType<typeof addConnectionOnServer>>;
      try {
        result = await addConnectionOnServer({
          gameId: game.id,
          actorId: actor.id > 0 ? actor.id : null,
          movieId: movie.id > 0 ? movie.id : null,
          nextActorId: nextActor.id > 0 ? nextActor.id : null,
          order: chain.length,
          actorTvdbId: actor.tvdbId,
          movieTvdbId: movie.tvdbId,
          nextActorTvdbId: nextActor.tvdbId,
        });
      } catch (error) {
        // The chain may have moved on elsewhere (another tab): resynchronise before the next try.
        void utils.game.chain.invalidate({ gameId: game.id });
        throw error;
      }
      utils.game.chain.setData({ gameId: game.id }, result.chain);
      return result.chain;
    },
    [game, chain.length, addConnectionOnServer, utils],
  );

  return {
    chain,
    addConnection,
    error: query.error,
    isPending: query.isPending,
    isLoaded: query.isSuccess,
  };
}
