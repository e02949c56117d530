/**
 * The operator's confirmation of a pair's distance (DESIGN §7): a pair 1 or more than 6
 * connections apart is sent only after the panel has shown the distance and the operator said
 * yes, with that distance as `confirmDistance`, which the server checks against its own.
 */
import { useCallback, useRef, useState } from 'react';
import { distanceNeedsConfirmation } from '@cinema/shared';
import { distanceToConfirm } from '../admin-messages';

/** What the operator is being asked: the distance the modal shows. */
export interface DistanceQuestion {
  connections: number;
}

export const cancelledByOperator = Symbol('cancelled by the operator');

export function useDistanceConfirmation() {
  const [question, setQuestion] = useState<DistanceQuestion | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    (connections: number) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion({ connections });
      }),
    [],
  );

  const respond = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setQuestion(null);
  }, []);

  /**
   * Sends the pair, confirmed first when the preview already showed a distance that needs it;
   * when the server finds one the panel did not know (no preview yet, or the catalog changed),
   * asks about the server's distance and sends again. Answers `cancelledByOperator` on a no.
   */
  const sendConfirmed = useCallback(
    async <T>(
      send: (confirmDistance: number | undefined) => Promise<T>,
      previewConnections: number | null | undefined,
    ): Promise<T | typeof cancelledByOperator> => {
      let confirmDistance: number | undefined;
      if (previewConnections != null && distanceNeedsConfirmation(previewConnections)) {
        if (!(await ask(previewConnections))) return cancelledByOperator;
        confirmDistance = previewConnections;
      }
      try {
        return await send(confirmDistance);
      } catch (error) {
        const connections = distanceToConfirm(error);
        if (connections == null || connections === confirmDistance) throw error;
        if (!(await ask(connections))) return cancelledByOperator;
        return send(connections);
      }
    },
    [ask],
  );

  return { question, respond, sendConfirmed };
}
