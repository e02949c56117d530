import { Suspense, useState } from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoadFailure, LoadFailureBoundary } from '../../components/load-failure';
import { retryableLazy } from '../../lib/retryable-lazy';
import { Header } from './header';
import { Footer } from './footer';
import classes from './app-layout.module.css';

const MAIN_ID = 'main-content';

/** The first stop of the keyboard on every page: past the header's links, straight to the page. */
function SkipLink() {
  const { pathname } = useLocation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // The focus moves without the address gaining a #fragment.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {pathname === paths.game ? 'Skip to game' : 'Skip to content'}
    </a>
  );
}

// How to Play loads when first asked for, then stays mounted for its closing transition.
const HowToPlayModal = retryableLazy(() =>
  import('../../features/game/components/how-to-play-modal').then((m) => ({ default: m.HowToPlayModal })),
);

export function AppLayout() {
  const [howToPlayOpened, howToPlay] = useDisclosure(false);
  const [howToPlayMounted, setHowToPlayMounted] = useState(false);
  if (howToPlayOpened && !howToPlayMounted) setHowToPlayMounted(true);
  return (
    <>
      <SkipLink />
      <Header onHowToPlay={howToPlay.open} />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never pushes it. */}
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main} style={{ flex: 1, minHeight: '100vh' }}>
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
