/**
 * Every route of SPEC §2. The game page is in the first load; every other page is its own
 * chunk, loaded when it is first visited (the first load of `/` stays small).
 */
import { Suspense, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { GameBoard, GameRoute } from './routes/game';
import { paths } from '../config/paths';
import { LoadFailure, LoadFailureBoundary } from '../components/load-failure';
import { PageContainer } from '../components/page-container';
import { retryableLazy } from '../lib/retryable-lazy';
import { lazyWithData } from './load-data-layer';

/** A route module's named page component as a lazily loaded one, with the data layer's context. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazyWithData(load, pick);
}

/** A page that does not query: it waits for its own chunk only, not for the data layer's. */
function lazyStaticPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return retryableLazy(() => load().then((m) => ({ default: pick(m) })));
}

const LeaderboardRoute = lazyPage(
  () => import('./routes/leaderboard'),
  (m) => m.LeaderboardRoute,
);
const DailyRecapRoute = lazyPage(
  () => import('./routes/daily-recap'),
  (m) => m.DailyRecapRoute,
);
const ActorProfileRoute = lazyPage(
  () => import('./routes/actor-profile'),
  (m) => m.ActorProfileRoute,
);
const AboutRoute = lazyStaticPage(
  () => import('./routes/about'),
  (m) => m.AboutRoute,
);
const PrivacyRoute = lazyStaticPage(
  () => import('./routes/privacy'),
  (m) => m.PrivacyRoute,
);
const AdminRoute = lazyPage(
  () => import('./routes/admin'),
  (m) => m.AdminRoute,
);
const MovieDatabaseTestRoute = lazyPage(
  () => import('./routes/movie-database-test'),
  (m) => m.MovieDatabaseTestRoute,
);
// The archive and each of its puzzles' games: one page, handed the board of today's page. Imported by
// the archive's chunk, the board would make the bundler split the game page's modules into chunks of
// their own (about 3 kB more script in the first load of `/`).
const ArchiveRoute = lazyPage(
  () => import('./routes/archive'),
  (m) =>
    function Archive() {
      return <m.ArchiveRoute board={GameBoard} />;
    },
);
const NotFoundRoute = lazyStaticPage(
  () => import('./routes/not-found'),
  (m) => m.NotFoundRoute,
);

/**
 * A lazily loaded page inside the layout: the header and footer stay while its chunk arrives, and
 * when it cannot be fetched.
 */
function Page({ component: Component }: { component: ComponentType }) {
  return (
    <LoadFailureBoundary
      resetKey={Component}
      fallback={
        <PageContainer size="sm">
          <LoadFailure what="this page" />
        </PageContainer>
      }
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading page" />
          </Center>
        }
      >
        <Component />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * The pages the server draws whole (entry-server.tsx hands over their components, not loaded
 * lazily there); the browser hydrates them as their chunks arrive, keeping the server's markup
 * meanwhile. Every other page's first HTML holds its loading state, drawn over by the browser.
 */
export interface ServerDrawnPages {
  leaderboard: ComponentType;
  dailyRecap: ComponentType;
}

const lazyPages: ServerDrawnPages = { leaderboard: LeaderboardRoute, dailyRecap: DailyRecapRoute };

/** The routes, inside the browser's router (AppRouter) or the server's first render of a page (entry-server). */
export function AppRoutes({ pages = lazyPages }: { pages?: ServerDrawnPages }) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.game} element={<GameRoute />} />
        <Route path={paths.leaderboard} element={<Page component={pages.leaderboard} />} />
        <Route path={paths.dailyRecap} element={<Page component={pages.dailyRecap} />} />
        <Route path={paths.actorProfile} element={<Page component={ActorProfileRoute} />} />
        <Route path={paths.about} element={<Page component={AboutRoute} />} />
        <Route path={paths.privacy} element={<Page component={PrivacyRoute} />} />
        <Route path={paths.admin} element={<Page component={AdminRoute} />} />
        <Route path={paths.movieDatabaseTest} element={<Page component={MovieDatabaseTestRoute} />} />
        <Route path={paths.archive} element={<Page component={ArchiveRoute} />} />
        <Route path={paths.archivePuzzle} element={<Page component={ArchiveRoute} />} />
        <Route path="*" element={<Page component={NotFoundRoute} />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
