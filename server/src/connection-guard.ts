/**
 * Bounds on what one connection may make the server hold (SPEC §9): a client that pipelines
 * many requests and never reads the answers would otherwise have every one of them computed
 * and queued, starving everyone else. Node parses every request of a packet at once, before its
 * own "stop reading while answers are queued" check applies, so the bound is applied here, before
 * Fastify sees a request:
 * - a connection with more than MAX_UNANSWERED_PER_CONNECTION requests unanswered is closed, and
 *   none of its queued requests is handled (requests are handed to Fastify on the next turn of
 *   the event loop, by which time a flood parsed from one packet has tripped the bound);
 * - a connection whose client has stopped reading (more than STALLED_BYTES of answer unwritten
 *   with no progress) for longer than the idle timeout is closed.
 */
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A browser never pipelines; a client that does rarely has more than a few requests in flight. */
const MAX_UNANSWERED_PER_CONNECTION = 8;
/** Unwritten answer bytes past which a connection counts as stalled while they do not drain. */
const STALLED_BYTES = 64 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface GuardedServerOptions {
  http: ServerOptions;
  keepAliveTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
}

/** An HTTP server (for Fastify's `serverFactory`) that hands `handler` only what the bounds allow. */
export function guardedServer(handler: Handler, options: GuardedServerOptions): Server {
  const unanswered = new WeakMap<Socket, number>();
  const admit = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    if (socket.destroyed) return;
    const count = (unanswered.get(socket) ?? 0) + 1;
    if (count > MAX_UNANSWERED_PER_CONNECTION) {
      socket.destroy();
      return;
    }
    unanswered.set(socket, count);
    res.once('close', () => unanswered.set(socket, (unanswered.get(socket) ?? 1) - 1));
    setImmediate(() => {
      if (!socket.destroyed) handler(req, res);
    });
  };

  const server = createServer(options.http, admit);
  // As Fastify sets up its own server.
  server.keepAliveTimeout = options.keepAliveTimeoutMs;
  server.requestTimeout = options.requestTimeoutMs;
  server.setTimeout(options.idleTimeoutMs);
  closeStalledReaders(server, options.idleTimeoutMs);
  return server;
}

/** Closes connections whose unwritten answers have not drained for longer than `idleTimeoutMs`. */
function closeStalledReaders(server: Server, idleTimeoutMs: number): void {
  // Every open connection: since when its answers have not drained (NaN while they flow).
  const stalledSince = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    stalledSince.set(socket, Number.NaN);
    socket.on('drain', () => {
      if (stalledSince.has(socket)) stalledSince.set(socket, Number.NaN);
    });
    socket.once('close', () => stalledSince.delete(socket));
  });
  const check = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, since] of stalledSince) {
        if (socket.writableLength <= STALLED_BYTES) stalledSince.set(socket, Number.NaN);
        else if (Number.isNaN(since)) stalledSince.set(socket, now);
        else if (now - since > idleTimeoutMs) socket.destroy();
      }
    },
    Math.min(1_000, idleTimeoutMs / 4),
  );
  check.unref();
  server.once('close', () => clearInterval(check));
}
