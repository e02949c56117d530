import type { ReactNode } from 'react';
import { GameContext, useGameState } from './use-game';

export function GameProvider({ children }: { children: ReactNode }) {
  const game = useGameState();
  return <GameContext.Provider value={game}>{children}</GameContext.Provider>;
}
