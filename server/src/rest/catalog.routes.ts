/**
 * The catalog's REST paths of SPEC §7, each a mapping onto a `catalog` procedure. The procedures
 * validate (a bad id or count answers 400); a route only moves path and query values into the input.
 */
import {
  actorListSchema,
  actorSchema,
  movieDatabaseSearchInput,
  movieDatabaseSearchResponseSchema,
  movieListSchema,
  movieSchema,
  randomActorsInput,
  searchInput,
  testValidationInput,
  validationResponseSchema,
} from '@cinema/shared';
import { z } from 'zod';
import { route, unparsed, type RestRoute } from './route';

const tag = 'Catalog';
const idParams = z.object({ id: z.number().int().positive().describe('Local row id') });
const tvdbIdParams = z.object({ id: z.string().describe('Movie database id (tvdbId)') });

/** Path and query values arrive as text; the procedure's schema coerces and checks them. */
// The searches set their own headers: an ETag and `no-cache`, so a copy is revalidated, never reused unchecked.

export const catalogRoutes: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/actors/search',
    summary: 'Search actors by name (ranked; accents ignored; empty query answers [])',
    tag,
    docs: { query: searchInput, response: actorListSchema },
    call: (api, { query }) => api.catalog.searchActors(unparsed({ query: query.query })),
  }),
  route({
    method: 'GET',
    url: '/api/movies/search',
    summary: 'Search movies by title (ranked; accents ignored; empty query answers [])',
    tag,
    docs: { query: searchInput, response: movieListSchema },
    call: (api, { query }) => api.catalog.searchMovies(unparsed({ query: query.query })),
  }),
  route({
    method: 'GET',
    url: '/api/actors/random',
    summary: 'Distinct random well-connected actors',
    tag,
    noCache: true,
    docs: { query: randomActorsInput, response: actorListSchema },
    call: (api, { query }) => api.catalog.randomActors(unparsed({ count: query.count })),
  }),
  route({
    method: 'GET',
    url: '/api/actors/by-tvdbid/:id',
    summary: 'An actor by movie database id',
    tag,
    docs: { params: tvdbIdParams, response: actorSchema },
    call: (api, { params }) => api.catalog.actorByTvdbId(unparsed({ id: params.id })),
  }),
  route({
    method: 'GET',
    url: '/api/movies/by-tvdbid/:id',
    summary: 'A movie by movie database id',
    tag,
    docs: { params: tvdbIdParams, response: movieSchema },
    call: (api, { params }) => api.catalog.movieByTvdbId(unparsed({ id: params.id })),
  }),
  route({
    method: 'GET',
    url: '/api/actors/:id/movies',
    summary: "An actor's movies, most recent first",
    tag,
    docs: { params: idParams, response: movieListSchema },
    call: (api, { params }) => api.catalog.moviesOfActor(unparsed({ id: params.id })),
  }),
  route({
    method: 'GET',
    url: '/api/movies/:id/actors',
    summary: "A movie's cast in billing order, with billing positions",
    tag,
    docs: { params: idParams, response: actorListSchema },
    call: (api, { params }) => api.catalog.actorsOfMovie(unparsed({ id: params.id })),
  }),
  route({
    method: 'GET',
    url: '/api/test-validation/:actorTvdbId/:movieTvdbId',
    summary: 'Did the actor appear in the movie? Answers which source said so',
    tag,
    noCache: true,
    docs: { params: testValidationInput, response: validationResponseSchema },
    call: (api, { params }) =>
      api.catalog.testValidation(unparsed({ actorTvdbId: params.actorTvdbId, movieTvdbId: params.movieTvdbId })),
  }),
  route({
    method: 'GET',
    url: '/api/tmdb/search/:type',
    summary: 'Search the active movie database (test page), with debug facts; never the key itself',
    tag,
    noCache: true,
    docs: {
      params: movieDatabaseSearchInput.pick({ type: true }),
      query: movieDatabaseSearchInput.pick({ query: true }),
      response: movieDatabaseSearchResponseSchema,
    },
    call: (api, { params, query }) =>
      api.catalog.movieDatabaseSearch(unparsed({ type: params.type, query: query.query })),
  }),
];
