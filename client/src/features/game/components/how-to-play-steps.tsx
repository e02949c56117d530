import { List, Text, ThemeIcon } from '@mantine/core';

export const howToPlaySteps = [
  { title: 'Start with the first actor', text: 'Your chain begins with the START actor.' },
  { title: 'Find a movie they appeared in', text: 'Search for any movie the current actor was in.' },
  { title: 'Find another actor from that movie', text: 'Pick a co-star from the same movie to extend the chain.' },
  { title: 'Continue until you reach the end actor', text: 'Fewer connections earn a higher score.' },
] as const;

/** The four steps of the How to Play panel (SPEC §2). */
export function HowToPlaySteps() {
  return (
    <List
      spacing="sm"
      center
      icon={null}
      styles={{ itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 2 } }}
    >
      {howToPlaySteps.map((step, index) => (
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
