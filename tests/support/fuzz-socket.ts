/**
 * Raw HTTP/1.1 over a real socket for the fuzz suite: the bytes are written as given (odd
 * header bytes, broken escapes, huge lines), and a client can trickle them slowly.
 */
import { connect, type Socket } from 'node:net';
import type { Answer, HostileRequest } from './fuzz-requests';

/** The request as bytes on the wire, closing the connection after the answer. */
export function wireBytesOf(request: HostileRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const lines = [`${request.method} ${request.url} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}

/** Parses an HTTP/1.1 answer (status, headers, body as text; a chunked body is left framed). */
export function parseAnswer(raw: Buffer, ms: number): Answer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Answer['headers'] = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: end < 0 ? '' : raw.subarray(end + 4).toString('utf8'), ms };
}

/**
 * Writes `bytes` to the server (in pieces of `chunk` bytes, `delayMs` apart, when trickling) and
 * answers what came back once the server closed the connection, or `null` after `giveUpMs`.
 */
export function sendRaw(
  port: number,
  bytes: Buffer,
  { chunk = bytes.length, delayMs = 0, giveUpMs = 8_000 } = {},
): Promise<{ raw: Buffer; ms: number } | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: Socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let offset = 0;
    const finish = (value: { raw: Buffer; ms: number } | null) => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(value);
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    const writeNext = () => {
      if (socket.destroyed || offset >= bytes.length) return;
      socket.write(bytes.subarray(offset, offset + chunk));
      offset += chunk;
      if (offset < bytes.length) timer = setTimeout(writeNext, delayMs);
    };
    socket.on('connect', writeNext);
    socket.on('data', (data) => received.push(data));
    // A reset after the answer is still an answer; a reset before it reads as an empty one.
    socket.on('error', () => finish({ raw: Buffer.concat(received), ms: Math.round(performance.now() - started) }));
    socket.on('close', () => finish({ raw: Buffer.concat(received), ms: Math.round(performance.now() - started) }));
  });
}
