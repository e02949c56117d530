/**
 * One record of the reference dataset's format (`{ title, year, cast, thumbnail, … }`),
 * checked and cleaned. A bad record is skipped with a reason, never fatal.
 */
import { readCastName } from './cast-name';

export interface FilmRecord {
  title: string;
  year: number | null;
  imageUrl: string | null;
  /** Kept cast names in billing order: position = index + 1. */
  cast: string[];
}

const skipReasons = {
  notAnObject: 'not an object',
  missingTitle: 'missing title',
  titleTooLong: 'title too long',
  badYear: 'bad year',
  emptyCast: 'empty cast',
  debrisCastName: 'debris cast name',
  badCastEntry: 'cast entry not a name',
  repeatedCastName: 'repeated cast name',
} as const;
type SkipReason = (typeof skipReasons)[keyof typeof skipReasons];

export interface ReadFilm {
  film: FilmRecord | null;
  /** Why the record, or some of its cast entries, were skipped (one entry per skip). */
  skipped: SkipReason[];
}

const MAX_TEXT = 255;
const MAX_URL = 512;
const FIRST_FILM_YEAR = 1870;
const LAST_FILM_YEAR = 2100;

export function readFilmRecord(raw: unknown): ReadFilm {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return skip(skipReasons.notAnObject);
  const record = raw as Record<string, unknown>;

  const title = typeof record.title === 'string' ? record.title.replace(/\s+/gu, ' ').trim() : '';
  if (!title) return skip(skipReasons.missingTitle);
  if (title.length > MAX_TEXT) return skip(skipReasons.titleTooLong);

  const year = readYear(record.year);
  if (year === undefined) return skip(skipReasons.badYear);

  const skipped: SkipReason[] = [];
  const cast: string[] = [];
  const seen = new Set<string>();
  for (const entry of Array.isArray(record.cast) ? record.cast : []) {
    if (typeof entry !== 'string' || entry.length > MAX_TEXT) {
      skipped.push(skipReasons.badCastEntry);
      continue;
    }
    const verdict = readCastName(entry);
    if (!('name' in verdict)) skipped.push(skipReasons.debrisCastName);
    else if (seen.has(verdict.name)) skipped.push(skipReasons.repeatedCastName);
    else {
      seen.add(verdict.name);
      cast.push(verdict.name);
    }
  }
  // A film nobody can be linked through is of no use to the game.
  if (cast.length === 0) return { film: null, skipped: [...skipped, skipReasons.emptyCast] };

  const thumbnail = record.thumbnail;
  const imageUrl =
    typeof thumbnail === 'string' && /^https?:\/\//u.test(thumbnail) && thumbnail.length <= MAX_URL ? thumbnail : null;
  return { film: { title, year, imageUrl, cast }, skipped };
}

/** A whole year in range; null when absent; undefined when present but unusable. */
function readYear(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  const year = typeof value === 'string' && /^\d{4}$/u.test(value.trim()) ? Number(value) : value;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < FIRST_FILM_YEAR || year > LAST_FILM_YEAR)
    return undefined;
  return year;
}

const skip = (reason: SkipReason): ReadFilm => ({ film: null, skipped: [reason] });
