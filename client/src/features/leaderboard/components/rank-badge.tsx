import { Badge, Text } from '@mantine/core';

const medals = [
  { label: '1st', color: 'amber.4', text: 'dark.9' },
  { label: '2nd', color: 'gray.4', text: 'dark.9' },
  { label: '3rd', color: 'orange.6', text: 'dark.9' },
] as const;

/** Ranks 1 to 3 as 1st/2nd/3rd badges, later ranks as the number (a shared rank shows on each of its entries). */
export function RankBadge({ rank }: { rank: number }) {
  const medal = medals[rank - 1];
  if (!medal) {
    return (
      <Text fw={600} c="dimmed" w={48} ta="center" data-testid="rank">
        {rank}
      </Text>
    );
  }
  return (
    <Badge color={medal.color} c={medal.text} variant="filled" size="md" tt="none" w={48} px={0} data-testid="rank">
      {medal.label}
    </Badge>
  );
}
