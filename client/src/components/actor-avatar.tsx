import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '@cinema/shared';

interface ActorAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  name: string;
  imageUrl?: string | null;
}

/** An actor's photo; the initials show while it loads, when there is none, or when it fails. */
export function ActorAvatar({ name, imageUrl, ...props }: ActorAvatarProps) {
  return (
    <Avatar src={imageUrl || null} alt={name} color="amber" variant="light" {...props}>
      {initials(name)}
    </Avatar>
  );
}
