/**
 * The game's REST paths of SPEC §7, each a mapping onto a `game` procedure. The procedures
 * validate; a route only moves path parameters into the input.
 */
import {
  addConnectionInput,
  addConnectionResultSchema,
  chainLinkSchema,
  completeGameInput,
  completeGameResultSchema,
  createGameInput,
  gameIdInput,
  gameSchema,
  savePlayerNameInput,
} from '@cinema/shared';
import { z } from 'zod';
import { badRequest } from '../errors';
import { bodyOf, route, unparsed, type RestRoute } from './route';

const tag = 'Game';

const patchGameBody = z.union([completeGameInput.omit({ id: true }), savePlayerNameInput.omit({ id: true })]);
const patchBodyMessage =
  'Send either { isComplete: true, moveCount } to complete the game or { playerName } to save a name';

export const gameRoutes: readonly RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/games',
    summary: 'Start a game between two actors',
    tag,
    docs: { body: createGameInput, response: gameSchema },
    successStatus: 201,
    call: (api, r) => api.game.create(unparsed(bodyOf(r))),
  }),
  route({
    method: 'POST',
    url: '/api/games/:gameId/connections',
    summary: 'Add the next connection (actor, movie, next actor) to your game',
    tag,
    docs: {
      params: gameIdInput,
      body: addConnectionInput.omit({ gameId: true }),
      response: addConnectionResultSchema,
    },
    call: (api, r) => api.game.addConnection(unparsed({ ...bodyOf(r), gameId: r.params.gameId })),
  }),
  route({
    method: 'GET',
    url: '/api/games/:gameId/chain',
    summary:
      "A game's chain of connections, in order (a game in progress answers only its own player: 403 for anyone else)",
    tag,
    docs: { params: gameIdInput, response: z.array(chainLinkSchema) },
    call: (api, r) => api.game.chain(unparsed({ gameId: r.params.gameId })),
  }),
  route({
    method: 'PATCH',
    url: '/api/games/:id',
    summary:
      'Complete your game ({ isComplete: true, moveCount } → { score }) or save its name ({ playerName } → the game)',
    tag,
    docs: {
      params: completeGameInput.pick({ id: true }),
      body: patchGameBody,
      response: z.union([completeGameResultSchema, gameSchema]),
    },
    call: (api, r) => {
      const body = bodyOf(r);
      const completes = 'isComplete' in body;
      const names = 'playerName' in body;
      // The spec's answer is { score }; par and optimal chains are the tRPC answer's.
      if (completes && !names)
        return api.game.complete(unparsed({ ...body, id: r.params.id })).then(({ score }) => ({ score }));
      if (names && !completes)
        return api.game.savePlayerName(unparsed({ playerName: body.playerName, id: r.params.id }));
      throw badRequest(patchBodyMessage);
    },
  }),
];
