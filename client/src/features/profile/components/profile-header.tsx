import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { ActorProfile } from '@cinema/shared';
import { localDate } from '../profile-figures';

/** The actor's photo (a placeholder icon without one), name and last game. */
export function ProfileHeader({ name, profile }: { name: string; profile: ActorProfile }) {
  return (
    <Card>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={profile.imageUrl || null}
          alt={name}
          size={120}
          radius="50%"
          color="amber"
          variant="light"
          style={{ flexShrink: 0 }}
        >
          <IconUser size={56} stroke={1.5} aria-label="No photo" />
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {profile.stats.lastGameAt && (
            <Text c="dimmed">
              Last Game:{' '}
              <Text span c="gray.2" fw={600}>
                {localDate(profile.stats.lastGameAt)}
              </Text>
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
