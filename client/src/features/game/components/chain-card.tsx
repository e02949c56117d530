import { Fragment, useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Text, Title, Transition } from '@mantine/core';
import { IconArrowRight, IconCheck, IconPlus, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  CONNECTION_ADDED_MESSAGE_MS,
  actorPath,
  calculateScore,
  type Actor,
  type ChainLink,
  type Movie,
} from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { MoviePoster } from '../../../components/movie-poster';
import { toScoredLinks } from '../chain';
import { ScoringPopover } from './scoring-popover';
import classes from './chain-card.module.css';

type ActorRole = 'start' | 'step' | 'final';

function ChainActor({ actor, role }: { actor: Actor; role: ActorRole }) {
  return (
    <Stack className={classes.item} data-testid="chain-actor" data-role={role} gap={6} align="center">
      <ActorAvatar name={actor.name} imageUrl={actor.imageUrl} size={64} radius="50%" />
      <Anchor component={Link} to={actorPath(actor.name)} size="sm" fw={600} ta="center" c="gray.0" lineClamp={2}>
        {actor.name}
      </Anchor>
      {role === 'start' && (
        <Badge size="xs" variant="light" color="indigo">
          Start
        </Badge>
      )}
      {role === 'final' && (
        <Badge size="xs" variant="light" color="green">
          End
        </Badge>
      )}
    </Stack>
  );
}

function ChainMovie({ movie }: { movie: Movie }) {
  return (
    <Stack className={classes.item} data-testid="chain-movie" data-role="movie" gap={6} align="center">
      <MoviePoster title={movie.title} imageUrl={movie.imageUrl} width={48} height={72} />
      <Text size="sm" fw={600} ta="center" lineClamp={2}>
        {movie.title}
      </Text>
      <Text size="xs" c="dimmed">
        {movie.year ?? 'Year unknown'}
      </Text>
    </Stack>
  );
}

const Arrow = () => <IconArrowRight size={18} className={classes.arrow} aria-hidden />;

interface ChainCardProps {
  gameId: number | null;
  startActor: Actor | null;
  chain: ChainLink[];
  /** The game's chain has arrived from the server (so growth is a new link, not the first load). */
  isChainLoaded: boolean;
  isComplete: boolean;
  score: number | null;
  canAddConnection: boolean;
  onAddConnection: () => void;
  onShowResults: () => void;
}

export function ChainCard({
  gameId,
  startActor,
  chain,
  isChainLoaded,
  isComplete,
  score,
  canAddConnection,
  onAddConnection,
  onShowResults,
}: ChainCardProps) {
  const scroller = useRef<HTMLDivElement>(null);
  /** The chain length last seen for this game; null until the game's chain has loaded. */
  const seen = useRef<{ gameId: number | null; length: number } | null>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);

  // Grows: scroll to the newest link and say so for 1.5 s (not when a game is loaded or switched).
  useEffect(() => {
    if (!isChainLoaded) return;
    const previous = seen.current;
    seen.current = { gameId, length: chain.length };
    if (previous?.gameId !== gameId) setAddedAt(null);
    else if (chain.length > previous.length) setAddedAt(Date.now());
  }, [gameId, chain.length, isChainLoaded]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    // A page scroll or dialog opening at the same moment can cut the smooth scroll short.
    const settle = window.setTimeout(() => element.scrollTo({ left: element.scrollWidth }), 700);
    return () => window.clearTimeout(settle);
  }, [gameId, chain.length, isComplete]);

  useEffect(() => {
    if (addedAt == null) return;
    const timer = window.setTimeout(() => setAddedAt(null), CONNECTION_ADDED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [addedAt]);
  const showAdded = addedAt != null;

  const estimatedScore = calculateScore(toScoredLinks(chain));

  return (
    <Card data-testid="chain-card" component="section" aria-labelledby="chain-card-title" className={classes.card}>
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Title order={2} fz="h3" id="chain-card-title">
          Your Cinema Chain (Connections: {chain.length})
        </Title>
        <Group gap="xs">
          <Transition mounted={showAdded} transition="fade" duration={200}>
            {(style) => (
              <Badge
                style={style}
                color="green"
                variant="light"
                tt="none"
                leftSection={<IconCheck size={12} />}
                role="status"
              >
                Connection added!
              </Badge>
            )}
          </Transition>
          {isComplete ? (
            <Badge color="green" size="lg" variant="filled" tt="none" leftSection={<IconTrophy size={14} />}>
              {score != null ? `Score: ${score}` : 'Complete'}
            </Badge>
          ) : (
            <Badge color="amber" size="lg" variant="light" tt="none">
              Estimated Score: {estimatedScore}
            </Badge>
          )}
          <ScoringPopover />
        </Group>
      </Group>

      <Box ref={scroller} className={classes.scroller} tabIndex={0} aria-label="Chain of actors and movies">
        {startActor ? (
          <div className={classes.track}>
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

      {chain.length === 0 && startActor && !isComplete && (
        <Text size="sm" c="dimmed" mt="sm">
          Start from {startActor.name}: add a movie they appeared in and a co-star from it.
        </Text>
      )}

      <Group justify="center" mt="md">
        {isComplete ? (
          <Button color="green" leftSection={<IconTrophy size={16} />} onClick={onShowResults}>
            View Results
          </Button>
        ) : (
          canAddConnection && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAddConnection} size="md">
              Add Connection
            </Button>
          )
        )}
      </Group>
    </Card>
  );
}
