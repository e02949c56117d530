import { useState } from 'react';
import type { Actor, Movie } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import type { FieldErrors } from '../connection-refusal';

/**
 * The link being written in the add-connection form: each field's text and the movie or actor
 * picked from its results (editing the text drops the pick), and the errors shown under them.
 */
export function useConnectionDraft() {
  const [movieText, setMovieText] = useState('');
  const [movie, setMovie] = useState<Movie | null>(null);
  const [actorText, setActorText] = useState('');
  const [nextActor, setNextActor] = useState<Actor | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const changeMovieText = (text: string) => {
    setMovieText(text);
    if (movie && text !== movie.title) setMovie(null);
  };

  /** A new movie starts the actor over: the actor picked was one of the previous movie's. */
  const selectMovie = (selected: Movie) => {
    if (!selected.tvdbId) {
      toast({
        title: 'Movie data issue',
        description: 'This movie is missing a required movie database ID. Please try a different movie.',
        variant: 'destructive',
      });
      return;
    }
    setMovie(selected);
    setMovieText(selected.title);
    setNextActor(null);
    setActorText('');
    setErrors({});
  };

  const changeActorText = (text: string) => {
    setActorText(text);
    if (nextActor && text !== nextActor.name) setNextActor(null);
  };

  const selectActor = (selected: Actor) => {
    if (!selected.tvdbId) {
      toast({
        title: 'Actor data issue',
        description: 'This actor is missing required movie database ID. Please try a different actor.',
        variant: 'destructive',
      });
      return;
    }
    setNextActor(selected);
    setActorText(selected.name);
    setErrors((current) => ({ ...current, actor: undefined }));
  };

  return {
    movieText,
    movie,
    actorText,
    nextActor,
    errors,
    setErrors,
    changeMovieText,
    selectMovie,
    changeActorText,
    selectActor,
  };
}
