/** The catalog procedures (DESIGN §2): actors, movies, search, validation and the movie-database test. */
import {
  actorListSchema,
  actorSchema,
  idInput,
  movieDatabaseSearchInput,
  movieDatabaseSearchResponseSchema,
  movieListSchema,
  movieSchema,
  randomActorsInput,
  searchInput,
  testValidationInput,
  tvdbIdInput,
  validationResponseSchema,
} from '@cinema/shared';
import { publicProcedure } from '../../trpc/procedures';
import { parser } from '../../trpc/parser';
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
  searchActors: publicProcedure.input(parser(searchInput)).output(parser(actorListSchema)).query(searchActorsHandler),
  searchMovies: publicProcedure.input(parser(searchInput)).output(parser(movieListSchema)).query(searchMoviesHandler),
  moviesOfActor: publicProcedure.input(parser(idInput)).output(parser(movieListSchema)).query(moviesOfActorHandler),
  actorsOfMovie: publicProcedure.input(parser(idInput)).output(parser(actorListSchema)).query(actorsOfMovieHandler),
  randomActors: publicProcedure
    .input(parser(randomActorsInput))
    .output(parser(actorListSchema))
    .query(randomActorsHandler),
  actorByTvdbId: publicProcedure.input(parser(tvdbIdInput)).output(parser(actorSchema)).query(actorByTvdbIdHandler),
  movieByTvdbId: publicProcedure.input(parser(tvdbIdInput)).output(parser(movieSchema)).query(movieByTvdbIdHandler),
  testValidation: publicProcedure
    .input(parser(testValidationInput))
    .output(parser(validationResponseSchema))
    .query(testValidationHandler),
  movieDatabaseSearch: publicProcedure
    .input(parser(movieDatabaseSearchInput))
    .output(parser(movieDatabaseSearchResponseSchema))
    .query(movieDatabaseSearchHandler),
});
