import { useState, type CSSProperties } from 'react';
import { initials } from '@cinema/shared';
import classes from './actor-avatar.module.css';

interface ActorAvatarProps {
  name: string;
  imageUrl?: string | null;
  /** Pixels; otherwise `--avatar-size` from a class, else 38 px (Mantine's Avatar at md). */
  size?: number;
  radius?: '50%' | 'xl';
  className?: string;
  style?: CSSProperties;
}

/**
 * An actor's photo; the initials when there is none or it fails to load.
 * Drawn as Mantine's Avatar draws it (light amber), without it: it would add 1.7 kB to the first
 * load of /.
 */
export function ActorAvatar({ name, imageUrl, size, radius = '50%', className, style }: ActorAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = imageUrl && imageUrl !== failedUrl ? imageUrl : null;
  const variables = {
    ...(size != null ? { '--avatar-size': `${size}px` } : {}),
    '--avatar-radius': radius === 'xl' ? 'var(--mantine-radius-xl)' : '50%',
  } as CSSProperties;
  return (
    <div className={className ? `${classes.avatar} ${className}` : classes.avatar} style={{ ...variables, ...style }}>
      {image ? (
        <img className={classes.image} src={image} alt={name} onError={() => setFailedUrl(image)} />
      ) : (
        <span className={classes.initials} role="img" aria-label={name} title={name}>
          {initials(name)}
        </span>
      )}
    </div>
  );
}
