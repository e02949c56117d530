import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PROFILE_CHALLENGE_HISTORY_MAX, actorPath, type ActorProfile } from '@cinema/shared';
import { gameDay } from '../profile-figures';

/** "Daily Challenge History": the first five days this actor was half of the daily pair. */
export function ChallengeHistoryCard({ history }: { history: ActorProfile['dailyChallengeHistory'] }) {
  return (
    <Card component="section" aria-labelledby="challenge-history-title">
      <Title order={2} fz="h3" mb="md" id="challenge-history-title">
        Daily Challenge History
      </Title>
      <Stack gap="sm">
        {history.slice(0, PROFILE_CHALLENGE_HISTORY_MAX).map((day, index) => (
          <Group key={`${day.date}-${index}`} gap="sm" justify="space-between" data-testid="challenge-day">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge color={day.role === 'start' ? 'indigo' : 'green'} variant="light" style={{ flexShrink: 0 }}>
                {day.role === 'start' ? 'Start Actor' : 'End Actor'}
              </Badge>
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>vs {day.partnerActor.name}</Text>
                <Text size="xs" c="dimmed">
                  {gameDay(day.date)}
                </Text>
              </div>
            </Group>
            <Anchor component={Link} to={actorPath(day.partnerActor.name)} size="sm">
              View Partner
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
