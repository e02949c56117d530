import { useState } from 'react';
import { Box, Center } from '@mantine/core';
import { FilmIcon } from './film-icon';
import classes from './movie-poster.module.css';

interface MoviePosterProps {
  title: string;
  imageUrl?: string | null;
  width: number;
  height: number;
}

/** A movie's poster, or a drawn film icon when there is none or it fails to load. */
export function MoviePoster({ title, imageUrl, width, height }: MoviePosterProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <Box className={classes.poster} w={width} h={height}>
      {showImage ? (
        <img
          className={classes.image}
          src={imageUrl!}
          alt={`${title} poster`}
          loading="lazy"
          onError={() => setFailedUrl(imageUrl ?? null)}
        />
      ) : (
        <Center className={classes.placeholder}>
          <FilmIcon size={Math.round(Math.min(width, height) * 0.6)} title={`${title} (no poster)`} />
        </Center>
      )}
    </Box>
  );
}
