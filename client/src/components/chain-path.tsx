import { Fragment } from 'react';
import { Anchor, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { actorPath, type RecapChainItem } from '@cinema/shared';
import { ActorAvatar } from './actor-avatar';
import { MoviePoster } from './movie-poster';
import classes from './chain-path.module.css';

type PathPerson = RecapChainItem['actor'];

function PathActor({ actor }: { actor: PathPerson }) {
  return (
    <div className={classes.item} data-kind="actor" data-testid="path-actor">
      <ActorAvatar name={actor.name} imageUrl={actor.imageUrl} size={52} radius="50%" />
      <Anchor component={Link} to={actorPath(actor.name)} size="sm" fw={600} c="gray.0" lineClamp={2}>
        {actor.name}
      </Anchor>
    </div>
  );
}

const Arrow = () => <IconArrowRight size={16} className={classes.arrow} aria-hidden />;

/**
 * A completed chain read left to right: the first actor, then for each link the movie
 * (poster, title, year) and the next actor. Leaderboard links and recap chain items both fit.
 */
export function ChainPath({ links, label }: { links: RecapChainItem[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <div className={classes.scroller} tabIndex={0} role="group" aria-label={label} data-testid="chain-path">
      <div className={classes.track}>
        <PathActor actor={links[0]!.actor} />
        {links.map((link, index) => (
          <Fragment key={index}>
            <Arrow />
            <div className={classes.item} data-kind="movie" data-testid="path-movie">
              <MoviePoster title={link.movie.title} imageUrl={link.movie.imageUrl} width={40} height={60} />
              <Text size="sm" fw={600} lineClamp={2}>
                {link.movie.title}
              </Text>
              <Text size="xs" c="dimmed">
                {link.movie.year ?? 'Year unknown'}
              </Text>
            </div>
            <Arrow />
            <PathActor actor={link.nextActor} />
          </Fragment>
        ))}
      </div>
    </div>
  );
}
