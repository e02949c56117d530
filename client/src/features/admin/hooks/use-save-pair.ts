/**
 * "Save & Update Game" (SPEC §5, §8): check both actors, send the pair (its distance confirmed
 * first when it needs it, DESIGN §7), refresh what shows it, say so, and go back to the game
 * after 1.5 s.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_REDIRECT_MS, type Actor } from '@cinema/shared';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { pairSelectionProblem, updateSettingsErrorToast } from '../admin-messages';
import { usePairChanged, useUpdateSettings } from '../api/use-game-settings';
import { useSessionLapse } from '../api/use-admin-session';
import { cancelledByOperator, type useDistanceConfirmation } from './use-distance-confirmation';

type SendConfirmed = ReturnType<typeof useDistanceConfirmation>['sendConfirmed'];

export function useSavePair(sendConfirmed: SendConfirmed) {
  const navigate = useNavigate();
  const updateSettings = useUpdateSettings();
  const pairChanged = usePairChanged();
  const sessionLapse = useSessionLapse();
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  /** `previewConnections`: the distance the panel shows, when it has it. */
  const save = async (
    startActor: Actor | null,
    endActor: Actor | null,
    previewConnections?: number | null,
  ): Promise<boolean> => {
    const problem = pairSelectionProblem(startActor, endActor);
    if (problem || !startActor || !endActor) {
      if (problem) toast({ ...problem, variant: 'destructive' });
      return false;
    }
    try {
      const sent = await sendConfirmed(
        (confirmDistance) =>
          updateSettings.mutateAsync({
            selectionMode: 'manual',
            startActorId: startActor.id,
            endActorId: endActor.id,
            confirmDistance,
            _timestamp: Date.now(),
          }),
        previewConnections,
      );
      if (sent === cancelledByOperator) return false;
    } catch (error) {
      console.error('Failed to update game settings', error);
      sessionLapse(error);
      toast({ ...updateSettingsErrorToast(error), variant: 'destructive' });
      return false;
    }
    await pairChanged();
    toast({
      title: 'Success!',
      description: 'Game updated with new actors. Going back to game page.',
      variant: 'success',
    });
    redirect.current = window.setTimeout(() => navigate(paths.game), ADMIN_REDIRECT_MS);
    return true;
  };

  return { save, isSaving: updateSettings.isPending || updateSettings.isSuccess };
}
