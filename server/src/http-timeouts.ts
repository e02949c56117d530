/**
 * Bounds on client connections (SPEC §9: a client waits 15 s): a request must arrive whole
 * within its timeout, a silent socket is closed, and an idle keep-alive connection too. Errors
 * Node raises before a request exists (headers too large, a request too slow to arrive) answer
 * with the error shape and `Connection: close`, so a keep-alive client opens a new connection
 * for its next request instead of failing it on a socket the server has closed.
 */
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '@cinema/shared';
import type { HttpTimeouts } from './config';
import { guardedServer } from './connection-guard';

/** How often Node checks the request and header timeouts (its default, 30 s, would outlast them). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;

export function httpServerOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'clientErrorHandler' | 'serverFactory'
> & {
  http: ServerOptions;
} {
  const http: ServerOptions = {
    headersTimeout: timeouts.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, timeouts.headersTimeoutMs),
  };
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.idleTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http,
    clientErrorHandler: answerClientError,
    // A connection's requests pass through the connection guard (pipelined floods, stalled readers).
    serverFactory: (handler) =>
      guardedServer(handler, {
        http,
        keepAliveTimeoutMs: timeouts.keepAliveTimeoutMs,
        requestTimeoutMs: timeouts.requestTimeoutMs,
        idleTimeoutMs: timeouts.idleTimeoutMs,
      }),
  };
}

/** The answer to a request Node refused before Fastify saw it. */
function clientErrorAnswer(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { message: 'The request headers are too large', code: 'BAD_REQUEST' } };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { message: 'The request took too long to arrive', code: 'BAD_REQUEST' } };
  }
  return { status: 400, body: { message: 'Malformed HTTP request', code: 'BAD_REQUEST' } };
}

function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, body } = clientErrorAnswer(error.code);
  const json = JSON.stringify(body);
  // The parser cannot continue on this connection: say so, then close it.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
  // A client that never reads the answer does not keep the socket.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
