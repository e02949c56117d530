import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarStats, IconHelpCircle, IconMovie, IconRefresh, IconTrophy } from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useGame } from '../../features/game/hooks/use-game';
import { useSiteInfo } from '../../features/site/api/use-site-info';
import classes from './header.module.css';

export function Header({ onHowToPlay }: { onHowToPlay: () => void }) {
  const game = useGame();
  const navigate = useNavigate();
  const location = useLocation();
  const { branding } = useSiteInfo();

  const newGame = () => {
    if (location.pathname !== paths.game) navigate(paths.game);
    void game.startNewGame({ announce: true });
  };

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
        </nav>

        <Group gap="xs" className={classes.actions} wrap="nowrap">
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
            color="amber"
            c="dark.9"
            leftSection={<IconRefresh size={18} />}
            onClick={newGame}
            loading={game.isLoading && game.gameId == null}
            size="sm"
          >
            New Game
          </Button>
        </Group>
      </div>
    </header>
  );
}
