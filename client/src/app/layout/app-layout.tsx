import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { HowToPlayModal } from '../../features/game/components/how-to-play-modal';
import { Header } from './header';
import { Footer } from './footer';

export function AppLayout() {
  const [howToPlayOpened, howToPlay] = useDisclosure(false);
  return (
    <>
      <Header onHowToPlay={howToPlay.open} />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <HowToPlayModal opened={howToPlayOpened} onClose={howToPlay.close} />
    </>
  );
}
