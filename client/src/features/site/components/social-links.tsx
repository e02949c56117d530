import { Anchor, Group } from '@mantine/core';
import {
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandFacebook,
  IconBrandYoutube,
  IconWorld,
} from '@tabler/icons-react';
import type { Branding } from '@cinema/shared';

const iconOf: Record<string, typeof IconWorld> = {
  instagram: IconBrandInstagram,
  x: IconBrandX,
  twitter: IconBrandX,
  tiktok: IconBrandTiktok,
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
};

/** The product's social media profiles, each with its icon and name. */
export function SocialLinks({ links, size = 'sm' }: { links: Branding['socialLinks']; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Group gap="md" justify="center" wrap="wrap">
      {links.map((link) => {
        const Icon = iconOf[link.label.toLowerCase()] ?? IconWorld;
        return (
          <Anchor
            key={link.url}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            size={size}
            c="dimmed"
            className="social-link"
          >
            <Group gap={6} wrap="nowrap" component="span">
              <Icon size={18} aria-hidden />
              {link.label}
            </Group>
          </Anchor>
        );
      })}
    </Group>
  );
}
