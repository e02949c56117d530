import { Fragment, useEffect, useRef } from 'react';
import { Anchor, Badge, Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconFlag, IconLink, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { actorPath, type Actor, type ChainLink, type Movie } from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { MoviePoster } from '../../../components/movie-poster';
import classes from './chain-card.module.css';

type ActorRole = 'start' | 'step' | 'final';

/** Each role's border colour is also said in words and with an icon (never by colour alone). */
const roleBadges = {
  start: { label: 'Start', color: 'indigo', icon: <IconFlag size={10} aria-hidden /> },
  step: { label: 'Added', color: 'amber', icon: <IconLink size={10} aria-hidden /> },
  final: { label: 'End ✓', color: 'green', icon: <IconTrophy size={10} aria-hidden /> },
} as const;

function ChainActor({ actor, role }: { actor: Actor; role: ActorRole }) {
  const badge = roleBadges[role];
  return (
    <Stack className={classes.item} data-testid="chain-actor" data-role={role} gap={6} align="center" role="listitem">
      <ActorAvatar name={actor.name} imageUrl={actor.imageUrl} size={64} radius="50%" />
      <Anchor component={Link} to={actorPath(actor.name)} size="sm" fw={600} ta="center" c="gray.0" lineClamp={2}>
        {actor.name}
      </Anchor>
      <Badge size="xs" variant="light" color={badge.color} leftSection={badge.icon} tt="none">
        {badge.label}
      </Badge>
    </Stack>
  );
}

function ChainMovie({ movie }: { movie: Movie }) {
  return (
    <Stack className={classes.item} data-testid="chain-movie" data-role="movie" gap={6} align="center" role="listitem">
      <MoviePoster title={movie.title} imageUrl={movie.imageUrl} width={48} height={72} />
      <Text size="sm" fw={600} ta="center" lineClamp={2}>
        <VisuallyHidden component="span">Movie: </VisuallyHidden>
        {movie.title}
      </Text>
      <Text size="xs" c="dimmed">
        {movie.year ?? 'Year unknown'}
      </Text>
    </Stack>
  );
}

const Arrow = () => <IconArrowRight size={18} className={classes.arrow} aria-hidden />;

interface ChainScrollerProps {
  gameId: number | null;
  startActor: Actor | null;
  chain: ChainLink[];
  isComplete: boolean;
}

/**
 * The chain as a row (the start actor, then each link's movie and next actor, then "?" while it
 * goes on), scrolled sideways to its newest link whenever it grows.
 */
export function ChainScroller({ gameId, startActor, chain, isComplete }: ChainScrollerProps) {
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = scroller.current;
    // Nothing to scroll to without links (and reading scrollWidth would lay the page out at once).
    if (!element || chain.length === 0) return;
    element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    // A page scroll or dialog opening at the same moment can cut the smooth scroll short.
    const settle = window.setTimeout(() => element.scrollTo({ left: element.scrollWidth }), 700);
    return () => window.clearTimeout(settle);
  }, [gameId, chain.length, isComplete]);

  return (
    <Box ref={scroller} className={classes.scroller} tabIndex={0} role="region" aria-label="Chain of actors and movies">
      {startActor ? (
        <div className={classes.track} role="list">
          <ChainActor actor={startActor} role="start" />
          {chain.map((link, index) => (
            <Fragment key={`${link.order}-${link.id}`}>
              <Arrow />
              <ChainMovie movie={link.movie} />
              <Arrow />
              <ChainActor actor={link.nextActor} role={isComplete && index === chain.length - 1 ? 'final' : 'step'} />
            </Fragment>
          ))}
          {!isComplete && (
            <>
              <Arrow />
              <div className={classes.next} aria-hidden>
                ?
              </div>
            </>
          )}
        </div>
      ) : (
        <Text c="dimmed" py="md">
          Loading actors...
        </Text>
      )}
    </Box>
  );
}
