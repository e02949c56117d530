import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ARCHIVE_PAGE_SIZE, parLabel, type ArchiveEntry } from '@cinema/shared';
import { paths } from '../../../config/paths';

/** The page of one archive puzzle's game. */
const archivePuzzlePath = (puzzleNumber: number) => paths.archivePuzzle.replace(':puzzle', String(puzzleNumber));
import { useArchive } from '../api/use-archive';
import { puzzleDate } from '../../../lib/archive-day';

function CompletedMark({ entry }: { entry: ArchiveEntry }) {
  return entry.completedByMe ? (
    <Badge color="green" variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      Completed{entry.myBestScore != null ? ` · best ${entry.myBestScore} points` : ''}
    </Badge>
  ) : (
    <Badge variant="default" tt="none" leftSection={<IconCircleDashed size={14} aria-hidden />}>
      Not completed
    </Badge>
  );
}

function ArchiveRow({ entry }: { entry: ArchiveEntry }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="li"
      data-testid="archive-entry"
      aria-label={`Puzzle #${entry.puzzleNumber}`}
    >
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={800}>Puzzle #{entry.puzzleNumber}</Text>
            <Text size="sm" c="dimmed">
              {puzzleDate(entry.day)}
            </Text>
          </Group>
          <Text size="sm">
            {entry.startActor.name} → {entry.endActor.name}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge variant="light" color="amber" tt="none" leftSection={<IconFlag size={14} aria-hidden />}>
              {entry.par != null ? parLabel(entry.par) : 'Par unknown'}
            </Badge>
            <CompletedMark entry={entry} />
          </Group>
        </Stack>
        <Button
          component={Link}
          to={archivePuzzlePath(entry.puzzleNumber)}
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          aria-label={`Play puzzle #${entry.puzzleNumber}`}
        >
          Play
        </Button>
      </Group>
    </Paper>
  );
}

/** Every past daily pair, newest first and paged; each links to its own unranked game. */
export function ArchiveList() {
  const [page, setPage] = useState(1);
  const archive = useArchive(page);

  const data = archive.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ARCHIVE_PAGE_SIZE)) : 1;
  return (
    <Card component="section" aria-labelledby="archive-list-title">
      <Title order={2} fz="h4" id="archive-list-title" mb="sm">
        Past daily pairs
      </Title>
      {archive.isPending ? (
        <Group justify="center" py="lg" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading the archive...</Text>
        </Group>
      ) : !data ? (
        <Alert color="red" title="Archive unavailable">
          Failed to load the archive. Please try again later.
        </Alert>
      ) : data.entries.length === 0 ? (
        <Text c="dimmed">No past daily pairs yet. Come back tomorrow!</Text>
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.entries.map((entry) => (
              <ArchiveRow key={entry.day} entry={entry} />
            ))}
          </Stack>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {data.total} past {data.total === 1 ? 'puzzle' : 'puzzles'}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            )}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
