import { Suspense, useState } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { LoadFailure, LoadFailureBoundary } from '../../components/load-failure';
import { retryableLazy } from '../../lib/retryable-lazy';
import { Header } from './header';
import { Footer } from './footer';

// How to Play loads when first asked for (issue 10), then stays mounted for its closing transition.
const HowToPlayModal = retryableLazy(() =>
  import('../../features/game/components/how-to-play-modal').then((m) => ({ default: m.HowToPlayModal })),
);

export function AppLayout() {
  const [howToPlayOpened, howToPlay] = useDisclosure(false);
  const [howToPlayMounted, setHowToPlayMounted] = useState(false);
  if (howToPlayOpened && !howToPlayMounted) setHowToPlayMounted(true);
  return (
    <>
      <Header onHowToPlay={howToPlay.open} />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never pushes it. */}
      <Box component="main" style={{ flex: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Footer />
      {howToPlayMounted && (
        <LoadFailureBoundary fallback={howToPlayOpened && <LoadFailure what="How to Play" onClose={howToPlay.close} />}>
          <Suspense fallback={null}>
            <HowToPlayModal opened={howToPlayOpened} onClose={howToPlay.close} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </>
  );
}
