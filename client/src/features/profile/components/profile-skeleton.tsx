import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Placeholders in the shape of the loaded profile, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <Stack gap="lg" data-testid="profile-skeleton" aria-busy="true" aria-label="Loading actor profile">
      <Skeleton h={36} w={140} radius="md" />
      <Card>
        <Group gap="lg" wrap="nowrap">
          <Skeleton circle h={120} w={120} />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton h={32} w="60%" />
            <Skeleton h={16} w="40%" />
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={96} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h={100} w={320} maw="100%" mx="auto" radius="sm" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}
