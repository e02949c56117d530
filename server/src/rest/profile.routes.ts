/** The actor profile's REST path of SPEC §7, a mapping onto `profile.byName`; the procedure validates. */
import { actorProfileSchema, profileInput } from '@cinema/shared';
import { route, unparsed, type RestRoute } from './route';

export const profileRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/actors/by-name/:name/profile',
    summary:
      'The profile of the actor whose link name (spaces as underscores, letters and digits of any script kept, e.g. ' +
      "Penélope_Cruz) is :name, in any case of its letters, built from completed games, with the actor's own link " +
      'name (slug) and films of the catalog. An actor with no game yet has zero figures; 404 when no actor has that name.',
    tag: 'Profile',
    docs: { params: profileInput, response: actorProfileSchema },
    call: (api, { params }) => api.profile.byName(unparsed({ name: params.name })),
  }),
];
