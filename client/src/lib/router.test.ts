import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientPaths } from '@cinema/shared';
import { matchRoutes, Route } from './router';

/** The app's routes as app/router.tsx declares them: one layout route around every page. */
const routes = createElement(
  Route,
  { element: 'layout' },
  ...Object.entries(clientPaths).map(([name, path]) => createElement(Route, { key: name, path, element: name })),
  createElement(Route, { key: 'not-found', path: '*', element: 'not-found' }),
);

function page(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const last = matches[matches.length - 1]!;
  return { layout: matches[0]!.route.element, page: last.route.element, params: last.params };
}

describe('matchRoutes', () => {
  it('draws every page inside the layout route', () => {
    expect(page('/')).toEqual({ layout: 'layout', page: 'game', params: {} });
    expect(page('/leaderboard')?.page).toBe('leaderboard');
    expect(page('/daily-recap')?.page).toBe('dailyRecap');
    expect(page('/control-sys-panel-7831')?.page).toBe('admin');
    expect(page('/archive')?.page).toBe('archive');
  });

  it('ignores a trailing slash and the case of static segments, as react-router does', () => {
    expect(page('/leaderboard/')?.page).toBe('leaderboard');
    expect(page('/Leaderboard')?.page).toBe('leaderboard');
  });

  it('decodes parameters and allows an optional one to be absent', () => {
    expect(page('/actors/Tom%20Hanks')).toMatchObject({ page: 'actorProfile', params: { actorName: 'Tom Hanks' } });
    expect(page('/actors/Beyonc%C3%A9')?.params).toEqual({ actorName: 'Beyoncé' });
    expect(page('/actors')).toMatchObject({ page: 'actorProfile', params: { actorName: undefined } });
    expect(page('/actors/%E0%A4%A')?.params).toEqual({ actorName: '%E0%A4%A' });
  });

  it('answers any other path with the catch-all route, tried last', () => {
    expect(page('/nope')).toMatchObject({ page: 'not-found', params: { '*': 'nope' } });
    expect(page('/leaderboard/extra')?.page).toBe('not-found');
    expect(page('/actors/a/b')?.page).toBe('not-found');
  });

  it('matches nothing without a catch-all', () => {
    expect(matchRoutes(createElement(Route, { path: '/a', element: 'a' }), '/b')).toBeNull();
  });
});
