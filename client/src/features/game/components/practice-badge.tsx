import { Badge, type BadgeProps } from '@mantine/core';

/**
 * Beside a practice game's score (DESIGN §5): it plays and scores as usual but never enters the
 * leaderboard. Said in words, never by colour alone (no icon: it is in the first load of `/`).
 */
export function PracticeBadge({ size = 'lg' }: { size?: BadgeProps['size'] }) {
  return (
    <Badge size={size} color="grape" variant="light" tt="none" data-testid="practice-badge">
      Practice
    </Badge>
  );
}
