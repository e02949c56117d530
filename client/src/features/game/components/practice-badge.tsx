import { Badge, type BadgeProps } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';

/**
 * Beside a practice game's score (DESIGN §5): it plays and scores as usual but never enters the
 * leaderboard. Said in words, with an icon, never by colour alone.
 */
export function PracticeBadge({ size = 'lg' }: { size?: BadgeProps['size'] }) {
  return (
    <Badge
      size={size}
      color="grape"
      variant="light"
      tt="none"
      leftSection={<IconBarbell size={14} aria-hidden />}
      data-testid="practice-badge"
      title="A practice game: it is not on the leaderboard"
    >
      Practice
    </Badge>
  );
}
