import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';

interface RecapCardProps {
  title: string;
  icon: ReactNode;
  color?: string;
  children: ReactNode;
  testId?: string;
}

/** One figure card of the recap: an icon, a title and the figure below. */
export function RecapCard({ title, icon, color = 'amber', children, testId }: RecapCardProps) {
  return (
    <Card padding="md" data-testid={testId} h="100%">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={color} radius="md" size="md">
          {icon}
        </ThemeIcon>
        <Text fw={700} size="sm" tt="uppercase" lts={0.5} c="dimmed">
          {title}
        </Text>
      </Group>
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}

/** What a card says when the day has nothing for it. */
export function RecapFallback({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="sm">
      {children}
    </Text>
  );
}
