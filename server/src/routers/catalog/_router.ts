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

export const catalogRouter = router({
  searchActors: publicProcedure.input(searchInput).output(z.array(actorSchema)).query(searchActorsHandler),
  searchMovies: publicProcedure.input(searchInput).output(z.array(movieSchema)).query(searchMoviesHandler),
  moviesOfActor: publicProcedure.input(idInput).output(z.array(movieSchema)).query(moviesOfActorHandler),
  actorsOfMovie: publicProcedure.input(idInput).output(z.array(actorSchema)).query(actorsOfMovieHandler),
  randomActors: publicProcedure.input(randomActorsInput).output(z.array(actorSchema)).query(randomActorsHandler),
  actorByTvdbId: publicProcedure.input(tvdbIdInput).output(actorSchema).query(actorByTvdbIdHandler),
  movieByTvdbId: publicProcedure.input(tvdbIdInput).output(movieSchema).query(movieByTvdbIdHandler),
  testValidation: publicProcedure
    .input(testValidationInput)
    .output(validationResponseSchema)
    .query(testValidationHandler),
  movieDatabaseSearch: publicProcedure
    .input(movieDatabaseSearchInput)
    .output(movieDatabaseSearchResponseSchema)
    .query(movieDatabaseSearchHandler),
});
