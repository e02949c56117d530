import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@cinema/shared';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { GameProvider } from '../features/game/hooks/game-provider';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-center" zIndex={1000} />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <GameProvider>{children}</GameProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
