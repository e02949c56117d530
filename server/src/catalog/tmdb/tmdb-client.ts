/**
 * A small TMDB v3 client (DESIGN §4): the API key as a query parameter or the read token as a
 * Bearer header, a configurable base URL (tests point it at a fake server), and a timeout per
 * request. Answers are checked against the few fields the adapter reads.
 */
import type { z } from 'zod';
import type { AppConfig } from '../../config';

export type TmdbConfig = NonNullable<AppConfig['tmdb']>;

/** TMDB answered 404: the id is unknown there (not a failure to fall back from). */
export class TmdbNotFoundError extends Error {}

export class TmdbClient {
  constructor(private readonly config: TmdbConfig) {}

  async get<T extends z.ZodType>(path: string, params: Record<string, string>, schema: T): Promise<z.infer<T>> {
    const url = new URL(`${this.config.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.apiKey) url.searchParams.set('api_key', this.config.apiKey);
    else if (this.config.readToken) headers.authorization = `Bearer ${this.config.readToken}`;

    const response = await fetch(url, { headers, signal: AbortSignal.timeout(this.config.timeoutMs) });
    if (response.status === 404) throw new TmdbNotFoundError(`TMDB does not know ${path}`);
    // The message names the path, never the URL: the URL carries the key.
    if (!response.ok) throw new Error(`TMDB answered ${response.status} for ${path}`);
    return schema.parse(await response.json());
  }
}
