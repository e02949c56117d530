/**
 * Submitting the add-connection form (SPEC §4, §5): tvdbId checks, the two verification
 * steps (current actor in the movie, next actor in the movie), then the server adds the
 * link. The server is the authority; the checks only give the player a precise message.
 */
import { useCallback, useState } from 'react';
import { messages, type Actor, type Movie } from '@cinema/shared';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../lib/toast';
import { sameActor } from '../chain';
import { connectionErrorMessage, refusedField, type FieldErrors } from '../connection-refusal';
import { useGame } from './use-game';

export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrors };

export function useAddConnection() {
  const game = useGame();
  const utils = trpc.useUtils();
  const [isVerifying, setIsVerifying] = useState(false);

  /** Did the actor appear in the movie? Null when neither the server check nor the cast list can tell. */
  const appearedIn = useCallback(
    async (actor: Actor, movie: Movie): Promise<boolean | null> => {
      try {
        const result = await utils.catalog.testValidation.fetch(
          { actorTvdbId: actor.tvdbId, movieTvdbId: movie.tvdbId },
          { staleTime: 0 },
        );
        return result.isValid;
      } catch (error) {
        console.warn('Server validation failed, checking the movie cast instead', error);
      }
      if (movie.id <= 0) return null;
      try {
        const cast = await utils.catalog.actorsOfMovie.fetch({ id: movie.id });
        return cast.some((member) => sameActor(member, actor));
      } catch (error) {
        console.warn('Could not load the movie cast either; the server will decide', error);
        return null;
      }
    },
    [utils],
  );

  const submit = useCallback(
    async (movie: Movie | null, nextActor: Actor | null): Promise<SubmitOutcome> => {
      const fieldErrors: FieldErrors = {};
      if (!movie) fieldErrors.movie = 'Please select a movie';
      if (!nextActor) fieldErrors.actor = 'Please select an actor';
      const actor = game.currentActor;
      if (!movie || !nextActor || !actor) return { ok: false, fieldErrors };

      if (!actor.tvdbId || !movie.tvdbId || !nextActor.tvdbId) {
        toast({
          title: 'Connection Error',
          description: 'Missing movie database IDs required for validation. Try a different selection.',
          variant: 'destructive',
        });
        return { ok: false, fieldErrors: {} };
      }

      setIsVerifying(true);
      toast({
        title: 'Verifying connection...',
        description: `Checking if ${actor.name} was in "${movie.title}"`,
        loading: true,
      });
      try {
        if ((await appearedIn(actor, movie)) === false) {
          toast({
            title: 'Connection Error',
            description: `${messages.didNotAppearIn(actor.name, movie.title)}. Please try a different movie.`,
            variant: 'destructive',
          });
          return { ok: false, fieldErrors: { movie: messages.didNotAppearIn(actor.name, movie.title) } };
        }
        if ((await appearedIn(nextActor, movie)) === false) {
          toast({
            title: 'Connection Error',
            description: `${messages.didNotAppearIn(nextActor.name, movie.title)}. Please try a different actor.`,
            variant: 'destructive',
          });
          return { ok: false, fieldErrors: { actor: messages.didNotAppearIn(nextActor.name, movie.title) } };
        }

        await game.addConnection({ actor, movie, nextActor });
        toast({
          title: 'Connection added!',
          description: `Added ${actor.name} → ${movie.title} → ${nextActor.name}`,
          variant: 'success',
        });
        return { ok: true };
      } catch (error) {
        console.error('Failed to add connection', error);
        toast({ title: 'Connection Error', description: connectionErrorMessage(error), variant: 'destructive' });
        // A movie or actor already in the chain: the server's message says which, on that field.
        const revisited = refusedField(error, 'CONFLICT');
        if (revisited) return { ok: false, fieldErrors: { [revisited]: connectionErrorMessage(error) } };
        const field = refusedField(error, 'INVALID_CONNECTION');
        if (field === 'movie')
          return { ok: false, fieldErrors: { movie: messages.didNotAppearIn(actor.name, movie.title) } };
        if (field === 'actor')
          return { ok: false, fieldErrors: { actor: messages.didNotAppearIn(nextActor.name, movie.title) } };
        return { ok: false, fieldErrors: {} };
      } finally {
        setIsVerifying(false);
      }
    },
    [game, appearedIn],
  );

  return { submit, isVerifying };
}
