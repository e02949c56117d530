import { Group, Stack, Text } from '@mantine/core';
import type { PlayerStats } from '@cinema/shared';

/** Completed daily games by their number of links: one bar per count, its number written beside it. */
export function LinkHistogram({ histogram }: { histogram: PlayerStats['linkHistogram'] }) {
  if (histogram.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No completed daily games yet.
      </Text>
    );
  }
  const most = Math.max(...histogram.map((bar) => bar.count), 1);
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="link-histogram">
      {histogram.map((bar) => (
        <Group
          key={bar.links}
          component="li"
          gap="xs"
          wrap="nowrap"
          aria-label={`${bar.links} links: ${bar.count} games`}
        >
          <Text size="sm" w={64} ta="right" style={{ flexShrink: 0 }} aria-hidden>
            {bar.links} {bar.links === 1 ? 'link' : 'links'}
          </Text>
          <div style={{ flex: 1 }} aria-hidden>
            <div
              style={{
                width: `${Math.max(8, (bar.count / most) * 100)}%`,
                background: 'var(--mantine-color-amber-5)',
                color: 'var(--mantine-color-dark-9)',
                borderRadius: 4,
                padding: '1px 6px',
                textAlign: 'right',
                fontWeight: 700,
                fontSize: 'var(--mantine-font-size-sm)',
              }}
            >
              {bar.count}
            </div>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
