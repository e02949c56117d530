import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { GameProvider } from '../features/game/hooks/game-provider';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import './color-schemes.css';

// The toasts' container loads with the first toast (issue 10: not in the first load of `/`); a
// toast shown before it arrives waits in Mantine's store and appears once it is mounted.
const ToastsContainer = lazy(() => import('./toasts-container').then((m) => ({ default: m.ToastsContainer })));

function Toasts() {
  const { notifications, queue } = useNotifications(notificationsStore);
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <Toasts />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <GameProvider>{children}</GameProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
