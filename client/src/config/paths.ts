/** The routes of SPEC §2. Actor profile paths come from `actorPath` in @cinema/shared. */
export const paths = {
  game: '/',
  leaderboard: '/leaderboard',
  dailyRecap: '/daily-recap',
  actorProfile: '/actors/:actorName?',
  about: '/about',
  privacy: '/privacy',
  admin: '/control-sys-panel-7831',
  movieDatabaseTest: '/tmdb-test',
} as const;
