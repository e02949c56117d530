/**
 * One admin actor field (SPEC §5, §8): the text, the chosen actor and its search. Editing
 * the text away from the chosen name clears the choice; a result not stored locally (id 0
 * or absent) is fetched or created by its movie database id before it is chosen.
 */
import { useState } from 'react';
import type { Actor } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import { hasValidId } from '../admin-messages';
import { useActorByTvdbId, useAdminActorSearch } from '../api/use-admin-actor-search';

export type PairRole = 'start' | 'end';

export function useActorPicker(role: PairRole, options: { announce?: boolean } = {}) {
  const announce = options.announce ?? true;
  const [text, setText] = useState('');
  const [actor, setActor] = useState<Actor | null>(null);
  const search = useAdminActorSearch(text, actor != null);
  const byTvdbId = useActorByTvdbId();

  const changeText = (next: string) => {
    setText(next);
    if (actor && next !== actor.name) setActor(null);
  };

  const choose = (chosen: Actor) => {
    setActor(chosen);
    setText(chosen.name);
    if (announce) {
      toast({
        title: 'Actor Selected',
        description: `${chosen.name} is now set as the ${role} actor.`,
        variant: 'success',
      });
    }
  };

  const select = async (result: Actor) => {
    if (hasValidId(result)) {
      choose(result);
      return;
    }
    if (!result.tvdbId) {
      toast({
        title: 'Error',
        description: 'Invalid actor data. Please try again with another actor.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const stored = await byTvdbId.mutateAsync({ tvdbId: result.tvdbId });
      if (!hasValidId(stored)) {
        toast({
          title: 'Error',
          description: 'Invalid actor data. Please try again with another actor.',
          variant: 'destructive',
        });
        return;
      }
      choose(stored);
    } catch (error) {
      console.error('Failed to select actor', error);
      toast({ title: 'Error', description: 'Failed to select actor. Please try again.', variant: 'destructive' });
    }
  };

  const clear = () => {
    setText('');
    setActor(null);
  };

  return { role, text, actor, changeText, select, clear, isResolving: byTvdbId.isPending, ...search };
}

export type ActorPicker = ReturnType<typeof useActorPicker>;
