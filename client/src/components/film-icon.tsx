import { IconMovie } from '@tabler/icons-react';

/** A drawn film icon: the stand-in for a missing poster (an emoji shows as an empty box without an emoji font). */
export function FilmIcon({ size, title }: { size: number; title?: string }) {
  return (
    <IconMovie
      size={size}
      stroke={1.5}
      color="var(--mantine-color-amber-4)"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-testid="film-icon"
    />
  );
}
