import { Fragment, type KeyboardEvent } from 'react';
import { Group, Table, Text } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import type { LeaderboardEntry } from '@cinema/shared';
import { playerDisplayName } from '../../../lib/player-name';
import { EntryMarks } from './entry-marks';
import { EntryPath } from './entry-path';
import { RankBadge } from './rank-badge';
import classes from './leaderboard-table.module.css';

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  expandedId: number | null;
  onToggleRow: (gameId: number) => void;
  /** Today's chains are folded for this viewer (DESIGN §5): no row opens yet. */
  chainsHidden?: boolean;
}

/** "Top Players": a row per completed game; clicking a row shows or hides its path. */
export function LeaderboardTable({ entries, expandedId, onToggleRow, chainsHidden = false }: LeaderboardTableProps) {
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
          const expanded = !chainsHidden && entry.id === expandedId;
          const player = playerDisplayName(entry.playerName);
          // A folded row cannot be opened: no toggle, no expanded state, a lock where the chevron was.
          const toggle = chainsHidden
            ? { 'data-folded': true }
            : {
                tabIndex: 0,
                'aria-expanded': expanded,
                onClick: () => onToggleRow(entry.id),
                onKeyDown: (event: KeyboardEvent) => onKeyDown(event, entry.id),
              };
          return (
            <Fragment key={entry.id}>
              <Table.Tr
                className={classes.row}
                data-testid="leaderboard-row"
                data-mine={entry.isMine || undefined}
                {...toggle}
              >
                <Table.Td>
                  {/* The server's rank: the same score and connections share one (1st, 1st, 3rd). */}
                  <RankBadge rank={entry.rank ?? index + 1} />
                  <EntryMarks entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {chainsHidden ? (
                      <IconLock
                        size={16}
                        className={classes.chevron}
                        role="img"
                        aria-label="Chain folded until your game of today is complete"
                      />
                    ) : (
                      <IconChevronRight size={16} className={classes.chevron} aria-hidden />
                    )}
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
