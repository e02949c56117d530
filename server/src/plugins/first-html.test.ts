import { describe, expect, it } from 'vitest';
import { defaultBranding, type DailyPuzzle } from '@cinema/shared';
import { FirstHtml } from './first-html';

const template =
  '<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';

const puzzleOf = (startName: string): DailyPuzzle => ({
  startActor: { id: 1, tvdbId: 'a', name: startName, imageUrl: null },
  endActor: { id: 2, tvdbId: 'b', name: 'End', imageUrl: null },
  par: 2,
  optimalChainCount: 1,
  puzzleNumber: 7,
});

function fakeRenderer() {
  const calls: string[] = [];
  return { calls, renderPage: (url: string) => (calls.push(url), { html: `<main>${url}</main>` }) };
}

describe('FirstHtml', () => {
  it('inlines the puzzle so that no name closes its script element, and reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = new FirstHtml(template, null, defaultBranding)
      .page('/', puzzleOf(hostile), '2027-03-01')
      .plain.body.toString();
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="daily-puzzle-data">(.*?)<\/script>/.exec(html)![1]!;
    expect((JSON.parse(json) as DailyPuzzle).startActor!.name).toBe(hostile);
  });

  it("inlines a name holding replacement patterns ($` $' $& $$) as it is", () => {
    // A real stage name holds a dollar sign (A$AP Rocky); in a string replacement `$\`` stands for
    // everything before the match: the head, scripts and all, pasted into the JSON.
    const name = "A$AP $` $' $& $$ Rocky";
    const html = new FirstHtml(template, null, { ...defaultBranding, productName: "Cost $` $'" })
      .page('/', puzzleOf(name), '2027-03-01')
      .plain.body.toString();
    const json = /<script type="application\/json" id="daily-puzzle-data">(.*?)<\/script>/.exec(html)![1]!;
    expect((JSON.parse(json) as DailyPuzzle).startActor!.name).toBe(name);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html).toContain("<title>Cost $` $' - Daily Six Degrees of Hollywood Game</title>");
  });

  it("escapes the product's name in the title", () => {
    const html = new FirstHtml(template, null, { ...defaultBranding, productName: 'A <b> & "C"' })
      .page('/leaderboard', puzzleOf('S'), '2027-03-01')
      .plain.body.toString();
    expect(html).toContain('<title>Leaderboard | A &lt;b&gt; &amp; &quot;C&quot;</title>');
  });

  it('draws a page once per day and puzzle, and again when either changes', () => {
    const renderer = fakeRenderer();
    const pages = new FirstHtml(template, renderer, defaultBranding);
    const first = pages.page('/', puzzleOf('S'), '2027-03-01');
    expect(pages.page('/', puzzleOf('S'), '2027-03-01')).toBe(first);
    expect(renderer.calls).toEqual(['/']);
    const otherPair = pages.page('/', puzzleOf('T'), '2027-03-01');
    const nextDay = pages.page('/', puzzleOf('T'), '2027-03-02');
    expect(renderer.calls).toEqual(['/', '/', '/']);
    expect(first.plain.etag).toMatch(/^"2027-03-01-/);
    expect(otherPair.plain.etag).not.toBe(first.plain.etag);
    expect(nextDay.plain.etag).toMatch(/^"2027-03-02-/);
  });

  it('draws the 404 page once for every path outside the app, and each profile path on its own', () => {
    const renderer = fakeRenderer();
    const pages = new FirstHtml(template, renderer, defaultBranding);
    const first = pages.page('/made-up-1', puzzleOf('S'), '2027-03-01');
    expect(pages.page('/made/up/2', puzzleOf('S'), '2027-03-01')).toBe(first);
    expect(first.plain.body.toString()).toContain('<title>404 Page Not Found | Cinema Chain</title>');
    pages.page('/actors/Tom_Hanks', puzzleOf('S'), '2027-03-01');
    const other = pages.page('/actors/Meg_Ryan', puzzleOf('S'), '2027-03-01');
    expect(other.plain.body.toString()).toContain('<title>Meg Ryan | Cinema Chain</title>');
    expect(renderer.calls).toHaveLength(3);
  });

  it('hydrates the game, the leaderboard and the recap only, however whole another page comes out', () => {
    const pages = new FirstHtml(template, fakeRenderer(), defaultBranding);
    const hydrated = (path: string) =>
      pages.page(path, puzzleOf('S'), '2027-03-01').plain.body.toString().includes('data-hydrate');
    expect(['/', '/leaderboard', '/daily-recap', '/about', '/actors/Tom_Hanks', '/nope'].map(hydrated)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('keeps a page drawn without a puzzle (it could not be read) 5 s only, apart from the puzzle pages', () => {
    const renderer = fakeRenderer();
    const pages = new FirstHtml(template, renderer, defaultBranding);
    const withPuzzle = pages.page('/', puzzleOf('S'), '2027-03-01', 0);
    const outage = pages.page('/', null, '2027-03-01', 1_000);
    expect(pages.page('/', null, '2027-03-01', 5_999)).toBe(outage);
    expect(renderer.calls).toEqual(['/', '/']);
    expect(pages.page('/', null, '2027-03-01', 6_000)).not.toBe(outage);
    expect(renderer.calls).toEqual(['/', '/', '/']);
    // The puzzle back: the page drawn with it is still kept.
    expect(pages.page('/', puzzleOf('S'), '2027-03-01', 7_000)).toBe(withPuzzle);
    expect(renderer.calls).toHaveLength(3);
  });
});
