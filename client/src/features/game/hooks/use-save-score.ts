import { useState, type FormEvent } from 'react';
import { ANONYMOUS_PLAYER } from '@cinema/shared';
import { toast } from '../../../lib/toast';
import { useGame } from './use-game';

/**
 * The completion dialog's first step: the name typed and its saving, then on to the results. Kept
 * by the dialog, not by its form, so that closing and reopening the dialog keeps them.
 */
export function useSaveScore() {
  const game = useGame();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState<'name' | 'anonymous' | null>(null);

  /** Saves the name (null: anonymous) and moves on to the results, saved or not. */
  const save = async (playerName: string | null) => {
    setSaving(playerName ? 'name' : 'anonymous');
    const saved = await game.savePlayerName(playerName);
    setSaving(null);
    if (saved) {
      toast({
        title: 'Score saved!',
        description: playerName
          ? 'Your score has been saved to the leaderboard.'
          : `Your score has been saved to the leaderboard as '${ANONYMOUS_PLAYER}'.`,
        variant: 'success',
      });
    }
    game.setCompletionStep('success');
  };

  const onSaveName = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || game.score == null || game.isCalculatingScore) return;
    void save(trimmed);
  };

  return { name, setName, saving, save, onSaveName };
}

export type SaveScore = ReturnType<typeof useSaveScore>;
