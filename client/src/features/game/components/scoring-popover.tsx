import { Button, List, Popover, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { scoringRules } from '@cinema/shared';

/** "How Scoring Works": the rules, written from the same constants as the score function. */
export function ScoringPopover() {
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconInfoCircle size={16} />}>
          How Scoring Works
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} mb="xs">
          How Scoring Works
        </Text>
        <List size="sm" spacing={6}>
          {scoringRules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
