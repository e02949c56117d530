/** The catalog procedures (DESIGN §2): actors, movies, search, validation and the movie-database test. */
import {
  actorSchema,
  idInput,
  movieDatabaseSearchInput,
  movieDatabaseSearchResponseSchema,
  movieSchema,
  randomActorsInput,
  searchInput,
  testValidationInput,
  tvdbIdInput,
  validationResponseSchema,
} from '@cinema/shared';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { router } from '../../trpc/trpc';
import { actorByTvdbIdHandler } from './actor-by-tvdb-id.handler';
import { actorsOfMovieHandler } from './actors-of-movie.handler';
import { movieByTvdbIdHandler } from './movie-by-tvdb-id.handler';
import { movieDatabaseSearchHandler } from './movie-database-search.handler';
import { moviesOfActorHandler } from './movies-of-actor.handler';
import { randomActorsHandler } from './random-actors.handler';
import { searchActorsHandler } from './search-actors.handler';
import { searchMoviesHandler } from './search-movies.handler';
import { testValidationHandler } from './test-validation.handler';
import { sync } from '../../trpc/sync-parser';

export const catalogRouter = router({
  searchActors: publicProcedure
    .input(sync(searchInput))
    .output(sync(z.array(actorSchema)))
    .query(searchActorsHandler),
  searchMovies: publicProcedure
    .input(sync(searchInput))
    .output(sync(z.array(movieSchema)))
    .query(searchMoviesHandler),
  moviesOfActor: publicProcedure
    .input(sync(idInput))
    .output(sync(z.array(movieSchema)))
    .query(moviesOfActorHandler),
  actorsOfMovie: publicProcedure
    .input(sync(idInput))
    .output(sync(z.array(actorSchema)))
    .query(actorsOfMovieHandler),
  randomActors: publicProcedure
    .input(sync(randomActorsInput))
    .output(sync(z.array(actorSchema)))
    .query(randomActorsHandler),
  actorByTvdbId: publicProcedure.input(sync(tvdbIdInput)).output(sync(actorSchema)).query(actorByTvdbIdHandler),
  movieByTvdbId: publicProcedure.input(sync(tvdbIdInput)).output(sync(movieSchema)).query(movieByTvdbIdHandler),
  testValidation: publicProcedure
    .input(sync(testValidationInput))
    .output(sync(validationResponseSchema))
    .query(testValidationHandler),
  movieDatabaseSearch: publicProcedure
    .input(sync(movieDatabaseSearchInput))
    .output(sync(movieDatabaseSearchResponseSchema))
    .query(movieDatabaseSearchHandler),
});
