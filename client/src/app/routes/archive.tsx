import { useEffect, useMemo } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../config/paths';
import { archiveMeta, archivePuzzleMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { ArchiveList } from '../../features/archive/components/archive-list';
import { useArchivePuzzle } from '../../features/archive/api/use-archive-puzzle';
import { puzzleDate } from '../../lib/archive-day';
import { GameContext } from '../../features/game/hooks/use-game';
import { useGameState } from '../../features/game/hooks/use-game-state';
import { archiveSlot } from '../../features/game/hooks/use-stored-game';
import type { GameBoard } from './game';

/** Today's page's board, handed in by the router (see there why it is not imported here). */
type Board = typeof GameBoard;

/** `/archive`, the list of past puzzles, and `/archive/:puzzle`, one of them played in its own game. */
export function ArchiveRoute({ board }: { board: Board }) {
  const { puzzle } = useParams();
  return puzzle === undefined ? <ArchiveListPage /> : <ArchiveGamePage puzzle={puzzle} board={board} />;
}

function ArchiveListPage() {
  const { branding } = useSiteInfo();
  usePageMeta(archiveMeta(branding));
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>Archive</Title>
          <Text c="dimmed">
            Play any past daily pair again. An archive game is unranked: it never changes that day&apos;s leaderboard or
            recap.
          </Text>
        </div>
        <ArchiveList />
      </Stack>
    </PageContainer>
  );
}

/** One past puzzle played in its own game, apart from today's. */
function ArchiveGamePage({ puzzle, board }: { puzzle: string; board: Board }) {
  const { branding } = useSiteInfo();
  const puzzleNumber = /^[1-9]\d{0,5}$/.test(puzzle) ? Number(puzzle) : null;
  usePageMeta(archivePuzzleMeta(branding, puzzle));
  return (
    <PageContainer>
      {puzzleNumber == null ? (
        <PuzzleMissing text={`"${puzzle}" is not a puzzle number.`} />
      ) : (
        <ArchivePuzzleGame key={puzzleNumber} puzzleNumber={puzzleNumber} board={board} />
      )}
    </PageContainer>
  );
}

function PuzzleMissing({ text }: { text: string }) {
  return (
    <Alert color="red" title="Puzzle not found">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={paths.archive} variant="default" leftSection={<IconArchive size={16} />}>
          Back to Archive
        </Button>
      </Stack>
    </Alert>
  );
}

function ArchivePuzzleGame({ puzzleNumber, board: GameBoard }: { puzzleNumber: number; board: Board }) {
  const { entry, isPending, isError } = useArchivePuzzle(puzzleNumber);
  const slot = useMemo(() => archiveSlot(puzzleNumber), [puzzleNumber]);
  const game = useGameState(slot);
  const { ensureGame } = game;
  useEffect(() => {
    if (!entry) return;
    const { day, startActor, endActor, par } = entry;
    ensureGame({ archive: { day, startActor, endActor, par, puzzleNumber } });
  }, [entry, ensureGame, puzzleNumber]);

  // A game stored for this puzzle is shown at once; a new one waits for the puzzle's pair.
  if (!entry && game.gameId == null) {
    if (isPending) {
      return (
        <Center py="xl">
          <Loader aria-label={`Loading puzzle #${puzzleNumber}`} />
        </Center>
      );
    }
    return (
      <PuzzleMissing
        text={
          isError
            ? 'Failed to load the archive. Please try again later.'
            : `Puzzle #${puzzleNumber} is not in the archive.`
        }
      />
    );
  }
  // While its game is being created the board draws the puzzle's pair from the archive entry, so the
  // pair card is full height from the first paint and the chain below it does not jump down.
  const board =
    entry && game.startActor == null
      ? {
          ...game,
          startActor: entry.startActor,
          endActor: entry.endActor,
          par: entry.par,
          archiveDay: entry.day,
          puzzleNumber,
        }
      : game;
  return (
    <GameContext.Provider value={game}>
      <GameBoard game={board}>
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Title order={1}>Puzzle #{puzzleNumber}</Title>
            {/* The line keeps its height until a stored game's archive entry arrives. */}
            <Text c="dimmed">{entry ? `${puzzleDate(entry.day)} · unranked` : '\u00a0'}</Text>
          </div>
          <Button component={Link} to={paths.archive} variant="default" leftSection={<IconArchive size={16} />}>
            Back to Archive
          </Button>
        </Group>
      </GameBoard>
    </GameContext.Provider>
  );
}
