import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { LoadFailureBoundary } from '../components/load-failure';
import { publishGameFailure } from '../features/game/hooks/use-game';
import { retryableLazy } from '../lib/retryable-lazy';
import { DataLayer } from './load-data-layer';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import './color-schemes.css';

// The toasts' container loads with the first toast (not in the first load of `/`); a
// toast shown before it arrives waits in Mantine's store and appears once it is mounted.
const ToastsContainer = retryableLazy(() => import('./toasts-container').then((m) => ({ default: m.ToastsContainer })));

function Toasts() {
  const { notifications, queue } = useNotifications(notificationsStore);
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  // Should its chunk fail, the toasts wait in the store for the next Try Again.
  return (
    <LoadFailureBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastsContainer />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * The data layer, fetched and drawn once the page has been painted: the first paint of `/` waits
 * neither for its chunk nor for its first render, which React may interrupt to answer the player
 * (a transition). Should its chunk fail, the game page says so (useGameFailed) and its Try Again
 * fetches it again; the pages that do not query stay usable.
 */
function DataLayerAfterFirstPaint() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const start = () => startTransition(() => setWanted(true));
    // Once the frame after this one has been painted; a hidden tab paints none, so at the latest then.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(start);
    });
    const latest = window.setTimeout(start, 500);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(latest);
    };
  }, []);
  if (!wanted) return null;
  return (
    <LoadFailureBoundary fallback={null} onError={publishGameFailure}>
      <Suspense fallback={null}>
        <DataLayer />
      </Suspense>
    </LoadFailureBoundary>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <Toasts />
      {/* The game and the site's information, published to the pages once it has run. */}
      <DataLayerAfterFirstPaint />
      {children}
    </MantineProvider>
  );
}
