import type { ReactNode } from 'react';
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { privacyMeta } from '@cinema/shared';
import { usePageMeta } from '../../lib/page-meta';
import { useSiteInfo } from '../../lib/use-site-info';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} fz="h3" mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}

export function PrivacyRoute() {
  const { branding, attribution } = useSiteInfo();
  const name = branding.productName;
  usePageMeta(privacyMeta(branding));
  const socialPage = branding.socialLinks[0];
  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Privacy Policy</Title>
          <Text c="dimmed" size="sm" mt={4}>
            Last updated: March 24, 2025
          </Text>
        </div>
        <Card>
          <Stack gap="xl">
            <Text>
              This policy explains what information {name} collects when you play, how it is used, and the choices you
              have.
            </Text>

            <Section title="Information We Collect">
              <Text>Information you provide while playing:</Text>
              <List withPadding>
                <List.Item>Player names you choose to enter when saving a score</List.Item>
                <List.Item>Game scores</List.Item>
                <List.Item>The connections you make between actors and movies</List.Item>
              </List>
              <Text>Information collected automatically:</Text>
              <List withPadding>
                <List.Item>IP address</List.Item>
                <List.Item>Browser type</List.Item>
                <List.Item>Device information</List.Item>
                <List.Item>Interactions with the game</List.Item>
                <List.Item>Pages visited</List.Item>
                <List.Item>Visit times</List.Item>
              </List>
            </Section>

            <Section title="How We Use Your Information">
              <List withPadding>
                <List.Item>To run the game and keep track of your current game</List.Item>
                <List.Item>To show scores on the public leaderboard and in the daily recap</List.Item>
                <List.Item>To improve the game and fix problems</List.Item>
                <List.Item>To show advertising that supports the game</List.Item>
              </List>
              <Text>Player names and scores saved to the leaderboard are public.</Text>
            </Section>

            <Section title="Third-Party Services">
              <Text>
                Actor and movie information comes from a third-party movie database. Searches you make in the game may
                be sent to that service. Advertising partners may also collect information according to their own
                privacy policies.
              </Text>
              {attribution && (
                <Text size="sm" c="dimmed">
                  {attribution}.
                </Text>
              )}
            </Section>

            <Section title="Cookies">
              <Text>
                We use cookies to recognise your browser so that only you can continue your own game, and to remember
                your current game between visits. Advertising partners may set their own cookies. You can block or
                delete cookies in your browser settings, but the game may not work properly without them.
              </Text>
            </Section>

            <Section title="Data Security">
              <Text>
                We take reasonable measures to protect the information we hold. No method of transmission over the
                internet or of electronic storage is completely secure, so we cannot guarantee absolute security.
              </Text>
            </Section>

            <Section title="Children's Privacy">
              <Text>
                {name} is not intended for children under 13, and we do not knowingly collect personal information from
                children under 13.
              </Text>
            </Section>

            <Section title="Changes to This Policy">
              <Text>
                We may update this policy from time to time. Changes are posted on this page with a new "Last updated"
                date.
              </Text>
            </Section>

            <Section title="Contact Us">
              <Text>
                Questions about this policy? Contact us through our{' '}
                {socialPage ? (
                  <Anchor href={socialPage.url} target="_blank" rel="noopener noreferrer" c="amber.4">
                    {socialPage.label} page
                  </Anchor>
                ) : (
                  'social media page'
                )}
                .
              </Text>
            </Section>
          </Stack>
        </Card>
      </Stack>
    </PageContainer>
  );
}
