import { List, Text, ThemeIcon } from '@mantine/core';

export interface NumberedStep {
  title: string;
  text: string;
}

/** Steps with an amber number each: How to Play in the game and on the About page. */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <List
      spacing="sm"
      center
      icon={null}
      styles={{ itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 2 } }}
    >
      {steps.map((step, index) => (
        <List.Item
          key={step.title}
          icon={
            <ThemeIcon size={26} radius="xl" color="amber" variant="filled" c="dark.9" fw={700}>
              {index + 1}
            </ThemeIcon>
          }
        >
          <Text fw={600}>{step.title}</Text>
          <Text size="sm" c="dimmed">
            {step.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
