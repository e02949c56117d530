/**
 * The daily recap (SPEC §2, §3; DESIGN §8). A day's recap is computed once and kept in
 * daily_recaps with the fingerprint of its games (how many, which, how many named). A request
 * reads the games version (db/games-version: index lookups only); while it is unchanged the
 * remembered recap answers, with the featured players' names read live by id. When it moves
 * (a completion, a link, a hidden game, any change to the ranked games), the day's fingerprint is checked once (one index-only
 * query) and the recap is computed again only if that day's games changed, once per instance
 * at a time. So no request reads every game. `invalidate(day)` drops a day at once.
 */
import { dailyRecapSchema, gameDayOf, reachedPar, yesterdayOf, type DailyRecap, type RecapPair } from '@cinema/shared';
import { badRequest } from '../errors';
import { keepAnswer } from '../kept-answers';

export const recapNotOverMessage = 'A recap covers a puzzle day that is over: yesterday or earlier';
import type { DataSource } from 'typeorm';
import { readGamesVersion, type GamesVersion } from '../db/games-version';
import type { GameView } from '../game/game-view';
import {
  aggregateRecap,
  bestGame,
  emptyRecap,
  longestGame,
  oneDecimal,
  orderPairsOfDay,
  type PlayedPair,
  type RecapActor,
  type RecapMovie,
} from './recap-aggregate';
import { RecapStore } from './recap-store';

/** Recaps this instance holds parsed, beside the table: about two months of days. */
const REMEMBERED_DAYS = 64;

/** A computed recap of one pair, with the games whose player names it shows. */
interface KeptSection<R extends RecapPair = RecapPair> {
  recap: R;
  topScoreGameId: number | null;
  longestGameId: number | null;
}

/** A computed recap of a day: its first pair's, and a section for each other pair played that day. */
export interface KeptRecap extends KeptSection<DailyRecap> {
  otherPairs: KeptSection[];
}

interface Remembered {
  version: string;
  dayFingerprint: string;
  kept: KeptRecap;
  /** The recap as last answered, and the featured players' names it shows. */
  answered?: { names: string; recap: DailyRecap };
}

/** The parts of the games version a recap depends on (names are read live). */
const recapVersion = (v: GamesVersion) => `${v.lastCompletion}|${v.lastLink}|${v.hidden}|${v.rankedChanges}`;

export class RecapService {
  private readonly store: RecapStore;
  private readonly remembered = new Map<string, Remembered>();
  private readonly computing = new Map<string, Promise<KeptRecap>>();

  constructor(
    private readonly db: DataSource,
    private readonly view: GameView,
    private readonly now: () => Date = () => new Date(),
    /** The par of a pair: the recap says what share of completions reached it. */
    private readonly parOf: (pair: { startActorId: number; endActorId: number }) => Promise<number | null> = async () =>
      null,
  ) {
    this.store = new RecapStore(db);
  }

  async daily(date?: string): Promise<DailyRecap> {
    const day = date ?? yesterdayOf(this.now());
    // Today's recap would show today's best chains to players still solving it.
    if (day >= gameDayOf(this.now())) throw badRequest(recapNotOverMessage);
    const version = recapVersion(await readGamesVersion(this.db));
    let remembered = this.remembered.get(day);
    if (remembered?.version !== version) {
      const dayFingerprint = await this.store.fingerprint(day);
      if (dayFingerprint === '') {
        this.remembered.delete(day);
        return emptyRecap(day);
      }
      const kept =
        remembered?.dayFingerprint === dayFingerprint ? remembered.kept : await this.keptOnce(day, dayFingerprint);
      remembered = { version, dayFingerprint, kept };
      this.remember(day, remembered);
    }
    return this.withNamesAsStored(remembered);
  }

  /** Drops the kept recap of a day (a game of that day was hidden or completed late). */
  async invalidate(day: string): Promise<void> {
    this.remembered.delete(day);
    await this.store.forget(day);
  }

  private keptOnce(day: string, dayFingerprint: string): Promise<KeptRecap> {
    const key = `${day}/${dayFingerprint}`;
    let pending = this.computing.get(key);
    if (!pending) {
      pending = this.keptOrComputed(day, dayFingerprint).finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }

  private async keptOrComputed(day: string, fingerprint: string): Promise<KeptRecap> {
    const row = await this.store.keptRecap(day);
    const stored = row?.fingerprint === fingerprint ? parseKept(row.recap) : null;
    if (stored) return stored;
    const kept = await this.compute(day);
    await this.store.keep({ day, fingerprint, recap: JSON.stringify(kept), computedAt: this.now() });
    return kept;
  }

  /**
   * The recap with its featured players' names as stored now. While they are the names it was
   * last answered with, that answer is given again: checked, serialised and compressed once
   * (../kept-answers).
   */
  private async withNamesAsStored(remembered: Remembered): Promise<DailyRecap> {
    const { kept } = remembered;
    const sections = [kept, ...kept.otherPairs];
    const ids = sections.flatMap((k) => [k.topScoreGameId, k.longestGameId]).filter((id): id is number => id !== null);
    const names = await this.store.namesOf(ids);
    const shown = JSON.stringify(ids.map((id) => (names.has(id) ? [names.get(id)] : [])));
    if (remembered.answered?.names === shown) return remembered.answered.recap;
    const named = <R extends RecapPair>({ recap, topScoreGameId, longestGameId }: KeptSection<R>): R => {
      const nameOf = (id: number | null, fallback: string | null) =>
        id !== null && names.has(id) ? names.get(id)! : fallback;
      return {
        ...recap,
        topScore: recap.topScore && {
          ...recap.topScore,
          playerName: nameOf(topScoreGameId, recap.topScore.playerName),
        },
        longestConnection: recap.longestConnection && {
          ...recap.longestConnection,
          playerName: nameOf(longestGameId, recap.longestConnection.playerName),
        },
      };
    };
    const recap = named(kept);
    const answer = keepAnswer(
      dailyRecapSchema,
      kept.otherPairs.length === 0 ? recap : { ...recap, otherPairs: kept.otherPairs.map(named) },
    );
    remembered.answered = { names: shown, recap: answer };
    return answer;
  }

  /** The day's sections: the pair active longest that day first, each other pair its own (never merged). */
  private async compute(day: string): Promise<KeptRecap> {
    const [played, activeMs] = await Promise.all([this.store.pairsOf(day), this.store.activeTimeOf(day)]);
    const [first, ...others] = orderPairsOfDay(played, activeMs);
    if (!first) return { recap: emptyRecap(day), topScoreGameId: null, longestGameId: null, otherPairs: [] };
    const [main, ...otherPairs] = await Promise.all([first, ...others].map((pair) => this.computePair(day, pair)));
    return {
      ...main!,
      otherPairs: otherPairs.map(({ recap: { date: _date, ...recap }, ...ids }) => ({ recap, ...ids })),
    };
  }

  private async computePair(day: string, pair: PlayedPair): Promise<KeptSection<DailyRecap>> {
    const [games, links] = await Promise.all([this.store.gamesOf(day, pair), this.store.linksOf(day, pair)]);
    const actorIds = new Set([pair.startActorId, pair.endActorId]);
    const movieIds = new Set<number>();
    for (const link of links) {
      actorIds.add(link.actorId);
      actorIds.add(link.nextActorId);
      movieIds.add(link.movieId);
    }
    const [actors, movies] = await Promise.all([this.view.actors([...actorIds]), this.view.movies([...movieIds])]);
    const recap = aggregateRecap({
      day,
      pair,
      games,
      links,
      actors: new Map<number, RecapActor>(
        [...actors].map(([id, a]) => [id, { name: a.name, imageUrl: a.imageUrl ?? null }]),
      ),
      movies: new Map<number, RecapMovie>(
        [...movies].map(([id, m]) => [id, { title: m.title, year: m.year ?? null, imageUrl: m.imageUrl ?? null }]),
      ),
    });
    const par = await this.parOf(pair);
    const parShare =
      par === null || games.length === 0
        ? null
        : oneDecimal((games.filter((g) => reachedPar(g.moveCount, par)).length / games.length) * 100);
    return {
      recap: games.length === 0 ? recap : { ...recap, parShare },
      topScoreGameId: bestGame(games)?.id ?? null,
      longestGameId: longestGame(games)?.id ?? null,
    };
  }

  private remember(day: string, remembered: Remembered): void {
    this.remembered.delete(day);
    this.remembered.set(day, remembered);
    if (this.remembered.size > REMEMBERED_DAYS) this.remembered.delete(this.remembered.keys().next().value!);
  }
}

/** A kept row in the current shape, or null (an older shape is computed again). */
function parseKept(text: string): KeptRecap | null {
  try {
    const parsed = JSON.parse(text) as Partial<KeptRecap>;
    return parsed.recap && 'topScoreGameId' in parsed && 'longestGameId' in parsed && Array.isArray(parsed.otherPairs)
      ? (parsed as KeptRecap)
      : null;
  } catch {
    return null;
  }
}
