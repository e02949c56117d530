import { createElement, Suspense, type ComponentType, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { retryableLazy, retryFailedLoads } from './retryable-lazy';

/** Draws the element until every lazy component in it has loaded or failed. */
async function draw(element: ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(createElement(Suspense, { fallback: 'loading' }, element), {
    onError: (error) => void errors.push(error),
  });
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}

/** A chunk that cannot be fetched the first `failures` times, then loads. */
function flakyChunk(failures: number) {
  const chunk = { fetches: 0 };
  const Loaded: ComponentType = () => createElement('p', null, 'loaded');
  const load = () => {
    chunk.fetches += 1;
    return chunk.fetches <= failures
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Loaded });
  };
  return { chunk, load };
}

describe('a lazily loaded component', () => {
  it('whose chunk failed keeps the failure (no fetching in a loop) until Try Again, then fetches it again', async () => {
    const { chunk, load } = flakyChunk(1);
    const Component = retryableLazy(load);

    const first = await draw(createElement(Component));
    expect(chunk.fetches).toBe(1);
    expect(first.errors).toHaveLength(1);
    expect(first.html).not.toContain('loaded');

    const again = await draw(createElement(Component));
    expect(chunk.fetches).toBe(1);
    expect(again.errors).toHaveLength(1);

    retryFailedLoads();
    const retried = await draw(createElement(Component));
    expect(chunk.fetches).toBe(2);
    expect(retried.errors).toEqual([]);
    expect(retried.html).toContain('<p>loaded</p>');
  });

  it('fails again on a retry that fails, and loads on the next one', async () => {
    const { chunk, load } = flakyChunk(2);
    const Component = retryableLazy(load);
    await draw(createElement(Component));
    retryFailedLoads();
    expect((await draw(createElement(Component))).errors).toHaveLength(1);
    retryFailedLoads();
    expect((await draw(createElement(Component))).html).toContain('<p>loaded</p>');
    expect(chunk.fetches).toBe(3);
  });

  it('that has loaded is not fetched again by a retry of others', async () => {
    const { chunk, load } = flakyChunk(0);
    const Component = retryableLazy(load);
    expect((await draw(createElement(Component))).html).toContain('<p>loaded</p>');
    retryFailedLoads();
    expect((await draw(createElement(Component))).html).toContain('<p>loaded</p>');
    expect(chunk.fetches).toBe(1);
  });
});
