import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Text, Title, Transition, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconCheck, IconFlag, IconLink, IconPlus, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  CONNECTION_ADDED_MESSAGE_MS,
  MAX_CHAIN_LENGTH,
  actorPath,
  estimatedScore,
  type Actor,
  type ChainLink,
  type Movie,
} from '@cinema/shared';
import { ActorAvatar } from '../../../components/actor-avatar';
import { MoviePoster } from '../../../components/movie-poster';
import { toScoredLinks } from '../chain';
import { PracticeBadge } from './practice-badge';
import { ScoringPopover } from './scoring-popover-lazy';
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
  /** Hints used so far: the Estimated Score takes their cost off. */
  hintsUsed?: number;
  /** A practice game: its score is marked so beside it. */
  isPractice?: boolean;
  /** Shown under the chain (the hints and their button). */
  children?: ReactNode;
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
  hintsUsed = 0,
  isPractice = false,
  children,
}: ChainCardProps) {
  const scroller = useRef<HTMLDivElement>(null);
  /** The chain length last seen for this game; null until the game's chain has loaded. */
  const seen = useRef<{ gameId: number | null; length: number } | null>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  /** What the screen reader's polite live region says last: a link added, then the final score. */
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const couldAdd = useRef(canAddConnection);
  const formOpened = useRef(false);

  // Grows: scroll to the newest link and say so for 1.5 s (not when a game is loaded or switched).
  useEffect(() => {
    if (!isChainLoaded) return;
    const previous = seen.current;
    seen.current = { gameId, length: chain.length };
    if (previous?.gameId !== gameId) {
      setAddedAt(null);
      setAnnouncement('');
    } else if (chain.length > previous.length) {
      setAddedAt(Date.now());
      const link = chain[chain.length - 1];
      if (link) {
        setAnnouncement(
          `Connection added: ${link.movie.title}, then ${link.nextActor.name}. Connections: ${chain.length}.`,
        );
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announces on growth only, reading the chain then
  }, [gameId, chain.length, isChainLoaded]);

  // The final score is said once the server has computed it.
  useEffect(() => {
    if (isComplete && score != null && isChainLoaded) {
      setAnnouncement(`Chain complete in ${chain.length} connections. Score: ${score}.`);
    }
  }, [isComplete, score, isChainLoaded, chain.length]);

  // Closing the add-connection form (added or cancelled) gives the keyboard focus back to its button.
  useEffect(() => {
    const reopened = canAddConnection && !couldAdd.current;
    couldAdd.current = canAddConnection;
    const lost = document.activeElement == null || document.activeElement === document.body;
    if (reopened && formOpened.current) {
      formOpened.current = false;
      if (lost) addButton.current?.focus();
    }
  }, [canAddConnection]);

  useEffect(() => {
    const element = scroller.current;
    // Nothing to scroll to without links (and reading scrollWidth would lay the page out at once).
    if (!element || chain.length === 0) return;
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

  // A chain in progress is estimated as if its next link reached the end actor (DESIGN §6).
  const estimate = estimatedScore(toScoredLinks(chain), isComplete, { hintsUsed });
  const isFull = chain.length >= MAX_CHAIN_LENGTH;

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
              Estimated Score: {estimate}
            </Badge>
          )}
          {isPractice && <PracticeBadge />}
          <ScoringPopover />
        </Group>
      </Group>

      <VisuallyHidden aria-live="polite" role="status" data-testid="chain-announcer">
        {announcement}
      </VisuallyHidden>

      <Box
        ref={scroller}
        className={classes.scroller}
        tabIndex={0}
        role="region"
        aria-label="Chain of actors and movies"
      >
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

      {chain.length === 0 && startActor && !isComplete && (
        <Text size="sm" c="dimmed" mt="sm">
          Start from {startActor.name}: add a movie they appeared in and a co-star from it.
        </Text>
      )}

      {children}

      <Group justify="center" mt="md">
        {isComplete ? (
          <Button
            color="green"
            leftSection={<IconTrophy size={16} />}
            onClick={onShowResults}
            data-testid="view-results"
          >
            View Results
          </Button>
        ) : isFull ? (
          <Text size="sm" c="dimmed" role="status">
            A chain has at most {MAX_CHAIN_LENGTH} connections: start a new game to try another path.
          </Text>
        ) : (
          canAddConnection && (
            <Button
              ref={addButton}
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                formOpened.current = true;
                onAddConnection();
              }}
              size="md"
            >
              Add Connection
            </Button>
          )
        )}
      </Group>
    </Card>
  );
}
