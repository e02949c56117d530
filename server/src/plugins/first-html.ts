/**
 * The first HTML of every page: the built index.html with the page's title and description, the
 * first screen drawn by the client's own components (client/src/entry-server.tsx, built into
 * client/dist/ssr) and today's puzzle inlined as JSON, so that the game page shows the pair
 * before any script runs and its script starts the game without asking for the pair again.
 *
 * The recap's page carries besides the answers its page asks for first (RecapPageData), read for
 * each visit, so that it is drawn as the real recap (or its real empty state) and hydrates
 * without asking for them again.
 *
 * A page changes when today's puzzle does (the admin, a scheduled change, the UTC rollover), and
 * the recap's page when its answers do too (a late completion, a saved name, a hidden game): pages
 * are drawn and compressed once per puzzle, path and answers (a bounded number of paths), sent
 * `no-cache` with an ETag naming the day and the page's bytes, so a browser revalidates each
 * visit and a 304 only ever confirms today's page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  DAILY_PUZZLE_ELEMENT_ID,
  NO_SCRIPT_MESSAGE_ID,
  RECAP_PAGE_ELEMENT_ID,
  clientPaths,
  isClientRoute,
  pageMetaOf,
  type Branding,
  type DailyPuzzle,
  type RecapPageData,
} from '@cinema/shared';
import { RecentMap } from '../recent-map';
import { representation, type ClientFile } from './client-files';

/** The client's server render (client/src/entry-server.tsx), as the built module exports it. */
interface PageRenderer {
  renderPage(url: string, puzzle: DailyPuzzle | null, recapPage: RecapPageData | null): { html: string };
}

/** The server render module of a built client, or null when the build has none. */
export async function loadPageRenderer(clientDist: string): Promise<PageRenderer | null> {
  const path = join(clientDist, 'ssr', 'entry-server.mjs');
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as PageRenderer;
}

/** The pages drawn whole and hydrated: the game, the leaderboard and the recap. */
const hydratedPaths = new Set<string>([clientPaths.game, clientPaths.leaderboard, clientPaths.dailyRecap]);

/** The routes without a parameter: few, each compressed at the strongest setting. */
const fixedPaths = new Set<string>(Object.values(clientPaths).filter((path) => !path.includes(':')));

/** The path every page path outside the app's routes is drawn as (the 404 page). */
const NOT_FOUND_PATH = '/not-found';

/** How long a page drawn without the puzzle (it could not be read) is sent again. */
const WITHOUT_PUZZLE_KEPT_MS = 5_000;

/** Pages kept drawn per puzzle: every fixed route, and the profiles and archive puzzles visited lately. */
const PAGES_KEPT = 200;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Shown when the page's script did not run: at once without JavaScript (noscript), after a few
 * seconds when the script failed to load. The app removes it as it starts (client/src/main.tsx).
 * Fixed at the bottom: appearing, it moves nothing on the page.
 */
const NO_SCRIPT_STYLE =
  `<style>#${NO_SCRIPT_MESSAGE_ID}{position:fixed;left:0;right:0;bottom:0;z-index:1000;margin:0;padding:12px 16px;` +
  'background:#15130f;color:#fbf8f3;border-top:2px solid #fbbf24;font:16px/1.4 system-ui,sans-serif;text-align:center;' +
  'visibility:hidden;animation:no-script-reveal 0s linear 4s forwards}@keyframes no-script-reveal{to{visibility:visible}}</style>' +
  `<noscript><style>#${NO_SCRIPT_MESSAGE_ID}{animation:none;visibility:visible}</style></noscript>`;

const noScriptMessage = (productName: string) =>
  `<p id="${NO_SCRIPT_MESSAGE_ID}" role="status">${escapeHtml(productName)} could not start: its script did not load. ` +
  'Reload the page to play; playing needs JavaScript.</p>';

/** A drawn page and the JSON of the recap's answers it carries ('' for any other page). */
interface DrawnPage {
  file: ClientFile;
  recapPage: string;
}

export class FirstHtml {
  private pages = new RecentMap<string, DrawnPage>(PAGES_KEPT);
  private readonly pagesWithoutPuzzle = new RecentMap<string, DrawnPage & { drawnAt: number }>(PAGES_KEPT);
  private version = '';

  constructor(
    private readonly template: string,
    private readonly renderer: PageRenderer | null,
    private readonly branding: Branding,
  ) {}

  /**
   * The page at `path` with `puzzle` (null: none could be read; the page then shows the pair
   * loading, and is kept a few seconds only). `day` is today's UTC day (yyyy-MM-dd). `recapPage`:
   * the recap's answers, read for this visit (the recap's page only; null when they could not be
   * read: the page then shows the recap loading and its script asks for them).
   */
  page(
    path: string,
    puzzle: DailyPuzzle | null,
    day: string,
    now = Date.now(),
    recapPage: RecapPageData | null = null,
  ): ClientFile {
    // Every path that is no page of the app draws the same 404 page: one drawing for all of them,
    // so a stream of made-up paths costs a lookup each, not a drawing and two compressions.
    const drawn = isClientRoute(path) ? path : NOT_FOUND_PATH;
    const carried = drawn === clientPaths.dailyRecap && recapPage ? recapPage : null;
    const carriedJson = carried ? JSON.stringify(carried) : '';
    if (!puzzle) return this.withoutPuzzle(drawn, day, now, carried, carriedJson);
    const version = `${day}|${JSON.stringify(puzzle)}`;
    if (version !== this.version) {
      this.pages = new RecentMap(PAGES_KEPT);
      this.version = version;
    }
    const kept = this.pages.get(drawn);
    if (kept?.recapPage === carriedJson) return kept.file;
    const file = this.draw(drawn, puzzle, day, carried);
    this.pages.set(drawn, { file, recapPage: carriedJson });
    return file;
  }

  /**
   * A page while the puzzle cannot be read (the database failing): kept a few seconds only, so
   * that during an outage every visit does not cost a drawing, and the puzzle shows soon after.
   */
  private withoutPuzzle(
    drawn: string,
    day: string,
    now: number,
    recapPage: RecapPageData | null,
    recapPageJson: string,
  ): ClientFile {
    const kept = this.pagesWithoutPuzzle.get(drawn);
    if (kept?.recapPage === recapPageJson && now - kept.drawnAt < WITHOUT_PUZZLE_KEPT_MS) return kept.file;
    const file = this.draw(drawn, null, day, recapPage);
    this.pagesWithoutPuzzle.set(drawn, { file, recapPage: recapPageJson, drawnAt: now });
    return file;
  }

  private draw(path: string, puzzle: DailyPuzzle | null, day: string, recapPage: RecapPageData | null): ClientFile {
    const meta = pageMetaOf(path, this.branding);
    let body = '';
    try {
      body = this.renderer?.renderPage(path, puzzle, recapPage).html ?? '';
    } catch {
      // The page is drawn by the browser alone, as before the server drew it.
      body = '';
    }
    // The pages the server draws whole (client/src/entry-server.tsx) are hydrated; any other is
    // drawn over, even once its lazily loaded chunk is in this process and it came out whole: by
    // route, not by what this process happened to have loaded before.
    const hydrate = hydratedPaths.has(path) && body !== '' && !body.includes('<!--$!-->');
    // Every replacement is a function: in a replacement string `$\`` `$'` `$&` are patterns, and
    // names (an actor's, a player's, the product's) may hold them.
    const html = this.template
      .replace(/<html([^>]*)>/, (_, attributes: string) => `<html${attributes} data-mantine-color-scheme="dark">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      )
      .replace('</head>', () => `${NO_SCRIPT_STYLE}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root"${hydrate ? ' data-hydrate' : ''}>${body}</div>` +
          `<script type="application/json" id="${DAILY_PUZZLE_ELEMENT_ID}">${scriptJson(puzzle)}</script>` +
          (recapPage
            ? `<script type="application/json" id="${RECAP_PAGE_ELEMENT_ID}">${scriptJson(recapPage)}</script>`
            : '') +
          noScriptMessage(this.branding.productName),
      );
    const plain = Buffer.from(html);
    // A fixed route (the game page, the leaderboard…) at the strongest setting (about 90 ms, once a
    // puzzle); a profile or an archive puzzle at a fast one (a few ms), as it may be one of many.
    // The recap carrying its answers is drawn again on every late completion or saved name of
    // yesterday's puzzle: a fast setting there too.
    const strongest = fixedPaths.has(path) && !recapPage;
    const quality = strongest ? zlib.BROTLI_MAX_QUALITY : 5;
    const tagged = (rep: ReturnType<typeof representation>) => ({ ...rep, etag: `"${day}-${rep.etag.slice(1)}` });
    return {
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      lastModified: '',
      plain: tagged(representation(plain)),
      compressed: {
        br: tagged(
          representation(
            brotliCompressSync(plain, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length },
            }),
            'br',
          ),
        ),
        gzip: tagged(representation(gzipSync(plain, { level: strongest ? 9 : 6 }), 'gzip')),
      },
    };
  }
}
