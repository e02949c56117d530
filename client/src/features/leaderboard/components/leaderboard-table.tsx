import { Fragment, type KeyboardEvent } from 'react';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconBulb, IconChevronRight, IconStarFilled } from '@tabler/icons-react';
import type { LeaderboardEntry } from '@cinema/shared';
import { playerDisplayName } from '../../../lib/player-name';
import { EntryPath } from './entry-path';
import { RankBadge } from './rank-badge';
import classes from './leaderboard-table.module.css';

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  expandedId: number | null;
  onToggleRow: (gameId: number) => void;
}

/**
 * Issue 9: an entry that reached par is marked (icon and text), and its hints are counted,
 * under its rank (the player cell keeps the name alone).
 */
function EntryMarks({ entry }: { entry: LeaderboardEntry }) {
  const hints = entry.hintsUsed ?? 0;
  if (!entry.reachedPar && hints === 0) return null;
  return (
    <Stack gap={2} mt={4} align="flex-start" data-testid="entry-marks">
      {entry.reachedPar && (
        <Group gap={3} wrap="nowrap">
          <IconStarFilled size={11} color="var(--mantine-color-amber-5)" aria-hidden />
          <Text size="xs" fw={700} lh={1.2}>
            Par
          </Text>
        </Group>
      )}
      {hints > 0 && (
        <Group gap={3} wrap="nowrap">
          <IconBulb size={11} aria-hidden />
          <Text size="xs" lh={1.2}>
            {hints} {hints === 1 ? 'hint' : 'hints'}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** "Top Players": a row per completed game; clicking a row shows or hides its path. */
export function LeaderboardTable({ entries, expandedId, onToggleRow }: LeaderboardTableProps) {
  const onKeyDown = (event: KeyboardEvent, gameId: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggleRow(gameId);
    }
  };
  return (
    // A tree grid: each entry's row expands to show its path (aria-expanded is a row state of tree grids only).
    <Table
      verticalSpacing="sm"
      horizontalSpacing="xs"
      className={classes.table}
      data-testid="leaderboard-table"
      role="treegrid"
      aria-label="Top Players"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.rank}>Rank</Table.Th>
          <Table.Th>Player</Table.Th>
          <Table.Th ta="right" className={classes.moves}>
            Connections
          </Table.Th>
          <Table.Th ta="right" className={classes.score}>
            Score
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry, index) => {
          const expanded = entry.id === expandedId;
          const player = playerDisplayName(entry.playerName);
          return (
            <Fragment key={entry.id}>
              <Table.Tr
                className={classes.row}
                data-testid="leaderboard-row"
                tabIndex={0}
                aria-expanded={expanded}
                onClick={() => onToggleRow(entry.id)}
                onKeyDown={(event) => onKeyDown(event, entry.id)}
              >
                <Table.Td>
                  <RankBadge rank={index + 1} />
                  <EntryMarks entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <IconChevronRight size={16} className={classes.chevron} aria-hidden />
                    <Text
                      fw={600}
                      className={classes.player}
                      c={entry.playerName?.trim() ? undefined : 'dimmed'}
                      data-testid="leaderboard-player"
                    >
                      {player}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{entry.moveCount}</Table.Td>
                <Table.Td ta="right">
                  <Text fw={700} c="amber.4" span>
                    {entry.score}
                  </Text>
                </Table.Td>
              </Table.Tr>
              {expanded && (
                <Table.Tr data-testid="leaderboard-path-row">
                  <Table.Td colSpan={4} className={classes.pathCell}>
                    <EntryPath gameId={entry.id} playerName={player} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
