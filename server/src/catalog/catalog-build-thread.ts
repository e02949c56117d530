/**
 * One build of a catalog's graph and name searches on a thread of its own (see
 * ./catalog-build.ts): the index sends it the rows as it reads them and awaits the arrays; the
 * thread ends with the build.
 */
import type { Worker } from 'node:worker_threads';
import type { BuiltCatalog } from './catalog-build';
import type { CatalogBuildMessage, CatalogBuildReply } from './catalog-build-messages';
import { startCatalogThread } from './catalog-threads';
import type { CreditColumns } from './catalog-store';

export class CatalogBuild {
  private readonly thread: Worker = startCatalogThread('catalog-build');
  /** The arrays, once the thread has built them from everything sent. */
  readonly built: Promise<BuiltCatalog>;

  constructor() {
    this.built = new Promise((resolve, reject) => {
      this.thread.once('message', (reply: CatalogBuildReply) => {
        if (reply.error !== undefined) reject(new Error(`catalog build failed: ${reply.error}`));
        else resolve(reply.built);
      });
      this.thread.once('error', reject);
      this.thread.once('exit', (code) => reject(new Error(`the catalog build thread stopped (exit code ${code})`)));
    });
    // Whoever awaits it sees a failure; until then it is not an unhandled rejection.
    this.built.catch(() => undefined);
  }

  /** A page of actors or movies in the index's order, names normalized (the ids move to the thread). */
  send(type: 'actors' | 'movies', ids: Int32Array, normalized: string[], last: boolean): void {
    this.thread.postMessage({ type, ids, normalized, last } satisfies CatalogBuildMessage, [ids.buffer as ArrayBuffer]);
  }

  /** A page of credits, after the last actors and movies; the build ends with the last (they move to the thread). */
  sendCredits(credits: CreditColumns, last: boolean): void {
    const buffers = new Set([credits.actorIds.buffer, credits.movieIds.buffer, credits.billingPositions.buffer]);
    this.thread.postMessage({ type: 'credits', credits, last } satisfies CatalogBuildMessage, [
      ...buffers,
    ] as ArrayBuffer[]);
  }

  /** Ends the thread (once built, or given up). */
  async close(): Promise<void> {
    await this.thread.terminate();
  }
}
