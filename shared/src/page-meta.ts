/**
 * Each page's document title and meta description (SPEC §2–§3): the client sets them as a page
 * is drawn, and the server writes them into the first HTML of every route. The game page's here,
 * with what the first HTML carries besides (free of zod: the client's first load holds this
 * file); the other pages' in ./route-meta.ts, which only their lazily loaded chunks hold.
 */
import type { Branding } from './branding';
import type { DailyRecap, GameSettings } from './entities';

export interface PageMeta {
  title: string;
  description: string;
}

export type Site = Pick<Branding, 'productName' | 'podcastName'>;

export const gameMeta = ({ productName }: Site): PageMeta => ({
  title: `${productName} - Daily Six Degrees of Hollywood Game`,
  description:
    'Connect two Hollywood actors through the movies they appeared in. A new six-degrees challenge every day.',
});

/** The id of the element of the first HTML that carries today's puzzle (settings.dailyActors's answer) as JSON. */
export const DAILY_PUZZLE_ELEMENT_ID = 'daily-puzzle-data';

/** The id of the element of the recap's first HTML that carries its first answers (RecapPageData) as JSON. */
export const RECAP_PAGE_ELEMENT_ID = 'recap-page-data';

/**
 * What the recap's first HTML carries besides the puzzle: the two answers its page asks for first
 * (settings.gameSettings, then recap.daily of yesterday), read for the visit that page answers.
 */
export interface RecapPageData {
  gameSettings: GameSettings;
  recap: DailyRecap;
}

/** The id of the first HTML's message for a browser whose script did not run; the app removes it as it starts. */
export const NO_SCRIPT_MESSAGE_ID = 'no-script-message';
