import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the client a limit counts an address as', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, written as the network', () => {
    expect(clientKey('2001:db8:7:1::5')).toBe('2001:db8:7:1::');
    expect(clientKey('2001:DB8:7:1:ffff:1:2:3')).toBe('2001:db8:7:1::');
    expect(clientKey('2001:0db8:0007:0001:0000:0000:0000:0001')).toBe('2001:db8:7:1::');
  });

  it('tells apart two /64 networks that differ in their fourth group', () => {
    expect(clientKey('2001:db8:7:2::1')).toBe('2001:db8:7:2::');
  });

  it('folds the zero groups that end the network into the ::', () => {
    expect(clientKey('2001:db8::1')).toBe('2001:db8::');
    expect(clientKey('1:0:0:0:5:6:7:8')).toBe('1::');
    expect(clientKey('0:0:0:1:5:6:7:8')).toBe('0:0:0:1::');
    expect(clientKey('::1')).toBe('::');
  });

  it('drops the zone of a link-local address', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80::');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::FFFF:c000:0201')).toBe('192.0.2.1');
  });

  it('counts an IPv4 address written in an IPv6 network that is not the mapped one by that network', () => {
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b::');
  });

  it('leaves a value that is no IP address lowercased', () => {
    expect(clientKey('Unknown')).toBe('unknown');
  });
});
