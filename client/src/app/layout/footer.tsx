import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SocialLinks } from '../../features/site/components/social-links';
import { useSiteInfo } from '../../lib/use-site-info';
import classes from './footer.module.css';

export function Footer() {
  const { branding, attribution } = useSiteInfo();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Stack gap="sm" align="center" className={classes.inner}>
        <Text size="sm" ta="center">
          <IconMicrophone size={16} className={classes.inlineIcon} aria-hidden /> Sponsored by{' '}
          <Anchor href={branding.podcastUrl} target="_blank" rel="noopener noreferrer" c="amber.4" fw={600}>
            {branding.podcastName}
          </Anchor>
        </Text>
        <SocialLinks links={branding.socialLinks} />
        <Group gap="xs" justify="center" wrap="wrap">
          <Text size="sm" c="dimmed">
            © {year} {branding.productName}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          <Anchor component={Link} to={paths.about} size="sm" c="dimmed">
            About
          </Anchor>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
            Privacy
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {attribution ?? 'Movie data comes from a third-party movie database service.'}
        </Text>
      </Stack>
    </footer>
  );
}
