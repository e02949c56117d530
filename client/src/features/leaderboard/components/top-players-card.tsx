import { Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { LeaderboardSort } from '@cinema/shared';
import { paths } from '../../../config/paths';
import { useLeaderboard } from '../api/use-leaderboard';
import { useLeaderboardView } from '../hooks/use-leaderboard-view';
import { LeaderboardTable } from './leaderboard-table';
import { ShowSolutions } from './show-solutions';

function CardState({ children }: { children: React.ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" px="md">
      {children}
    </Stack>
  );
}

/** "Top Players": the sort toggle, the table, Load More and the count (SPEC §2 Leaderboard). */
export function TopPlayersCard() {
  const view = useLeaderboardView();
  const board = useLeaderboard(view.sort, view.visibleCount);
  const shown = board.entries.slice(0, view.visibleCount);
  const allShown = shown.length >= board.total;

  let body: React.ReactNode;
  if (board.isPending) {
    body = (
      <CardState>
        <Loader />
        <Text c="dimmed">Loading leaderboard data...</Text>
      </CardState>
    );
  } else if (board.isError) {
    body = (
      <CardState>
        <IconAlertTriangle size={32} color="var(--mantine-color-red-5)" aria-hidden />
        <Text c="red.4" role="alert">
          Failed to load leaderboard data. Please try again later.
        </Text>
      </CardState>
    );
  } else if (board.total === 0) {
    body = (
      <CardState>
        <IconTrophy size={36} color="var(--mantine-color-dark-2)" aria-hidden />
        <Text c="dimmed" maw={460}>
          No completed games found for the current actor pair. Scores are specific to the current start and end actors.
        </Text>
        <Button component={Link} to={paths.game} color="amber" c="dark.9">
          Play Now
        </Button>
      </CardState>
    );
  } else {
    body = (
      <>
        {board.chainsHidden && <ShowSolutions />}
        <LeaderboardTable
          entries={shown}
          expandedId={view.expandedId}
          onToggleRow={view.toggleRow}
          chainsHidden={board.chainsHidden}
        />
        <Stack align="center" gap="xs" mt="md">
          {!allShown && (
            <Button variant="light" onClick={view.loadMore} loading={board.isFetchingMore}>
              Load More Entries
            </Button>
          )}
          <Text size="sm" c="dimmed" data-testid="leaderboard-count">
            Showing {shown.length} of {board.total} entries
            {allShown && ' • All entries displayed'}
          </Text>
        </Stack>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="top-players-title" px={{ base: 'xs', sm: 'lg' }}>
      <Group justify="space-between" align="center" gap="sm" mb="md" px={{ base: 'xs', sm: 0 }}>
        <Title order={2} fz="h3" id="top-players-title">
          Top Players
        </Title>
        <SegmentedControl
          size="xs"
          value={view.sort}
          onChange={(value) => {
            if (value !== view.sort) view.toggleSort();
          }}
          data={[
            { value: 'connections' satisfies LeaderboardSort, label: 'Sort by Connections' },
            { value: 'score' satisfies LeaderboardSort, label: 'Sort by Score' },
          ]}
          aria-label="Sort order"
        />
      </Group>
      {body}
    </Card>
  );
}
