import { Suspense } from 'react';
import { Button, Group, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import {
  IconArchive,
  IconCalendarStats,
  IconChartBar,
  IconHelpCircle,
  IconMoon,
  IconMovie,
  IconRefresh,
  IconSun,
  IconTrophy,
} from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useGame } from '../../features/game/hooks/use-game';
import { useSiteInfo } from '../../lib/use-site-info';
import { useHydrated } from '../../lib/use-hydrated';
import { closeStatistics, openStatistics, useStatisticsOpen } from '../../lib/statistics-dialog-store';
import { LoadFailure, LoadFailureBoundary } from '../../components/load-failure';
import { lazyWithData } from '../load-data-layer';
import classes from './header.module.css';

// The statistics dialog loads when first opened (from here or after a completion).
const StatisticsDialog = lazyWithData(
  () => import('../../features/stats/components/statistics-dialog'),
  (m) => m.StatisticsDialog,
);

/** Light or dark theme: follows the system setting until chosen here, then keeps the choice. */
function ThemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  // The server draws the dark one; the hydrated page shows the browser's from the render after.
  const computed = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const scheme = useHydrated() ? computed : 'dark';
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    // A square Button rather than Mantine's ActionIcon, which would add 1.1 kB to the first load of /.
    <Button
      variant="subtle"
      color="gray"
      w={34}
      h={34}
      p={0}
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
      data-testid="theme-switch"
    >
      {scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </Button>
  );
}

/**
 * The one part of the header that follows the game: a component of its own, so that each new state
 * of the game (several as the page loads) draws this button again, not the whole header.
 */
function NewGameButton() {
  const game = useGame();
  const navigate = useNavigate();
  const location = useLocation();

  const newGame = () => {
    if (location.pathname !== paths.game) navigate(paths.game);
    void game.startNewGame({ announce: true });
  };

  return (
    <Button
      color="amber"
      c="dark.9"
      leftSection={<IconRefresh size={18} />}
      onClick={newGame}
      loading={game.isLoading && game.gameId == null}
      size="sm"
    >
      New Game
    </Button>
  );
}

export function Header({ onHowToPlay }: { onHowToPlay: () => void }) {
  const { branding } = useSiteInfo();
  const statisticsOpen = useStatisticsOpen();

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <UnstyledButton
          component={Link}
          to={paths.game}
          className={classes.logo}
          aria-label={`${branding.productName} home`}
        >
          <IconMovie size={28} className={classes.logoIcon} aria-hidden />
          <Text component="span" className={classes.logoText}>
            {branding.productName}
          </Text>
        </UnstyledButton>

        <nav className={classes.nav} aria-label="Main">
          <NavLink to={paths.leaderboard} className={classes.navLink}>
            <IconTrophy size={18} aria-hidden />
            <span>Leaderboard</span>
          </NavLink>
          <NavLink to={paths.dailyRecap} className={classes.navLink}>
            <IconCalendarStats size={18} aria-hidden />
            <span>Daily Recap</span>
          </NavLink>
          <NavLink to={paths.archive} className={classes.navLink}>
            <IconArchive size={18} aria-hidden />
            <span>Archive</span>
          </NavLink>
          {/* Phones: Statistics sits with the page links (the first row has no room for it). */}
          <UnstyledButton className={classes.navLink} onClick={openStatistics} hiddenFrom="sm">
            <IconChartBar size={18} aria-hidden />
            <span>Statistics</span>
          </UnstyledButton>
        </nav>

        <Group gap="xs" className={classes.actions} wrap="nowrap">
          <ThemeSwitch />
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconHelpCircle size={18} />}
            onClick={onHowToPlay}
            visibleFrom="sm"
          >
            How to Play
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconChartBar size={18} />}
            onClick={openStatistics}
            visibleFrom="sm"
          >
            Statistics
          </Button>
          <NewGameButton />
        </Group>
      </div>
      {statisticsOpen && (
        <LoadFailureBoundary fallback={<LoadFailure what="your statistics" onClose={closeStatistics} />}>
          <Suspense fallback={null}>
            <StatisticsDialog />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </header>
  );
}
