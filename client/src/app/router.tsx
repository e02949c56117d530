/** Every route of SPEC §2. */
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { GameRoute } from './routes/game';
import { LeaderboardRoute } from './routes/leaderboard';
import { DailyRecapRoute } from './routes/daily-recap';
import { ActorProfileRoute } from './routes/actor-profile';
import { AboutRoute } from './routes/about';
import { PrivacyRoute } from './routes/privacy';
import { AdminRoute } from './routes/admin';
import { MovieDatabaseTestRoute } from './routes/movie-database-test';
import { NotFoundRoute } from './routes/not-found';
import { paths } from '../config/paths';

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={paths.game} element={<GameRoute />} />
          <Route path={paths.leaderboard} element={<LeaderboardRoute />} />
          <Route path={paths.dailyRecap} element={<DailyRecapRoute />} />
          <Route path={paths.actorProfile} element={<ActorProfileRoute />} />
          <Route path={paths.about} element={<AboutRoute />} />
          <Route path={paths.privacy} element={<PrivacyRoute />} />
          <Route path={paths.admin} element={<AdminRoute />} />
          <Route path={paths.movieDatabaseTest} element={<MovieDatabaseTestRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
