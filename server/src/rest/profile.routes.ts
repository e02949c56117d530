/** The actor profile's REST path of SPEC §7, a mapping onto `profile.byName`; the procedure validates. */
import { actorProfileSchema, profileInput } from '@cinema/shared';
import { route, unparsed, type RestRoute } from './route';

export const profileRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/actors/by-name/:name/profile',
    summary:
      'The profile of the actor whose link name (spaces as underscores, letters and digits of any script kept, e.g. ' +
      'Penélope_Cruz) is :name, built from completed games. 404 when no such actor has appeared in any game.',
    tag: 'Profile',
    docs: { params: profileInput, response: actorProfileSchema },
    call: (api, { params }) => api.profile.byName(unparsed({ name: params.name })),
  }),
];
