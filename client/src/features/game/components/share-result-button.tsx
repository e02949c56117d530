import { Button } from '@mantine/core';
import { IconListDetails, IconShare } from '@tabler/icons-react';
import { basicShareText, detailedShareText, type ShareInput } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import { useSiteInfo } from '../../../lib/use-site-info';
import { useGame } from '../hooks/use-game';
import { shareResult } from '../share-result';

/** Shares the result as text (basic, or detailed with the chain), or copies it to the clipboard. */
export function ShareResultButton({
  kind,
  isPractice,
  par,
}: {
  kind: 'basic' | 'detailed';
  isPractice: boolean;
  par: number | null;
}) {
  const game = useGame();
  const { branding } = useSiteInfo();
  const { isCalculatingScore, score, chain } = game;

  const shareInput = (): ShareInput | null =>
    game.startActor && game.endActor && score != null
      ? {
          productName: branding.productName,
          siteUrl: window.location.origin,
          moveCount: chain.length,
          score,
          startActorName: game.startActor.name,
          endActorName: game.endActor.name,
          isPractice,
          ...(game.puzzleNumber != null
            ? { puzzle: { number: game.puzzleNumber, par, hintsUsed: game.hintsUsed } }
            : {}),
        }
      : null;

  const share = async () => {
    const input = shareInput();
    if (!input) return;
    const text = kind === 'basic' ? basicShareText(input) : detailedShareText(input, chain);
    const outcome = await shareResult(text);
    if (outcome === 'copied') {
      toast({
        title: 'Copied to clipboard',
        description:
          kind === 'basic'
            ? 'Basic results copied to clipboard!'
            : 'Detailed results with your path copied to clipboard!',
        variant: 'success',
      });
    } else if (outcome === 'failed') {
      toast({ title: 'Copy failed', description: 'Failed to copy to clipboard.', variant: 'destructive' });
    }
  };

  return (
    <Button
      variant="light"
      color="amber"
      leftSection={kind === 'basic' ? <IconShare size={16} /> : <IconListDetails size={16} />}
      disabled={isCalculatingScore || score == null}
      onClick={() => void share()}
    >
      {kind === 'basic' ? 'Share Basic Results' : 'Share Details'}
    </Button>
  );
}
