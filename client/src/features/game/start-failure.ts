import { toast } from '../../lib/toast';

/** A new game that could not be started (SPEC §8): logged, told in a toast; false for the caller. */
export function reportStartFailure(error: unknown): false {
  console.error('Failed to start a new game', error);
  toast({
    title: 'Error',
    description: 'Failed to start a new game. Please try refreshing the page.',
    variant: 'destructive',
  });
  return false;
}
