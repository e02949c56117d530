import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMicrophone } from '@tabler/icons-react';
import { NumberedSteps } from '../../components/numbered-steps';
import { PageContainer } from '../../components/page-container';
import { aboutMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';
import { SocialLinks } from '../../features/site/components/social-links';

const steps = [
  {
    title: 'Start with two actors',
    text: 'Each day you get a START actor and an END actor to connect.',
  },
  {
    title: 'Build your chain',
    text: 'Link actor to movie to actor: pick a movie the current actor appeared in, then another actor from that movie, until you reach the END actor.',
  },
  {
    title: 'Score points',
    text: 'Fewer connections is a higher score. Older movies and deeper cuts earn bonus points.',
  },
];

export function AboutRoute() {
  const { branding } = useSiteInfo();
  const name = branding.productName;
  usePageMeta(aboutMeta(branding));
  const podcastLink = (
    <Anchor href={branding.podcastUrl} target="_blank" rel="noopener noreferrer" c="amber.4" fw={600}>
      {branding.podcastName}
    </Anchor>
  );
  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Title order={1}>About {name}</Title>

        <Card>
          <Title order={2} fz="h3" mb="sm">
            Our Story
          </Title>
          <Stack gap="sm">
            <Text>
              {name} began as a conversation on {podcastLink}. Between reviews, the hosts kept challenging each other to
              get from one actor to another through the movies they shared, and how few steps it took.
            </Text>
            <Text>
              That game of six degrees of Hollywood became a daily puzzle anyone can play: two actors, one chain of
              movies and co-stars, and a leaderboard for the shortest and cleverest paths.
            </Text>
          </Stack>
        </Card>

        <Card>
          <Title order={2} fz="h3" mb="sm">
            How to Play
          </Title>
          <NumberedSteps steps={steps} />
        </Card>

        <Card>
          <Title order={2} fz="h3" mb="sm">
            Follow Along
          </Title>
          <Stack gap="md" align="flex-start">
            <Text>
              <IconMicrophone size={18} style={{ verticalAlign: -3 }} aria-hidden /> Listen to {podcastLink}, where{' '}
              {name} was born.
            </Text>
            <SocialLinks links={branding.socialLinks} size="md" />
          </Stack>
        </Card>

        <Card>
          <Title order={2} fz="h3" mb="sm">
            Contact
          </Title>
          <Text>
            <IconMail size={18} style={{ verticalAlign: -3 }} aria-hidden /> Found a bug, or interested in advertising?
            Write to{' '}
            <Anchor href={`mailto:${branding.contactEmail}`} c="amber.4">
              {branding.contactEmail}
            </Anchor>
            .
          </Text>
        </Card>
      </Stack>
    </PageContainer>
  );
}
