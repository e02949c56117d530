/** The parts of TMDB v3 answers the adapter reads; other fields pass unchecked. */
import { z } from 'zod';

const path = z.string().nullable().optional();

export const tmdbPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_path: path,
  known_for_department: z.string().nullable().optional(),
});
export type TmdbPerson = z.infer<typeof tmdbPersonSchema>;

export const tmdbMovieSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  release_date: z.string().nullable().optional(),
  poster_path: path,
});
export type TmdbMovie = z.infer<typeof tmdbMovieSchema>;

const page = <T extends z.ZodType>(result: T) =>
  z.object({
    page: z.number().int(),
    results: z.array(result),
    total_pages: z.number().int(),
    total_results: z.number().int(),
  });

export const personSearchSchema = page(tmdbPersonSchema);
export const movieSearchSchema = page(tmdbMovieSchema);

/** movie/{id}/credits: `order` is the billing position, 0 = top billed. */
export const movieCreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(tmdbPersonSchema.extend({ order: z.number().int().nullable().optional() })),
});

/** person/{id}/movie_credits. */
export const personMovieCreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(tmdbMovieSchema.extend({ order: z.number().int().nullable().optional() })),
});

/** "1994-07-06" → 1994; null when absent or empty. */
export function yearOf(releaseDate: string | null | undefined): number | null {
  const year = Number(releaseDate?.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
}
