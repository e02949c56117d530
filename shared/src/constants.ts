/** Business constants of SPEC §9, the one place client and server read them from. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const CHAIN_REFRESH_MS = 30_000;
export const LEADERBOARD_REFRESH_MS = 30_000;
export const SETTINGS_POLL_MS = 10_000;
export const RECAP_REFRESH_MS = 30_000;
export const CONNECTION_ADDED_MESSAGE_MS = 1_500;
export const SCROLL_AFTER_ADD_MS = 100;
export const ADMIN_REDIRECT_MS = 1_500;

export const SEARCH_MIN_CHARS = 1;
export const ADMIN_SEARCH_MIN_CHARS = 2;
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;
export const TMDB_IMAGE_SIZE = 'w500';
/** Results a search answers at most. */
export const SEARCH_RESULT_LIMIT = 20;

export const LEADERBOARD_FETCH_LIMIT = 100;
export const LEADERBOARD_PAGE_SIZE = 10;

export const RECAP_BRIDGE_ACTORS_MAX = 6;
export const PROFILE_CHALLENGE_HISTORY_MAX = 5;
export const RECAP_PATH_CHART_BARS_MAX = 10;
export const RECAP_SCORE_RANGE_WIDTH = 50;

export const PLAYER_NAME_MAX = 40;
/** Connections a chain holds at most (DESIGN §5): a link past it is refused. */
export const MAX_CHAIN_LENGTH = 20;
export const RANDOM_ACTORS_MAX = 10;
export const ANONYMOUS_PLAYER = 'Anonymous Player';
export const SCHEDULED_CHANGE_CREATED_BY = 'admin';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;

/** Calls one tRPC batch may carry: the client splits larger batches, the server refuses them (413). */
export const TRPC_BATCH_MAX_CALLS = 10;
