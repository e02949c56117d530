import { toast } from '../../lib/toast';

/** A failure the player is told of in an error toast (SPEC §8), logged with its cause; false for the caller. */
export function reportFailure(
  { logged, title = 'Error', description }: { logged: string; title?: string; description: string },
  cause: unknown,
): false {
  console.error(logged, cause);
  toast({ title, description, variant: 'destructive' });
  return false;
}

/** A new game that could not be started. */
export const reportStartFailure = (error: unknown): false =>
  reportFailure(
    {
      logged: 'Failed to start a new game',
      description: 'Failed to start a new game. Please try refreshing the page.',
    },
    error,
  );
