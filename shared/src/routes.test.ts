import { describe, expect, it } from 'vitest';
import { isClientRoute } from './routes';

describe('isClientRoute', () => {
  it('knows every page of SPEC §2, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/leaderboard',
      '/leaderboard/',
      '/daily-recap',
      '/actors/Tom_Hanks',
      '/actors/Tom_Hanks/',
      '/about',
      '/privacy/',
      '/control-sys-panel-7831',
      '/tmdb-test',
      '/archive',
      '/archive/12',
    ]) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });

  it('refuses anything else, including a profile path without a name', () => {
    for (const path of [
      '',
      '//',
      '/nope',
      '/leaderboards',
      '/leaderboard/2',
      '/actors',
      '/actors/',
      '/actors/Tom_Hanks/movies',
      '/control-sys-panel',
      '/control-sys-panel-7831x',
      '/about//',
      '/archive/12/extra',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
