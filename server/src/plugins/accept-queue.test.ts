import { describe, expect, it } from 'vitest';
import { acceptQueueIn, acceptQueueLength } from './accept-queue';

// Rows as Linux writes them: listeners (st 0A) first, then the other sockets. Port 3000 is 0BB8,
// 8080 is 1F90; the accept queue is rx_queue, the hex after the colon of the 5th field.
const table = [
  '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 0100007F:0BB8 00000000:0000 0A 00000000:000001F4 00:00000000 00000000  1000        0 9653 1 0 100 0 0 10 0',
  '   1: 00000000:1F90 00000000:0000 0A 00000000:00000007 00:00000000 00000000  1000        0 9654 1 0 100 0 0 10 0',
  '   2: 0100007F:0BB8 0100007F:D431 01 00000000:00000030 00:00000000 00000000  1000        0 9655 1 0 20 4 30 10 -1',
  '   3: 0100007F:D431 0100007F:0BB8 01 00000000:00000000 00:00000000 00000000  1000        0 9656 1 0 20 4 30 10 -1',
  '',
].join('\n');

describe('the accept queue in a /proc/net/tcp table', () => {
  it("reads the listener's rx_queue on the port, not a connection's", () => {
    // 0x1F4 = 500 waiting on port 3000; the established row's 0x30 bytes are unread data, not connections.
    expect(acceptQueueIn(table, 3000)).toBe(500);
    expect(acceptQueueIn(table, 8080)).toBe(7);
  });

  it('answers 0 for a port nothing listens on, even one a connection uses', () => {
    expect(acceptQueueIn(table, 0xd431)).toBe(0);
    expect(acceptQueueIn(table, 3001)).toBe(0);
  });

  it("reads an IPv6 listener's row as well", () => {
    const tcp6 = [
      '  sl  local_address                         remote_address                        st tx_queue rx_queue',
      '   0: 00000000000000000000000000000000:0BB8 00000000000000000000000000000000:0000 0A 00000000:00000003 00:00000000 00000000  1000        0 9657 1 0 100 0 0 10 0',
      '',
    ].join('\n');
    expect(acceptQueueIn(tcp6, 3000)).toBe(3);
  });

  it.runIf(process.platform === 'linux')('reads 0 for a port this machine does not listen on', () => {
    expect(acceptQueueLength(1, 'IPv4')).toBe(0);
    expect(acceptQueueLength(1, 'IPv6')).toBe(0);
  });
});
