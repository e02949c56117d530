import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';

/** The profile of the actor whose slug is `slug` (as in the route); null asks for nothing. */
export function useActorProfile(slug: string | null) {
  const query = trpc.profile.byName.useQuery({ name: slug ?? '' }, { enabled: slug != null });
  useEffect(() => {
    // An actor without games answers 404: that is the not-found state, not a fault.
    if (query.error && query.error.data?.httpStatus !== 404)
      console.error('Failed to load the actor profile', query.error);
  }, [query.error]);
  return query;
}
