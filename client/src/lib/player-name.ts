import { ANONYMOUS_PLAYER } from '@cinema/shared';

/** A stored player name as shown; a blank or missing one reads "Anonymous Player". */
export function playerDisplayName(name: string | null | undefined): string {
  return name && name.trim() ? name : ANONYMOUS_PLAYER;
}
