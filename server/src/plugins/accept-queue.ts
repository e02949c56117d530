/**
 * Connections the kernel has completed for a listening socket that the server has not yet
 * accepted. libuv accepts one connection per poll of the event loop (since 1.45), so under load,
 * while each turn of the loop serves hundreds of requests, new connections wait here, unseen by
 * the event-loop delay: 2,000 players on one instance left 1,300–1,800 of them waiting, some past
 * the client's 15 s (docs/operations.md). Linux reports the queue of a listening socket (state
 * `0A`) as its `rx_queue` in /proc/net/tcp and /proc/net/tcp6; elsewhere it is unknown (null).
 */
import { closeSync, openSync, readSync } from 'node:fs';

const LISTEN = '0A';
const CHUNK_BYTES = 4 * 1024;

/**
 * The accept queue of the listeners on `port` in a /proc/net/tcp table's text: a row is
 * `sl local_address rem_address st tx_queue:rx_queue …`, addresses and numbers in hex.
 */
export function acceptQueueIn(table: string, port: number): number {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const listener = new RegExp(`^\\s*\\d+: [0-9A-F]+:${portHex} [0-9A-F]+:0000 ${LISTEN} [0-9A-F]+:([0-9A-F]+) `, 'gm');
  let waiting = 0;
  for (const match of table.matchAll(listener)) waiting += parseInt(match[1]!, 16);
  return waiting;
}

/** Whether the text holds a whole row of a socket that is not listening (the 4th field of a row). */
const pastListeners = (text: string) => /^\s*\d+: \S+ \S+ (?!0A)[0-9A-F]{2} /m.test(text);

/**
 * The listening rows of a table, read synchronously. The kernel writes the listeners first and
 * builds the text as it is read, so the read stops at the first other row: writing the whole
 * table under load (thousands of connections) took 20–230 ms, too long to hold the event loop
 * every sample; an asynchronous read queued behind compression on the thread pool and came
 * back 3–6 s late.
 */
function listenerRows(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    let text = '';
    for (;;) {
      const read = readSync(fd, buffer, 0, CHUNK_BYTES, null);
      if (read === 0) return text;
      text += buffer.toString('latin1', 0, read);
      if (pastListeners(text)) return text;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The accept queue of the listener on `port` of the given address family, or null where the
 * kernel does not say (not Linux). Only that family's table is read: an IPv6 listener (`::`
 * takes IPv4 clients too) has its row in tcp6, an IPv4 one in tcp; reading a table with no
 * listener of ours to its end took 2.6 ms, its first rows 0.13 ms.
 */
export function acceptQueueLength(port: number, family: string): number | null {
  const text = listenerRows(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp');
  return text === null ? null : acceptQueueIn(text, port);
}
