/**
 * The transport rules of SPEC §7/§8 shared by the tRPC link and the REST calls: cookies on
 * every request, a 15 s timeout, and the spec's messages for timeouts, network failures
 * and unparseable bodies.
 */
import { REQUEST_TIMEOUT_MS } from '@cinema/shared';

function timeoutMessage(path: string): string {
  return `Request to ${path} timed out after ${REQUEST_TIMEOUT_MS / 1000} seconds. Please try again.`;
}

function networkErrorMessage(origin: string): string {
  return `Network error connecting to ${origin}. The service may be unavailable.`;
}

const PARSE_ERROR_MESSAGE = 'Failed to parse JSON response';

function requestUrl(input: RequestInfo | URL): URL {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(raw, window.location.origin);
}

/** `fetch` with credentials, the request timeout and the spec's error messages. */
async function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = requestUrl(input);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // AbortSignal.any is recent (2024 browsers); without it the caller's own abort is dropped, the timeout kept.
  const signal =
    init.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(input, { ...init, credentials: 'include', signal });
  } catch (error) {
    if (timeout.aborted) {
      console.error(`Request to ${url.pathname} timed out`, error);
      throw new Error(timeoutMessage(url.pathname));
    }
    // A caller's own abort (e.g. React Query cancelling a query) passes through untouched.
    if (init.signal?.aborted) throw error;
    console.error(`Request to ${url.pathname} failed`, error);
    throw new Error(networkErrorMessage(url.origin));
  }
}

/**
 * The fetch the tRPC link uses: as above, and a body that is not JSON (a proxy's HTML error
 * page, a truncated answer) becomes "Failed to parse JSON response".
 */
export async function trpcFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetchWithTimeout(input, init);
  const text = await response.text();
  try {
    JSON.parse(text);
  } catch {
    console.error(`Unparseable response from ${requestUrl(input).pathname} (${response.status})`);
    throw new Error(PARSE_ERROR_MESSAGE);
  }
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Error of a REST call: the server's message, with its code and details kept. */
class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBodyLike = { message?: unknown; code?: unknown; details?: unknown };

function parseErrorBody(text: string): ErrorBodyLike | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ErrorBodyLike) : null;
  } catch {
    return null;
  }
}

/**
 * GET a REST path of SPEC §7 and parse its JSON; an empty body is an empty list. A non-OK
 * answer raises its `message`, else "{defaultMessage} ({status})", else the raw text.
 */
export async function getJson<T>(path: string, defaultMessage = 'Request failed'): Promise<T> {
  const response = await fetchWithTimeout(path, { headers: { Accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) {
    const body = parseErrorBody(text);
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : defaultMessage
          ? `${defaultMessage} (${response.status})`
          : text;
    throw new ApiError(message, response.status, typeof body?.code === 'string' ? body.code : undefined, body?.details);
  }
  if (!text.trim()) return [] as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(PARSE_ERROR_MESSAGE);
  }
}
